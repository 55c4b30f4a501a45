import LayoutScene

/// An anchor property an app adds to `UIView` in a file not given — `safeBottomAnchor`, `safeTopAnchor`,
/// `marginLeadingAnchor` — is read by its name: a name ending in `Anchor` whose words name one attribute (as
/// ``Interpreter/constrainByNamedHelper(_:_:_:in:at:)`` reads them) stands in as the view's anchor of that attribute, of
/// its safe area when the words include `safe`, of its margins when they include `margin` or `margins`. Constraints to
/// it are kept, not skipped; the scene warns once per name.
///
/// ```swift
/// button.bottomAnchor.constraint(equalTo: view.safeBottomAnchor, constant: -16).isActive = true
/// // warning: 'UIView.safeBottomAnchor' is not declared: it stands in as the view's safeAreaLayoutGuide.bottomAnchor
/// ```
extension Interpreter {
    /// The anchor the undeclared property's name gives, or nil when the name does not read as one.
    func anchorNamedLike(_ name: String, of value: Value, at span: SourceSpan) -> Value? {
        guard name.hasSuffix("Anchor"), let view = value.host(View.self) else { return nil }
        let words = Self.camelCaseWords(name).dropLast()
        let attributes = Self.attributes(in: Array(words))
        guard attributes.count == 1, !words.contains("edges"), !words.contains("sides") else { return nil }
        let item: LayoutItem = if words.contains("safe") { view.safeAreaLayoutGuide }
            else if words.contains("margin") || words.contains("margins") { view.layoutMarginsGuide } else { view }
        guard let anchor = try? memberIfPresent(of: .object(item), attributes[0] + "Anchor", at: span) else { return nil }
        let owner = item === view ? "view's" : item === view.safeAreaLayoutGuide ? "view's safeAreaLayoutGuide."
            : "view's layoutMarginsGuide."
        warnOnce("'\(typeName(of: value)).\(name)' is not declared: it stands in as the \(owner)\(attributes[0])Anchor",
                 at: span)
        return anchor
    }
}
