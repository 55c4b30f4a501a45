import CCairo
import Foundation

/// Feeds bytes to a Cairo read callback (the PNG decoder); reached through an unretained pointer that is only
/// used while the decoding call runs.
final class ByteSource {
    private let bytes: [UInt8]
    private var position = 0

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// The pointer to pass as the `closure` argument of `cairo_image_surface_create_from_png_stream`.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The `cairo_read_func_t` that copies the next `length` bytes, or fails at the end of the data.
    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.bytes.count - source.position >= count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { all in
            buffer.update(from: all.baseAddress! + source.position, count: count)
        }
        source.position += count
        return CAIRO_STATUS_SUCCESS
    }
}
