import SwiftSyntax

/// Where a scene's code builds layout, found from its syntax before anything runs, so that a closure handed to code
/// the files do not define (`viewModel.fetch { self.setUI(); self.setLayout() }`) can be judged by what it does.
///
/// Code *builds layout* when it adds a view (`addSubview`, `insertSubview`, `addArrangedSubview`,
/// `insertArrangedSubview`, `addLayoutGuide`, or a list's `reloadData()`, which lays out its rows anew), makes
/// constraints (`snp.makeConstraints`, an anchor's `constraint(…)`, `NSLayoutConstraint(item:…)`,
/// `NSLayoutConstraint.activate`, `addConstraint(s)`), or calls a function the scene's files declare that builds
/// layout (`setUI()`, `self?.setLayout()`: a call matches the declarations by base name, through any number of
/// calls). Remaking or updating constraints and setting properties is not building: that is what
/// a tap handler does to a layout that already exists.
///
/// It also records the names the files *use as views*: `x` in `x.snp…`, `x.topAnchor` (any `…Anchor`),
/// `x.translatesAutoresizingMaskIntoConstraints`, `NSLayoutConstraint(item: x, …, toItem: x, …)`, `addSubview(x)`,
/// `insertSubview(x, …)`, `addArrangedSubview(x)`, `insertArrangedSubview(x, …)` (also written `self.x`), and `x` in
/// `x.addSubview(…)` and the other three and in a call of a method only views have (`x.addGestureRecognizer(…)`,
/// `x.layoutIfNeeded()`, an app's `x.addSubviews(…)`),
/// for ``Interpreter/viewStandIn(for:boundTo:declared:at:)``; the functions
/// the code *calls*, with the argument labels of each call (`cell.configure(with: item)`); the names it *mentions*
/// other than by calling them
/// (`#selector(didTap)`, `action: refresh`, a property read) — none of them where declared or in comments — and the
/// names it *assigns* (`state = …`, `cell.state = …`, `count += 1`), for ``EntryPoints``.
///
/// ```swift
/// let index = LayoutBuildingIndex(files: [LayoutBuildingIndex.facts(in: tree, baseOffset: 0)])
/// index.builds(closureSpan) // true for `{ [weak self] in self?.setUI() }` when setUI() adds a subview
/// index.isUsedAsView("titleLabel") // true when the files write `titleLabel.snp.makeConstraints { … }`
/// ```
struct LayoutBuildingIndex {
    /// What one file holds: its building calls, its calls by name and its functions' bodies, in module offsets.
    struct Facts {
        var building: [Int] = []
        var reloads: Set<Int> = []
        var calls: [(offset: Int, name: String)] = []
        var functions: [(name: String, body: Range<Int>)] = []
        var viewNames: Set<String> = []
        var memberViewNames: Set<String> = []
        var controllerNames: Set<String> = []
        var addedViewNames: Set<String> = []
        var mentioned: Set<String> = []
        var assigned: Set<String> = []
        var callLabels: [String: [(offset: Int, labels: [String?])]] = [:]
        var identifierCounts: [String: Int] = [:]
    }

    /// The offsets of every building call, direct or through the scene's functions, ascending.
    private let positions: [Int]
    /// The offsets of the `reloadData()` calls among them.
    private let reloads: Set<Int>
    /// The base names of the scene's functions that build layout.
    let buildingFunctions: Set<String>
    /// The names the files use as views.
    private let viewNames: Set<String>
    /// The member names the files use as views of other objects (`lineView` in `card.lineView.snp…`).
    private let memberViewNames: Set<String>
    /// The names the files use as view controllers (`child` in `child.view.snp…`, `addChild(child)`).
    private let controllerNames: Set<String>
    /// The names the files add to a view (`addSubview(x)`, `insertSubview(x, …)`, `addArrangedSubview(x)`, …).
    private let addedViewNames: Set<String>
    /// The names the code refers to other than by calling them, and those it assigns.
    private let mentioned: Set<String>, assigned: Set<String>
    /// Where each call of a function is and its argument labels, by the function's name.
    private let callLabels: [String: [(offset: Int, labels: [String?])]]
    /// Every call by name, by offset ascending.
    private let calls: [(offset: Int, name: String)]
    /// How many times each identifier is written in the files' code (comments and strings aside).
    private let identifierCounts: [String: Int]

    /// The index of a module's files.
    init(files: [Facts]) {
        let building = files.flatMap(\.building).sorted()
        reloads = files.reduce(into: []) { $0.formUnion($1.reloads) }
        let calls = files.flatMap(\.calls).sorted { $0.offset < $1.offset }
        self.calls = calls
        let callOffsets = calls.map(\.offset)
        let functions = files.flatMap(\.functions)
        viewNames = files.reduce(into: []) { $0.formUnion($1.viewNames) }
        memberViewNames = files.reduce(into: []) { $0.formUnion($1.memberViewNames) }
        controllerNames = files.reduce(into: []) { $0.formUnion($1.controllerNames) }
        addedViewNames = files.reduce(into: []) { $0.formUnion($1.addedViewNames) }
        mentioned = files.reduce(into: []) { $0.formUnion($1.mentioned) }
        assigned = files.reduce(into: []) { $0.formUnion($1.assigned) }
        callLabels = files.reduce(into: [:]) { $0.merge($1.callLabels) { $0 + $1 } }
        identifierCounts = files.reduce(into: [:]) { $0.merge($1.identifierCounts, uniquingKeysWith: +) }
        // each body's calls found by binary search: a large file's thousands of calls are not scanned per function
        let summaries = functions.map { function in
            let firstBuilding = Self.firstIndex(atOrAfter: function.body.lowerBound, in: building)
            let callRange = Self.firstIndex(atOrAfter: function.body.lowerBound, in: callOffsets)
                ..< Self.firstIndex(atOrAfter: function.body.upperBound, in: callOffsets)
            return (name: function.name,
                    direct: firstBuilding < building.count && building[firstBuilding] < function.body.upperBound,
                    calls: Set(calls[callRange].map(\.name)))
        }
        var builders = Set(summaries.filter(\.direct).map(\.name))
        var changed = true
        while changed {
            changed = false
            for summary in summaries where !builders.contains(summary.name) && !summary.calls.isDisjoint(with: builders) {
                builders.insert(summary.name)
                changed = true
            }
        }
        buildingFunctions = builders
        positions = (building + calls.filter { builders.contains($0.name) }.map(\.offset)).sorted()
    }

    /// Whether the code in `span` builds layout.
    func builds(_ span: SourceSpan) -> Bool {
        let first = Self.firstIndex(atOrAfter: span.start, in: positions)
        return first < positions.count && positions[first] < span.end
    }

    /// How many calls in `span` add views or make constraints, directly or through the scene's functions; reloading
    /// a list's rows is not counted.
    func buildingCount(in span: SourceSpan) -> Int {
        let first = Self.firstIndex(atOrAfter: span.start, in: positions)
        return positions[first...].prefix { $0 < span.end }.filter { !reloads.contains($0) }.count
    }

    /// The names of the functions the code in `span` calls (`configure` for `cell.configure(with: item)`).
    func calledNames(in span: SourceSpan) -> Set<String> {
        var low = 0, high = calls.count
        while low < high {
            let middle = (low + high) / 2
            if calls[middle].offset < span.start { low = middle + 1 } else { high = middle }
        }
        return Set(calls[low...].prefix { $0.offset < span.end }.map(\.name))
    }

    /// The index of the first of the ascending `offsets` at or after `offset` (`offsets.count` when none is).
    private static func firstIndex(atOrAfter offset: Int, in offsets: [Int]) -> Int {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the files use `name` as a view (see above).
    func isUsedAsView(_ name: String) -> Bool {
        viewNames.contains(name)
    }

    /// Whether the files use `name` as a view controller: its `view` as a view (`child.view.snp…`,
    /// `addSubview(child.view)`) or it as a child (`addChild(child)`).
    ///
    /// ```swift
    /// index.isUsedAsController("family") // true when the files write `view.addSubview(family.view)`
    /// ```
    func isUsedAsController(_ name: String) -> Bool {
        controllerNames.contains(name)
    }

    /// Whether the files add `name` to a view (`addSubview(footer)`, `stack.addArrangedSubview(footer)`).
    ///
    /// ```swift
    /// index.isAddedToAView("footer") // true when the files write `view.addSubview(footer)`
    /// ```
    func isAddedToAView(_ name: String) -> Bool {
        addedViewNames.contains(name)
    }

    /// How many times the files' code writes the identifier `name`, declarations included (`contentView` in
    /// `contentView.addSubview(a); contentViews = []` once).
    func occurrences(of name: String) -> Int {
        identifierCounts[name, default: 0]
    }

    /// Whether the files use `name` as a view of another object: `lineView` in `card.lineView.snp…`,
    /// `self.card.lineView.topAnchor`, `addSubview(card.lineView)`.
    func isUsedAsMemberView(_ name: String) -> Bool {
        memberViewNames.contains(name)
    }

    /// Whether the code refers to `name` anywhere other than where it is declared, calling it or not (see above).
    func isMentioned(_ name: String) -> Bool {
        mentioned.contains(name) || callLabels[name] != nil
    }

    /// Whether the code could reach a function of this name and these parameters, declared with the body `body`: it
    /// mentions the name other than by calling it (a selector, a function reference), or calls it with labels those
    /// parameters take (each parameter with a default may be left out) from outside that body — a call inside the
    /// body runs only once something else has entered it (`func bind(to model: Chat) { chatView.bind(to: model) }`
    /// is still reached from nowhere).
    func mayReach(_ name: String, parameters: [FunctionParameter], body: SourceSpan) -> Bool {
        if mentioned.contains(name) { return true }
        return callLabels[name]?.contains { call in
            !(body.start..<body.end).contains(call.offset) && Self.labels(call.labels, fit: parameters)
        } == true
    }

    /// Whether a call's labels fill `parameters` in order, leaving out only parameters with defaults.
    private static func labels(_ labels: [String?], fit parameters: [FunctionParameter]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            if let next = remaining.first, next == parameter.label {
                remaining = remaining.dropFirst()
                if parameter.isVariadic { while remaining.first == .some(nil) { remaining = remaining.dropFirst() } }
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// Whether the code assigns to something named `name` (see above).
    func isAssigned(_ name: String) -> Bool {
        assigned.contains(name)
    }

    /// The facts of one parsed file, its offsets shifted by `baseOffset` (the file's place in its module).
    static func facts(in tree: some SyntaxProtocol, baseOffset: Int) -> Facts {
        let visitor = BuildingVisitor(baseOffset: baseOffset)
        visitor.walk(tree)
        return visitor.facts
    }
}

/// Collects a file's ``LayoutBuildingIndex/Facts``.
private final class BuildingVisitor: SyntaxVisitor {
    /// Calls that build layout whatever they are called on.
    private static let buildingNames: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addLayoutGuide",
        "makeConstraints", "addConstraint", "addConstraints", "activate", "constraint", "constraints",
        "reloadData",
    ]

    /// Calls whose first argument is a view.
    private static let viewTakingNames: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
    ]

    /// Methods only a view has, so what they are called on is a view (`contentView.addGestureRecognizer(swipe)`);
    /// an app's helper named after UIKit's adding methods (`contentView.addSubviews(views: [a, b])`) counts too.
    private static func isViewOnlyMethod(_ name: String) -> Bool {
        ["addGestureRecognizer", "bringSubviewToFront", "sendSubviewToBack", "layoutIfNeeded", "setNeedsLayout",
         "removeFromSuperview"].contains(name)
            || name.hasPrefix("addSubview") || name.hasPrefix("addArrangedSubview")
    }

    private let baseOffset: Int
    var facts = LayoutBuildingIndex.Facts()

    init(baseOffset: Int) {
        self.baseOffset = baseOffset
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let name) = token.tokenKind { facts.identifierCounts[name, default: 0] += 1 }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            facts.functions.append((node.name.text, offset(of: body)..<(baseOffset + body.endPosition.utf8Offset)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let written = member.declName.baseName.text
            name = SnapKitLegacySpelling.modernName(written) ?? written
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if name == "NSLayoutConstraint" {
                facts.building.append(offset(of: node))
                // `NSLayoutConstraint(item: title, …, toItem: icon, …)` relates views (or guides)
                for argument in node.arguments where ["item", "toItem"].contains(argument.label?.text) {
                    if let viewName = Self.variableName(argument.expression) { facts.viewNames.insert(viewName) }
                }
            }
        } else {
            name = nil
        }
        if let name {
            if Self.buildingNames.contains(name) { facts.building.append(offset(of: node)) }
            if name == "reloadData" { facts.reloads.insert(offset(of: node)) }
            facts.calls.append((offset(of: node), name))
            if node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty {
                facts.callLabels[name, default: []].append((offset(of: node), node.arguments.map { $0.label?.text }))
            } else {
                facts.mentioned.insert(name) // a trailing closure fills a parameter whose label the call does not say
            }
            if Self.viewTakingNames.contains(name), let first = node.arguments.first {
                if let viewName = Self.variableName(first.expression) {
                    facts.viewNames.insert(viewName)
                    facts.addedViewNames.insert(viewName)
                }
                if let owner = Self.controllerOwningView(first.expression) { facts.controllerNames.insert(owner) }
                if let member = Self.memberOfOtherObject(first.expression) { facts.memberViewNames.insert(member) }
            }
            if ["addChild", "addChildViewController"].contains(name), let first = node.arguments.first,
               let child = Self.variableName(first.expression) {
                facts.controllerNames.insert(child)
            }
            // the view a subview is added to is a view too (`scrollView.addSubview(card)`), and so is what a method
            // only views have is called on
            if Self.viewTakingNames.contains(name) || Self.isViewOnlyMethod(name),
               let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base,
               let containerName = Self.variableName(base) {
                facts.viewNames.insert(containerName)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // a called name is recorded with the call's labels; a member's name with its member access
        if !Self.isCallee(node), node.parent?.is(MemberAccessExprSyntax.self) != true {
            facts.mentioned.insert(node.baseName.text)
        }
        return .visitChildren
    }

    /// Whether `node` is what a call calls (`configure` in `configure(…)` and in `cell.configure(…)`).
    private static func isCallee(_ node: some SyntaxProtocol) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == node.id
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // an unfolded `target = value` or `target += value`: the operator follows its target
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated().dropFirst() where Self.assigns(element) {
            if let name = Self.assignedName(elements[index - 1]) { facts.assigned.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.text
        if !Self.isCallee(node) { facts.mentioned.insert(member) }
        if member == "snp" || member.hasSuffix("Anchor") || member == "translatesAutoresizingMaskIntoConstraints"
            || SnapKitLegacySpelling.modernName(member) != nil, let base = node.base {
            if let name = Self.variableName(base) { facts.viewNames.insert(name) }
            if let name = Self.memberOfOtherObject(base) { facts.memberViewNames.insert(name) }
            if let owner = Self.controllerOwningView(base) { facts.controllerNames.insert(owner) }
        }
        return .visitChildren
    }

    /// Whether a sequence element is `=` or a compound assignment (`+=`, not `==`, `<=`, `>=`, `!=`).
    private static func assigns(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op.count >= 2 && op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }

    /// The name an assignment's target ends in: `state` in `state`, `self.state`, `cell?.state`.
    private static func assignedName(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = target.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let chained = target.as(OptionalChainingExprSyntax.self) { return assignedName(chained.expression) }
        if let forced = target.as(ForceUnwrapExprSyntax.self) { return assignedName(forced.expression) }
        return nil
    }

    /// The member an expression reads of an object other than `self`: `lineView` for `card.lineView`,
    /// `self.card.lineView` and `card?.lineView!`.
    private static func memberOfOtherObject(_ expression: ExprSyntax) -> String? {
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return memberOfOtherObject(forced.expression) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            return memberOfOtherObject(chained.expression)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              base.as(DeclReferenceExprSyntax.self)?.baseName.text != "self",
              variableName(base) != nil || memberOfOtherObject(base) != nil else { return nil }
        return member.declName.baseName.text
    }

    /// The variable whose `view` an expression reads: `child` for `child.view`, `self.child.view` and `child?.view!`.
    private static func controllerOwningView(_ expression: ExprSyntax) -> String? {
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return controllerOwningView(forced.expression) }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view",
              let base = member.base else { return nil }
        let name = variableName(base)
        return name == "self" ? nil : name
    }

    /// The variable an expression names: `x` for `x` and `self.x`, unwrapped or not (`x!`, `x?`).
    private static func variableName(_ expression: ExprSyntax) -> String? {
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return variableName(forced.expression) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return variableName(chained.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    private func offset(of node: some SyntaxProtocol) -> Int {
        baseOffset + node.positionAfterSkippingLeadingTrivia.utf8Offset
    }
}
