import Foundation

/// The encoded bytes of one bitmap file from an asset catalog, with the pixel size read from its header (layout
/// needs no decoding) and the scale it was drawn for.
///
/// ```swift
/// let bitmap = try ImageBitmap(contentsOf: URL(fileURLWithPath: "art@2x.png"), scale: 2)
/// bitmap.pixelWidth // 240
/// ```
public struct ImageBitmap: Sendable, Hashable {
    /// The file format.
    public var format: ImageFileFormat
    /// The file's bytes, as stored.
    public var data: Data
    /// The width in pixels.
    public var pixelWidth: Int
    /// The height in pixels.
    public var pixelHeight: Int
    /// The scale the file was drawn for (pixels per point): 1, 2 or 3.
    public var scale: CGFloat
    /// The file's path as found, for messages.
    public var path: String

    /// Reads a PNG or JPEG file and its pixel size; throws ``AssetCatalogError`` naming the file when it cannot be
    /// read or is not a PNG or JPEG.
    ///
    /// ```swift
    /// let bitmap = try ImageBitmap(contentsOf: url, scale: 3)
    /// ```
    public init(contentsOf url: URL, scale: CGFloat) throws(AssetCatalogError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AssetCatalogError(file: url.path, reason: "cannot read the image file")
        }
        try self.init(data: data, scale: scale, path: url.path)
    }

    /// A bitmap from bytes already read; throws when they are not a PNG or JPEG with a readable size.
    ///
    /// ```swift
    /// let bitmap = try ImageBitmap(data: pngBytes, scale: 1, path: "generated.png")
    /// ```
    public init(data: Data, scale: CGFloat, path: String) throws(AssetCatalogError) {
        guard let header = ImageFileHeader(data) else {
            throw AssetCatalogError(file: path, reason: "not a PNG or JPEG image, or its header is damaged")
        }
        format = header.format
        self.data = data
        pixelWidth = header.pixelWidth
        pixelHeight = header.pixelHeight
        self.scale = scale
        self.path = path
    }

    /// The size in points: pixels divided by the scale.
    ///
    /// ```swift
    /// bitmap.pointSize // 80 × 80 for a 240 × 240 @3x file
    /// ```
    public var pointSize: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }
}
