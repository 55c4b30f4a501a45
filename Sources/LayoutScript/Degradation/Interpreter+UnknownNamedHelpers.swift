import LayoutScene

/// An undeclared layout helper whose name, rather than its labels, says which attributes it constrains —
/// `constrainToTopAndSides(of: scrollView)`, `anchorToCenterX(of: view)`, `setCenterYWith(centerYAnchor)`,
/// `constrainHeight(constant: 40)`, `setHeight(50)`, `constrainTo(safeEdgesOf: view)` — is read by UIKit's attribute
/// words in its name and first argument label (camel-case words: `top`, `bottom`, `left`, `right`, `leading`,
/// `trailing`, `width`, `height`, `center` with `x` or `y` or alone for both, `edges` for all four, `sides` for leading
/// and trailing):
///
/// - given a view or layout guide, each named attribute is pinned to the same attribute of it — of its safe area when
///   the words include `safe`, of its margins when they include `margins`;
/// - given an anchor, the one attribute named is pinned to it;
/// - given only a number, the one size named (`width` or `height`) is fixed to it, when the call names its view
///   (`field.setHeight(50)`; a bare `scaledHeight(160)` is more likely a function computing a number);
/// - a number beside a view or anchor is the constant, taken inward (negated for `bottom`, `right`, `trailing`);
/// - when the name names attributes, those listed as `.members` in an argument (`pinToEdges(edges: [.left, .top],
///   constant: 15)`, `.all` for the four edges) are the ones constrained; with no view or anchor given, such a call,
///   or one whose name says `superview` (`pinEdgesToSuperview()`), pins them to the superview.
///
/// A name starting with a capital (`ScaleWidth(160)`) is a function, not a helper. Anything else (`addTopBorder(color: .gray, width: 1)`, `scrollToTop(animated:)`) stays unknown. One constraint is
/// the call's value, so `let c = v.constrainToBottom(of: s); c.priority = .defaultLow` keeps working.
///
/// ```swift
/// stack.constrainToTopAndSides(of: scrollView)
/// // warning: 'UIStackView.constrainToTopAndSides(of:)' is not declared: the attributes its name gives are
/// // constrained to the view, anchor or number it is given (stand-ins)
/// ```
extension Interpreter {
    private static let sizeWords: Set = ["width", "height"]

    /// The constraints the helper's name states, made and active; nil when the call does not read as one.
    func constrainByNamedHelper(_ view: View, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan)
        throws -> Value? {
        let words = Self.camelCaseWords(name) + (call.arguments.first?.label.map(Self.camelCaseWords) ?? [])
        // the name says the call constrains attributes (`pinToEdges`); attributes listed in an argument say which
        let fromName = Self.attributes(in: words)
        let list = fromName.isEmpty ? nil
            : call.arguments.indices.lazy.compactMap { index in
                Self.listedAttributes(call.arguments[index].value).map { (index, $0) }
            }.first
        let listed = list?.1
        let named = listed ?? fromName
        guard !named.isEmpty, call.arguments.count <= 3, name.first?.isLowercase == true else { return nil }
        var target: Value?
        var number: Double?
        for (index, argument) in call.arguments.enumerated() where index != list?.0 {
            switch argument.value {
            case .closure, .implicitMember: return nil
            default: break
            }
            let value = try evaluate(argument.value, in: scope)
            if let given = value.number, number == nil {
                number = given
            } else if target == nil, !value.isUnknown, value.host(LayoutItem.self) != nil || isAnchor(value) {
                target = value
            } else {
                return nil
            }
        }
        // `pinToEdges(edges: [.left, .top], constant: 15)`, `pinEdgesToSuperview()`: to the superview
        if target == nil, listed != nil || words.contains("superview"),
           named.contains(where: { !Self.sizeWords.contains($0) }), let superview = view.superview {
            target = .object(superview)
        }
        let made: [LayoutConstraint]
        if let target, let item = target.host(LayoutItem.self) {
            let guide: LayoutItem = if let other = item as? View, words.contains("safe") { other.safeAreaLayoutGuide }
                else if let other = item as? View, words.contains("margins") { other.layoutMarginsGuide } else { item }
            made = try named.compactMap { attribute in
                let anchor = try member(of: .object(guide), attribute + "Anchor", at: span)
                return pin(view, attribute, to: anchor, constant: inward(number ?? 0, attribute), at: span)
            }
        } else if let target, named.count == 1 {
            made = [pin(view, named[0], to: target, constant: inward(number ?? 0, named[0]), at: span)].compactMap { $0 }
        } else if target == nil, let number, named.count == 1, Self.sizeWords.contains(named[0]),
                  case .member = call.callee {
            made = [pin(view, named[0], to: .double(number), constant: 0, at: span)].compactMap { $0 }
        } else {
            return nil
        }
        guard !made.isEmpty else { return nil }
        let symbol = "\(typeName(of: .object(view))).\(Selector.text(name, call.labels))"
        view.translatesAutoresizingMaskIntoConstraints = false
        for constraint in made { constraint.standInFor = symbol }
        LayoutConstraint.activate(made)
        warnOnce("'\(symbol)' is not declared: the attributes its name gives are constrained to the view, anchor or "
                     + "number it is given (stand-ins)", at: span)
        return made.count == 1 ? .object(made[0]) : .array(made.map { .object($0) })
    }

    /// `constrainToTopAndSides` → `constrain`, `to`, `top`, `and`, `sides`; `setCenterYWith` → …, `center`, `y`, ….
    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character.lowercased())
        }
        return words
    }

    /// The attributes an argument lists as `.members` spelt exactly as UIKit's attributes and edges — `[.left, .top]`,
    /// `.bottom`, `[.all]` (the four edges) — or nil when it is not such a list (`[.topLeft, .topRight]` names corners).
    ///
    /// ```swift
    /// // pinToEdges(edges: [.left, .top], constant: 15) lists ["left", "top"]
    /// ```
    static func listedAttributes(_ expression: Expr) -> [String]? {
        let members: [Expr] = if case .array(let elements, _) = expression { elements } else { [expression] }
        var listed: [String] = []
        for member in members {
            guard case .implicitMember(let name, _) = member else { return nil }
            let named = name == "all" ? attributes(in: ["edges"]) : anchorAttributes.contains(name) ? [name] : []
            guard !named.isEmpty else { return nil }
            listed += named.filter { !listed.contains($0) }
        }
        return listed.isEmpty ? nil : listed
    }

    /// The attributes the words name, in UIKit's spelling, each once.
    static func attributes(in words: [String]) -> [String] {
        var found: [String] = []
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            let named: [String] = switch word {
            case "top", "bottom", "left", "right", "leading", "trailing", "width", "height": [word]
            case "center" where next == "x": ["centerX"]
            case "center" where next == "y": ["centerY"]
            case "center": ["centerX", "centerY"]
            case "edges": ["top", "leading", "bottom", "trailing"]
            case "sides": ["leading", "trailing"]
            default: []
            }
            for attribute in named where !found.contains(attribute) { found.append(attribute) }
        }
        return found
    }
}
