/// An asset catalog or image file that cannot be read: the file's path and what is wrong with it.
///
/// ```swift
/// do { _ = try AssetCatalog(contentsOf: url) } catch { print(error) }
/// // Assets.xcassets/logo.imageset/Contents.json: not valid JSON (…)
/// ```
public struct AssetCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder at fault, as its path.
    public var file: String
    /// What is wrong with it.
    public var reason: String

    /// Creates an error.
    ///
    /// ```swift
    /// let error = AssetCatalogError(file: "art.imageset/Contents.json", reason: "'images' must be an array")
    /// ```
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// `file: reason`.
    public var description: String { "\(file): \(reason)" }
}
