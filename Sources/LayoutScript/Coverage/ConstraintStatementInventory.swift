import SwiftSyntax

/// Finds a file's constraint statements, the units ``ConstraintCoverage`` counts, by their syntax alone (before anything
/// runs): each statement of a `snp.makeConstraints`/`remakeConstraints`/`updateConstraints` closure that starts with
/// the closure's maker (`make.top.equalToSuperview().inset(16)`, `$0.size.equalTo(40)`), each anchor constraint call
/// (`label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8)`), each `NSLayoutConstraint(item:…)` and each
/// `NSLayoutConstraint.constraints(withVisualFormat:…)`. Code no current iOS device runs is not the file's layout and
/// holds none: the `else` of `if #available(iOS 11.0, *)` and of `guard #available(…)`, the body of
/// `if #unavailable(…)` (a scene stands for a current iOS, where `#available` holds).
///
/// ```swift
/// let sites = ConstraintStatementInventory.sites(in: Parser.parse(source: text), baseOffset: 0)
/// sites.first?.kind // .snapKit
/// ```
final class ConstraintStatementInventory: SyntaxVisitor {
    private let baseOffset: Int
    private var found: [Int: ConstraintSite] = [:]
    /// The classes (and extensions) the walk is inside, innermost last.
    private var enclosingTypes: [String] = []

    private init(baseOffset: Int) {
        self.baseOffset = baseOffset
        super.init(viewMode: .sourceAccurate)
    }

    /// The constraint statements of one parsed file, in source order, their spans shifted by `baseOffset` (the file's
    /// place in its module).
    static func sites(in tree: some SyntaxProtocol, baseOffset: Int) -> [ConstraintSite] {
        let inventory = ConstraintStatementInventory(baseOffset: baseOffset)
        inventory.walk(tree)
        return inventory.found.values.sorted { $0.span.start < $1.span.start }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        enclosingTypes.removeLast()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        enclosingTypes.removeLast()
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        walkReachable(Syntax(node))
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        walkReachable(Syntax(node))
    }

    /// Walks only the parts of an `if` or `guard` testing availability that a current iOS runs.
    private func walkReachable(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let reachable = Self.reachableChildren(of: node) else { return .visitChildren }
        reachable.forEach { walk($0) }
        return .skipChildren
    }

    /// The parts of an `if` or `guard` whose conditions test availability that a current iOS runs (see above); nil
    /// for any other node.
    private static func reachableChildren(of node: Syntax) -> [Syntax]? {
        if let branch = node.as(IfExprSyntax.self), let available = availability(of: branch.conditions) {
            let taken = available ? [Syntax(branch.body)] : branch.elseBody.map { [Syntax($0)] } ?? []
            return [Syntax(branch.conditions)] + taken
        }
        if let statement = node.as(GuardStmtSyntax.self), let available = availability(of: statement.conditions) {
            return [Syntax(statement.conditions)] + (available ? [] : [Syntax(statement.body)])
        }
        return nil
    }

    /// Whether conditions that test availability hold on a current iOS: `true` for `#available`, `false` for
    /// `#unavailable`; nil when they test no availability.
    private static func availability(of conditions: ConditionElementListSyntax) -> Bool? {
        var holds: Bool?
        for element in conditions {
            guard case .availability(let availability) = element.condition else { continue }
            holds = (holds ?? true) && availability.availabilityKeyword.tokenKind != .poundUnavailable
        }
        return holds
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let closure = makerClosure(of: node) {
            let maker = makerName(of: closure)
            for item in closure.statements { collectMakerStatements(item, maker: maker) }
        } else if let kind = constraintCallKind(node) {
            note(node, kind)
        }
        return .visitChildren
    }

    /// The closure of `….snp.makeConstraints { }` (and `remake`/`update`, trailing or in parentheses).
    private func makerClosure(of node: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        let names = ["makeConstraints", "remakeConstraints", "updateConstraints"]
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return nil
        }
        let written = member.declName.baseName.text
        // `view.snp_makeConstraints { }`: SnapKit before 3.0 (see ``SnapKitLegacySpelling``)
        let isLegacy = SnapKitLegacySpelling.modernName(written).map(names.contains) == true
        guard isLegacy || names.contains(written) && (base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "snp"
                || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "snp")
        else { return nil }
        return node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self)
    }

    /// The closure's parameter (`make` in `{ make in`, `{ (make) in`, `{ (make: ConstraintMaker) in`), else `$0`.
    private func makerName(of closure: ClosureExprSyntax) -> String {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: names.first?.name.text ?? "$0"
        case .parameterClause(let clause)?: clause.parameters.first?.firstName.text ?? "$0"
        case nil: "$0"
        }
    }

    /// Every expression statement under `item` (inside `if`, `for` and the like too) that starts with `maker`, or
    /// that hands on a chain starting with it (`constraints.append(make.left.equalTo(view).constraint)`, kept to
    /// deactivate later: the chain is the statement).
    private func collectMakerStatements(_ item: CodeBlockItemSyntax, maker: String) {
        if let expression = item.item.as(ExprSyntax.self), root(of: expression) == maker {
            note(expression, .snapKit)
            return
        }
        if let call = item.item.as(FunctionCallExprSyntax.self),
           let chain = call.arguments.first(where: { root(of: $0.expression) == maker }) {
            note(chain.expression, .snapKit)
            return
        }
        let children = Self.reachableChildren(of: Syntax(item.item))
            ?? Array(item.item.children(viewMode: .sourceAccurate))
        for block in children { collectNested(block, maker: maker) }
    }

    private func collectNested(_ node: Syntax, maker: String) {
        if node.is(ClosureExprSyntax.self) { return }
        if let item = node.as(CodeBlockItemSyntax.self) {
            collectMakerStatements(item, maker: maker)
            return
        }
        let children = Self.reachableChildren(of: node) ?? Array(node.children(viewMode: .sourceAccurate))
        for child in children { collectNested(child, maker: maker) }
    }

    /// The name an expression's chain starts from: `make` for `make.top.equalTo(x).offset(8)`.
    private func root(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else {
                return current.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
        }
    }

    /// The kind of a constraint-making call outside SnapKit's closures, if it is one.
    private func constraintCallKind(_ node: FunctionCallExprSyntax) -> ConstraintSite.Kind? {
        let firstLabel = node.arguments.first?.label?.text ?? ""
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "constraint", ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"]
                .contains(where: { firstLabel.hasPrefix($0) }) { return .anchor }
            if name == "constraints", firstLabel == "withVisualFormat" { return .visualFormat }
            if name == "init", firstLabel == "item" { return .layoutConstraint }
        }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
           reference.baseName.text == "NSLayoutConstraint", firstLabel == "item" { return .layoutConstraint }
        return nil
    }

    private func note(_ node: some SyntaxProtocol, _ kind: ConstraintSite.Kind) {
        let span = SourceSpan(start: baseOffset + node.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: baseOffset + node.endPositionBeforeTrailingTrivia.utf8Offset)
        if found[span.start] == nil {
            found[span.start] = ConstraintSite(kind: kind, span: span, enclosingType: enclosingTypes.last)
        }
    }
}
