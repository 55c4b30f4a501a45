import Synchronization

/// The class names descriptions print for views, worked out once per class: LayoutScene's own classes under UIKit's
/// names (`ImageView` → `UIImageView`), other subclasses by their own name. Reflecting a type's name is slow, and a
/// scene of thousands of views asks for it for every constraint it describes. The names are the runtime's
/// (`_typeName`), which `String(reflecting:)` and `String(describing:)` print for a type too, but only after asking
/// whether the metatype conforms to the printing protocols: four searches of every conformance record of the
/// executable per class.
///
/// ```swift
/// ViewTypeNames.name(of: ImageView.self) // "UIImageView"
/// ```
enum ViewTypeNames {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])
    /// LayoutScene's classes whose names are not UIKit's with `UI` dropped: another framework's, and
    /// ``LegacyWebView``.
    private static let otherFrameworks = ["WebView": "WKWebView", "WebScrollView": "WKScrollView",
                                          "LegacyWebView": "UIWebView"]

    /// The name of `type`.
    static func name(of type: View.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let qualified = _typeName(type, qualified: true)
        let ownPrefix = "LayoutScene."
        let own = qualified.hasPrefix(ownPrefix) ? String(qualified.dropFirst(ownPrefix.count)) : nil
        let name = own.map { otherFrameworks[$0] ?? "UI" + $0 } ?? _typeName(type, qualified: false)
        names.withLock { $0[key] = name }
        return name
    }
}
