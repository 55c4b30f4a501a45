import Foundation

/// A screen or component found in an app's files (see ``SceneScript/screens(in:)``): a `#Preview`, a view
/// controller, or a view or cell the app's code makes; drawn with the ``loadOptions`` it gives, or skipped with a
/// ``skipReason``.
///
/// ```swift
/// for screen in try SceneScript.screens(in: sources) where screen.skipReason == nil {
///     let scene = try SceneScript.load(sources: sources, defaultSize: size, options: screen.loadOptions(base))
/// }
/// ```
public struct AppScreen: Hashable, Sendable {
    /// What the screen is.
    public enum Kind: String, Hashable, Sendable {
        /// A `#Preview` block.
        case preview
        /// A `UIViewController` subclass, drawn on the device.
        case controller
        /// A `UIView` subclass, self-sized.
        case view
        /// A table or collection view cell subclass, self-sized.
        case cell
    }

    /// What the screen is.
    public let kind: Kind
    /// The class's name, or the preview's title.
    public let name: String
    /// The file declaring it, as the module names it.
    public let file: String
    /// The 1-based line of its declaration.
    public let line: Int
    /// For a preview, its 1-based number among the module's previews.
    public let previewNumber: Int?
    /// Why the screen is not drawn (a base class other classes derive from, a view the app never makes); `nil` for a
    /// screen to draw.
    public let skipReason: String?

    /// A name for files and reports: the class's name, or the file's name and the preview's title
    /// (`ProfileView.Two-items`).
    ///
    /// ```swift
    /// screen.referenceName   // "SettingsViewController"
    /// ```
    public var referenceName: String {
        guard kind == .preview else { return name }
        let base = (file as NSString).lastPathComponent
        let stem = base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
        return stem + "." + name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }

    /// `base` drawing this screen: its class as the root, or its preview by number, its coverage counting only the
    /// code the screen reaches (``LoadOptions/countsReachedCodeOnly``), files it cannot read left out
    /// (``LoadOptions/isAppFolder``).
    ///
    /// ```swift
    /// let options = screen.loadOptions(LoadOptions(device: .iPhone15))
    /// ```
    public func loadOptions(_ base: LoadOptions) -> LoadOptions {
        var options = base
        options.countsReachedCodeOnly = true
        options.isAppFolder = true
        if let previewNumber {
            options.preview = String(previewNumber)
            options.rootClass = nil
        } else {
            options.rootClass = name
            options.preview = nil
        }
        return options
    }
}
