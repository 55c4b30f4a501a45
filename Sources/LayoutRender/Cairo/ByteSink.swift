import CCairo
import Foundation

/// Collects the bytes Cairo writes to a stream (PNG encoder, PDF surface); the C callbacks reach it through an
/// unretained pointer, so whoever registers it keeps it alive for as long as Cairo may write.
final class ByteSink {
    private(set) var data = Data()

    /// The pointer to pass as the `closure` argument of a `cairo_*_stream` function.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The `cairo_write_func_t` that appends to the sink named by `closure`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }
}
