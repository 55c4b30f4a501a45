import LayoutScene

/// An app's layout helper no file declares — an extension method of `UIView` in a file not given — called on a view
/// with anchors (`header.anchor(top: view.topAnchor, left: view.leftAnchor, paddingTop: 12, height: 50)`) states
/// constraints the file means; skipping it would leave the view floating. Such a call is read by UIKit's own
/// attribute names, never by the helper's name:
///
/// - a method named after an edge attribute, or starting with one (`centerX(inView: view)`, `centerXView(inView:
///   view, …)`), whose first argument is a view pins that attribute to the view's same one;
/// - an argument labelled with an anchor's attribute (`top`, `left`, `bottom`, `right`, `leading`, `trailing`,
///   `centerX`, `centerY`, `width`, `height`), or with it and `Anchor` (`topAnchor`), whose value is an anchor of the
///   same axis pins the receiver's anchor of that name to it;
/// - a number whose label holds that attribute's name and more (`paddingTop`, `topConstant`, `leftPadding`) is the
///   constraint's constant, taken inward: negated for `bottom`, `right` and `trailing`;
/// - `width` and `height` given a number greater than 0 fix that size, when the call also pins an anchor or names
///   only sizes (`setDimensions(height: 40, width: 40)`).
///
/// Only a call whose result is discarded (an expression statement) is such a helper: one whose value is used
/// (`make.height.equalTo(propH(height: 44))`) computes something, and stays unknown. The receiver's Auto Layout flag
/// is turned off, as such helpers do. Each constraint stands in for the call (its
/// guide's badge reads `?`), with one warning per helper name. A call with none of these arguments stays unknown.
///
/// ```swift
/// avatar.anchor(top: view.topAnchor, left: view.leftAnchor, paddingTop: 12, paddingLeft: 16, width: 40, height: 40)
/// // warning: 'UIImageView.anchor(top:left:paddingTop:paddingLeft:width:height:)' is not declared: its anchor and size
/// // arguments are read as constraints of the view's anchors of the same names (stand-ins)
/// ```
extension Interpreter {
    private static let edgeAttributes = ["top", "left", "bottom", "right", "leading", "trailing", "centerX", "centerY"]
    private static let sizeAttributes = ["width", "height"]
    /// UIKit's attribute names an anchor or edge is spelt with: the edges and the sizes.
    static let anchorAttributes = Set(edgeAttributes + sizeAttributes)
    private static let inwardNegated: Set = ["bottom", "right", "trailing"]

    /// The constraints an undeclared helper called on `view` states, made and active; nil when the call has no anchor
    /// or size arguments (it stays unknown).
    func constrainByUnknownHelper(_ view: View, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan)
        throws -> Value? {
        guard discardedResultEnd == call.span.end else { return nil }
        if let made = try constrainByFormatHelper(view, name, call, in: scope, at: span) { return made }
        let attributes = Self.edgeAttributes + Self.sizeAttributes
        let labels = call.arguments.compactMap { $0.label.map(Self.attributeLabel) }
        let namedAttribute = Self.edgeAttributes.first { attribute in
            name == attribute || name.hasPrefix(attribute) && name.dropFirst(attribute.count).first?.isUppercase == true
        }
        guard namedAttribute != nil || labels.contains(where: attributes.contains) else {
            return try constrainByNamedHelper(view, name, call, in: scope, at: span)
        }
        var values: [String: Value] = [:]
        for (index, argument) in call.arguments.enumerated() {
            // `.gray` has no type to be read in here; it is neither an anchor nor a size
            if case .implicitMember = argument.value { continue }
            let value = try evaluate(argument.value, in: scope)
            if let label = argument.label { values[Self.attributeLabel(label)] = value }
            // `centerX(inView: view)`, `centerXView(inView: view, …)`: the method names the attribute, pinned to the
            // same one of the view given first
            if index == 0, let namedAttribute, values[namedAttribute] == nil, let other = value.host(View.self) {
                values[namedAttribute] = try member(of: .object(other), namedAttribute + "Anchor", at: argument.span)
            }
        }
        let pinsAnchor = Self.edgeAttributes.contains { values[$0].map(isAnchor) == true }
            || Self.sizeAttributes.contains { values[$0].map(isAnchor) == true }
        let namesOnlySizes = Set(labels).isSubset(of: Self.sizeAttributes)
        guard pinsAnchor || namesOnlySizes else { return nil }
        let symbol = "\(typeName(of: .object(view))).\(Selector.text(name, call.labels))"
        var made: [LayoutConstraint] = []
        for attribute in attributes {
            guard let value = values[attribute], !value.isUnknown else { continue }
            let constant = constant(for: attribute, in: values)
            if let constraint = pin(view, attribute, to: value, constant: constant, at: span) { made.append(constraint) }
        }
        guard !made.isEmpty else { return nil }
        view.translatesAutoresizingMaskIntoConstraints = false
        for constraint in made { constraint.standInFor = symbol }
        LayoutConstraint.activate(made)
        if skipped.noteUnknown(symbol) {
            warn("'\(symbol)' is not declared: its anchor and size arguments are read as constraints of the view's "
                     + "anchors of the same names (stand-ins)", at: span)
        }
        return .void
    }

    /// An argument label as the attribute it names: `topAnchor` is `top`; other labels are themselves.
    private static func attributeLabel(_ label: String) -> String {
        guard label.hasSuffix("Anchor") else { return label }
        let attribute = String(label.dropLast("Anchor".count))
        return anchorAttributes.contains(attribute) ? attribute : label
    }

    func isAnchor(_ value: Value) -> Bool {
        value.host(LayoutXAxisAnchor.self) != nil || value.host(LayoutYAxisAnchor.self) != nil
            || value.host(LayoutDimension.self) != nil
    }

    /// The number labelled with the attribute's name and more (`paddingTop`, `topConstant`), inward.
    private func constant(for attribute: String, in values: [String: Value]) -> CGFloat {
        let written = values.first { label, value in
            label != attribute && label.lowercased().contains(attribute.lowercased()) && value.number != nil
        }?.value.number ?? 0
        return inward(written, attribute)
    }

    /// A constant written as a distance into the view, as the constraint's constant for `attribute`.
    func inward(_ written: Double, _ attribute: String) -> CGFloat {
        Self.inwardNegated.contains(attribute) ? -CGFloat(written) : CGFloat(written)
    }

    func pin(_ view: View, _ attribute: String, to value: Value, constant: CGFloat, at span: SourceSpan)
        -> LayoutConstraint? {
        let (file, line, column) = dslPosition(of: span)
        switch attribute {
        case "top", "bottom", "centerY":
            guard let target = value.host(LayoutYAxisAnchor.self) else { return nil }
            let own = attribute == "top" ? view.topAnchor : attribute == "bottom" ? view.bottomAnchor : view.centerYAnchor
            return own.constraint(equalTo: target, constant: constant, file: file, line: line, column: column)
        case "left", "right", "leading", "trailing", "centerX":
            guard let target = value.host(LayoutXAxisAnchor.self) else { return nil }
            // `pinLeft(view.leadingAnchor)`: a helper taking an anchor constrains the edge of that anchor's kind
            let directional = [.leading, .trailing].contains(target.attribute) ? true
                : [.left, .right].contains(target.attribute) ? false : nil
            let own: LayoutXAxisAnchor = switch attribute {
            case "left", "leading": directional ?? (attribute == "leading") ? view.leadingAnchor : view.leftAnchor
            case "right", "trailing": directional ?? (attribute == "trailing") ? view.trailingAnchor : view.rightAnchor
            default: view.centerXAnchor
            }
            return own.constraint(equalTo: target, constant: constant, file: file, line: line, column: column)
        default:
            let own = attribute == "width" ? view.widthAnchor : view.heightAnchor
            if let target = value.host(LayoutDimension.self) {
                return own.constraint(equalTo: target, constant: 0, file: file, line: line, column: column)
            }
            guard let number = value.number, number > 0 else { return nil }
            return own.constraint(equalToConstant: CGFloat(number), file: file, line: line, column: column)
        }
    }
}
