import Foundation

/// The formats an image file can have for layoutviz: PNG (drawn) and JPEG (sized, drawn as a placeholder).
///
/// ```swift
/// bitmap.format == .png
/// ```
public enum ImageFileFormat: String, Sendable, Hashable {
    /// Portable Network Graphics.
    case png
    /// JPEG (JFIF / Exif).
    case jpeg
}

/// The format and pixel size of a PNG or JPEG file, read from its header without decoding the pixels.
///
/// ```swift
/// let header = ImageFileHeader(data)   // nil unless PNG or JPEG
/// header?.pixelWidth
/// ```
public struct ImageFileHeader: Sendable, Hashable {
    /// The format.
    public let format: ImageFileFormat
    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the header; `nil` when the bytes are neither a PNG (signature, then an `IHDR` chunk) nor a JPEG with a
    /// start-of-frame marker, or the size is zero.
    ///
    /// ```swift
    /// let header = ImageFileHeader(try Data(contentsOf: url))
    /// ```
    public init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(1 << 20))
        if let size = Self.pngSize(bytes) {
            (format, pixelWidth, pixelHeight) = (.png, size.width, size.height)
        } else if let size = Self.jpegSize(bytes) {
            (format, pixelWidth, pixelHeight) = (.jpeg, size.width, size.height)
        } else {
            return nil
        }
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
    }

    private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature,
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }

    /// Walks the JPEG markers to the first start-of-frame (SOF0…SOF15 except DHT, JPG and DAC), whose segment holds
    /// the height and width.
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let length = bigEndian(bytes, at: offset + 2, count: 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes, at: offset + 7, count: 2), bigEndian(bytes, at: offset + 5, count: 2))
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
