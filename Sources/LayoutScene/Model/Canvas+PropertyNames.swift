extension Canvas {
    /// Names each unnamed view after the stored property that holds it, as the scene interpreter names views after
    /// variables: `titleLabel` for `let titleLabel = UILabel()` in a view or controller class, `rows[2]` for the third
    /// element of an array property, the name without `lazy`'s storage prefix for a `lazy var`. The hosted controller
    /// is looked at first, then every view of the canvas in tree order; the first property found names the view.
    /// Only classes declared outside LayoutScene are reflected (with `Mirror`), so compiled code gets the same names a
    /// scene file would and a frames diff says `title: x +4` instead of `#0.1: x +4`. Names set by code are kept.
    /// Layout calls this before every solve.
    ///
    /// ```swift
    /// final class Card: UIView {
    ///     let title = UILabel()
    ///     override init(frame: CGRect) { super.init(frame: frame); addSubview(title) }
    ///     required init?(coder: NSCoder) { fatalError() }
    /// }
    /// canvas.addSubview(Card())
    /// canvas.nameViewsAfterStoredProperties()
    /// canvas.subviews[0].subviews[0].displayName // "title"
    /// ```
    package func nameViewsAfterStoredProperties() {
        let views = viewsInTreeOrder
        var unnamed: [ObjectIdentifier: View] = [:]
        for view in views {
            view.propertyName = nil
            if view.name == nil { unnamed[ObjectIdentifier(view)] = view }
        }
        guard !unnamed.isEmpty else { return }
        let owners: [AnyObject] = [hostedController].compactMap { $0 } + views
        for owner in owners where Self.isDeclaredOutsideLayoutScene(type(of: owner)) {
            var mirror: Mirror? = Mirror(reflecting: owner)
            while let current = mirror, Self.isDeclaredOutsideLayoutScene(current.subjectType) {
                for child in current.children {
                    guard let label = child.label else { continue }
                    Self.offer(child.value, name: Self.propertyName(label), to: &unnamed)
                }
                mirror = current.superclassMirror
            }
        }
    }

    /// Names the views `value` holds (directly, through an optional, or as array elements) that are still unnamed.
    private static func offer(_ value: Any, name: String, to unnamed: inout [ObjectIdentifier: View]) {
        if let view = value as? View {
            guard let waiting = unnamed.removeValue(forKey: ObjectIdentifier(view)) else { return }
            waiting.propertyName = name
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first { offer(wrapped.value, name: name, to: &unnamed) }
        case .collection:
            for (index, element) in mirror.children.enumerated() {
                offer(element.value, name: "\(name)[\(index)]", to: &unnamed)
            }
        default:
            break
        }
    }

    /// The property a stored-property label stands for (`lazy var title` is stored as `$__lazy_storage_$_title`).
    private static func propertyName(_ label: String) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
    }

    private static func isDeclaredOutsideLayoutScene(_ type: Any.Type) -> Bool {
        !String(reflecting: type).hasPrefix("LayoutScene.")
    }
}
