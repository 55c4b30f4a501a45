import Foundation

/// One image in an asset catalog: an Xcode image set (`Name.imageset` with its `Contents.json`) or the loose files
/// `Name.png`, `Name@2x.png`, `Name@3x.png` of an image folder. Each bitmap is one scale of the same picture.
///
/// ```swift
/// let set = catalog.imageSets["artwork"]
/// set?.bitmap(forScale: 3)?.pointSize // 80 × 80
/// ```
public struct ImageSet: Sendable, Hashable {
    /// The name `UIImage(named:)` finds it by (with its namespace folders, e.g. `"Icons/play"`).
    public var name: String
    /// The bitmaps, one per scale, lowest scale first.
    public var bitmaps: [ImageBitmap]
    /// Files the set names that layoutviz cannot read (PDF, SVG, HEIC…), by path.
    public var unreadableFiles: [String]
    /// The set's "Render As" choice (`template-rendering-intent`): `.alwaysTemplate`, `.alwaysOriginal` or
    /// `.automatic` when absent.
    public var renderingMode: ImageRenderingMode

    /// Creates an image set.
    ///
    /// ```swift
    /// let set = ImageSet(name: "logo", bitmaps: [bitmap], unreadableFiles: [], renderingMode: .automatic)
    /// ```
    public init(name: String, bitmaps: [ImageBitmap], unreadableFiles: [String], renderingMode: ImageRenderingMode) {
        self.name = name
        self.bitmaps = bitmaps.sorted { $0.scale < $1.scale }
        self.unreadableFiles = unreadableFiles
        self.renderingMode = renderingMode
    }

    /// The bitmap for a display `scale`: the exact scale, else the nearest larger one, else the largest there is
    /// (how UIKit falls back is not documented; this picks the sharpest picture that is not upscaled where it can).
    ///
    /// ```swift
    /// set.bitmap(forScale: 3)?.scale // 2 when the set has only @1x and @2x
    /// ```
    public func bitmap(forScale scale: CGFloat) -> ImageBitmap? {
        bitmaps.first { $0.scale >= scale } ?? bitmaps.last
    }
}
