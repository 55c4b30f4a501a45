import Synchronization

/// The class names descriptions print for views, worked out once per class: LayoutScene's own classes under UIKit's
/// names (`ImageView` → `UIImageView`), other subclasses by their own name. Reflecting a type's name is slow, and a
/// scene of thousands of views asks for it for every constraint it describes.
///
/// ```swift
/// ViewTypeNames.name(of: ImageView.self) // "UIImageView"
/// ```
enum ViewTypeNames {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// The name of `type`.
    static func name(of type: View.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let qualified = String(reflecting: type)
        let ownPrefix = "LayoutScene."
        let name = qualified.hasPrefix(ownPrefix) ? "UI" + qualified.dropFirst(ownPrefix.count)
            : String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}
