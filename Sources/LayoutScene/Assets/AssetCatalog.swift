import Foundation
import Synchronization

/// The app's assets, as Xcode's asset catalogs give them to `UIImage(named:)` and `UIColor(named:)`: read from a
/// folder passed with `--assets DIR` — an `.xcassets` catalog, a folder holding catalogs, or an image folder of loose
/// `name.png`, `name@2x.png`, `name@3x.png` files. Image sets and colour sets are read, and the font files found
/// there (`.ttf`, `.otf`, `.ttc`, in any plain folder) join the renderer's font set for `UIFont(name:size:)`; the reader
/// visits every asset folder and skips kinds it does not know.
///
/// ```swift
/// let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: "Samples/Assets.xcassets"))
/// catalog.imageSets.keys.sorted()        // ["artwork"]
/// catalog.bitmap(named: "artwork")?.pointSize
/// catalog.colors["Brand"]?.resolved(for: .dark)
/// ```
public struct AssetCatalog: Sendable, Hashable {
    /// The scale images are picked for: a modern iPhone's 3 pixels per point.
    public static let defaultDisplayScale: CGFloat = 3

    /// The image sets by name.
    public var imageSets: [String: ImageSet]
    /// The colour sets by name, each with its light and dark value.
    public var colors: [String: Color]
    /// The app's font files, by path, in the order found.
    public var fontFiles: [String]
    /// The scale ``bitmap(named:)`` picks the variant for.
    public var displayScale: CGFloat

    /// A catalog with no assets.
    ///
    /// ```swift
    /// AssetCatalog.empty.imageSets.isEmpty // true
    /// ```
    public static let empty = AssetCatalog(imageSets: [:])

    /// Creates a catalog from image sets and colours already read.
    ///
    /// ```swift
    /// let catalog = AssetCatalog(imageSets: ["logo": set], colors: ["Brand": Color(hex: 0x5E5CE6)])
    /// ```
    public init(imageSets: [String: ImageSet], colors: [String: Color] = [:], fontFiles: [String] = [],
                displayScale: CGFloat = AssetCatalog.defaultDisplayScale) {
        self.imageSets = imageSets
        self.colors = colors
        self.fontFiles = fontFiles
        self.displayScale = displayScale
    }

    /// Reads every asset under `url`. Throws ``AssetCatalogError`` naming the file for a folder that cannot be
    /// read, a `Contents.json` that is not valid (naming the key at fault), or an image file that is missing or not
    /// a PNG or JPEG.
    ///
    /// ```swift
    /// let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: "App/Assets.xcassets"))
    /// ```
    public init(contentsOf url: URL, displayScale: CGFloat = AssetCatalog.defaultDisplayScale)
        throws(AssetCatalogError) {
        var reader = AssetCatalogReader()
        try reader.read(folder: url)
        self.init(imageSets: reader.imageSets, colors: reader.colors, fontFiles: reader.fontFiles,
                  displayScale: displayScale)
    }

    /// This catalog with `other`'s images, colours and fonts added; a name both have keeps this catalog's.
    ///
    /// ```swift
    /// let app = try AssetCatalog(contentsOf: assetsURL).adding(try AssetCatalog(contentsOf: colorsURL))
    /// ```
    public func adding(_ other: AssetCatalog) -> AssetCatalog {
        AssetCatalog(imageSets: imageSets.merging(other.imageSets) { mine, _ in mine },
                     colors: colors.merging(other.colors) { mine, _ in mine },
                     fontFiles: fontFiles + other.fontFiles.filter { !fontFiles.contains($0) },
                     displayScale: displayScale)
    }

    /// The bitmap `UIImage(named:)` draws for `name` at ``displayScale``, or `nil` when there is none.
    ///
    /// ```swift
    /// catalog.bitmap(named: "artwork")?.scale // 3
    /// ```
    public func bitmap(named name: String) -> ImageBitmap? {
        imageSets[name]?.bitmap(forScale: displayScale)
    }

    /// The catalog ``Image/init(named:)`` reads in compiled code (empty until set). The interpreter and the CLI
    /// pass their catalog explicitly and do not read this.
    ///
    /// ```swift
    /// AssetCatalog.main = try AssetCatalog(contentsOf: URL(fileURLWithPath: "Assets.xcassets"))
    /// ```
    public static var main: AssetCatalog {
        get { mainCatalog.withLock { $0 } }
        set { mainCatalog.withLock { $0 = newValue } }
    }

    private static let mainCatalog = Mutex(AssetCatalog.empty)

    /// The folder names a scene's assets are found under when none is given: `<scene>.xcassets` beside the scene
    /// file, else `Assets.xcassets` in the same folder.
    ///
    /// ```swift
    /// AssetCatalog.conventionalLocation(forScene: URL(fileURLWithPath: "Samples/media-player.swiftlay"))
    /// // Samples/media-player.xcassets if it exists, else Samples/Assets.xcassets if that exists, else nil
    /// ```
    public static func conventionalLocation(forScene scene: URL) -> URL? {
        let folder = scene.deletingLastPathComponent()
        let candidates = [
            folder.appendingPathComponent(scene.deletingPathExtension().lastPathComponent + ".xcassets"),
            folder.appendingPathComponent("Assets.xcassets"),
        ]
        return candidates.first { candidate in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }
}
