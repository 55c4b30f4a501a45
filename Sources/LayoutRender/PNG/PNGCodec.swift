import CCairo
import Foundation

/// PNG encoding and decoding with libpng (through `CCairo`'s `png_codec.h`), used instead of Cairo's PNG reader
/// and writer, which decode to premultiplied pixels and encode with libpng's slowest settings:
/// - decoding gives straight RGBA directly, with the transformations Cairo's reader applies (palettes, grey,
///   tRNS, 16-bit and interlaced images all come out as 8-bit RGBA, no gamma change); fully transparent pixels
///   come out as 0, 0, 0, 0, as they did through Cairo;
/// - encoding writes RGB when every pixel is opaque (as Cairo does) and RGBA otherwise, without row filters, at
///   zlib level ``compressionLevel``. The same pixels always give the same bytes.
///
/// ```swift
/// let data = try PNGCodec.encode(width: 2, height: 1, hasAlpha: false) { row, bytes in
///     for index in 0..<6 { bytes[index] = 255 }
/// }
/// let (width, height, rgba) = try PNGCodec.decode(data) // 2, 1, [255, 255, 255, 255, 255, 255, 255, 255]
/// ```
enum PNGCodec {
    /// zlib's level: 3 is libpng's own "fast" setting. Without filters it encodes interface pictures in a
    /// quarter of the time Cairo's writer takes (every filter tried per row, level 6); files are about as large
    /// for flat pictures and up to 5 times as large for diff composites.
    static let compressionLevel: Int32 = 3

    /// Decodes `data` to straight RGBA rows; throws ``RenderError/png(operation:reason:)`` for data that is not a
    /// PNG, is damaged, or is larger than ``RenderLimits/maximumSide`` or ``RenderLimits/maximumPixels``.
    static func decode(_ data: Data) throws(RenderError) -> (width: Int, height: Int, rgba: [UInt8]) {
        let operation = "decode a PNG image"
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        let sized = data.withUnsafeBytes { bytes in
            layoutviz_png_decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, nil,
                                 &message, message.count)
        }
        guard sized != 0 else { throw .png(operation: operation, reason: Self.text(message)) }
        let pixels = Int(width) * Int(height)
        guard Int(width) <= RenderLimits.maximumSide, Int(height) <= RenderLimits.maximumSide,
              pixels <= RenderLimits.maximumPixels else {
            throw .png(operation: operation, reason: "the image is \(width) × \(height) pixels, more than "
                       + "\(RenderLimits.maximumSide) per side or \(RenderLimits.maximumPixels) in all")
        }
        var decoded = 0 as Int32
        let rgba = [UInt8](unsafeUninitializedCapacity: pixels * 4) { buffer, count in
            decoded = data.withUnsafeBytes { bytes in
                layoutviz_png_decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height,
                                     buffer.baseAddress, &message, message.count)
            }
            if decoded == 0 { buffer.initialize(repeating: 0) }
            Self.clearTransparentPixels(buffer)
            count = pixels * 4
        }
        guard decoded != 0 else { throw .png(operation: operation, reason: Self.text(message)) }
        return (Int(width), Int(height), rgba)
    }

    /// Encodes a `width` × `height` image whose rows `fillRow` writes: `width × 4` RGBA bytes per row when
    /// `hasAlpha`, else `width × 3` RGB bytes. Throws ``RenderError/png(operation:reason:)`` if libpng fails.
    static func encode(width: Int, height: Int, hasAlpha: Bool,
                       fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws(RenderError) -> Data {
        var message = [CChar](repeating: 0, count: 256)
        let sink = ByteSink()
        let encoded = withoutActuallyEscaping(fillRow) { fillRow in
            let rows = RowSource(fillRow: fillRow)
            return withExtendedLifetime((rows, sink)) {
                layoutviz_png_encode(UInt32(width), UInt32(height), hasAlpha ? 4 : 3, compressionLevel,
                                     RowSource.callback, Unmanaged.passUnretained(rows).toOpaque(),
                                     ByteSink.write, sink.closure, &message, message.count)
            }
        }
        guard encoded != 0 else { throw .png(operation: "encode the PNG", reason: Self.text(message)) }
        return sink.data
    }

    /// Sets colour to 0 where alpha is 0, as decoding through Cairo's premultiplied pixels did.
    private static func clearTransparentPixels(_ rgba: UnsafeMutableBufferPointer<UInt8>) {
        for offset in stride(from: 0, to: rgba.count, by: 4) where rgba[offset + 3] == 0 {
            rgba[offset] = 0
            rgba[offset + 1] = 0
            rgba[offset + 2] = 0
        }
    }

    private static func text(_ message: [CChar]) -> String {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? "libpng failed" : text
    }

    /// Hands the encoder's row requests to a Swift closure (reached through an unretained pointer that is only
    /// used while the encoding call runs).
    private final class RowSource {
        let fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void

        init(fillRow: @escaping (Int, UnsafeMutablePointer<UInt8>) -> Void) {
            self.fillRow = fillRow
        }

        static let callback: layoutviz_png_row_func = { context, row, bytes in
            guard let context, let bytes else { return }
            Unmanaged<RowSource>.fromOpaque(context).takeUnretainedValue().fillRow(Int(row), bytes)
        }
    }
}
