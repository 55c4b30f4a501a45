import LayoutScene

/// An undeclared helper handed a visual format and the views it names — `addConstraintsWithFormat(format: "H:|-16-[v0]|",
/// views: label)`, an extension written once and copied between apps — installs what the format says. The call is
/// read by its arguments, not its name: a string that parses as a visual format (see ``LayoutScene/VisualFormat``),
/// then views, given one by one or as an array. The views are named as the format names them: by the number a name
/// ends with (`v0`, `v1`) when every name ends with one, else in the order the names first appear. The constraints are
/// made with no metrics, activated, and stand in for the call, with one warning per helper; the views' Auto Layout flag
/// is turned off, as such helpers do.
///
/// ```swift
/// addConstraintsWithFormat(format: "V:|-8-[v0]-8-[v1]", views: avatar, name)
/// // warning: 'UIView.addConstraintsWithFormat(format:views:)' is not declared: its visual format is read with the
/// // views given, in order, and its constraints are activated (stand-ins)
/// ```
extension Interpreter {
    /// The constraints the helper's format states, made and active; nil when the call has no visual format and views.
    func constrainByFormatHelper(_ view: View, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan)
        throws -> Value? {
        guard let first = call.arguments.first, case .string = first.value,
              case .string(let format) = try evaluate(first.value, in: scope),
              let names = VisualFormat.viewNames(in: format), !names.isEmpty else { return nil }
        var views: [View] = []
        for argument in call.arguments.dropFirst() {
            switch try evaluate(argument.value, in: scope) {
            case .array(let elements): views += elements.compactMap { $0.host(View.self) }
            case let value: if let given = value.host(View.self) { views.append(given) }
            }
        }
        guard let named = Self.formatViews(names, views) else { return nil }
        let location = sourceLocation(of: span)
        guard let made = try? VisualFormat.constraints(format, views: named, location: location) else { return nil }
        let symbol = "\(typeName(of: .object(view))).\(Selector.text(name, call.labels))"
        for constraint in made { constraint.standInFor = symbol }
        for formatted in named.values { formatted.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate(made)
        warnOnce("'\(symbol)' is not declared: its visual format is read with the views given, in order, and its "
                     + "constraints are activated (stand-ins)", at: span)
        return .array(made.map { .object($0) })
    }

    /// The format's names bound to the views given: by trailing number, or in order of appearance.
    private static func formatViews(_ names: [String], _ views: [View]) -> [String: View]? {
        let indices = names.map { name in Int(String(name.reversed().prefix { $0.isNumber }.reversed())) }
        if indices.allSatisfy({ $0 != nil }) {
            var named: [String: View] = [:]
            for (name, index) in zip(names, indices.compactMap { $0 }) {
                guard index < views.count else { return nil }
                named[name] = views[index]
            }
            return named
        }
        guard names.count <= views.count else { return nil }
        return Dictionary(uniqueKeysWithValues: zip(names, views))
    }
}
