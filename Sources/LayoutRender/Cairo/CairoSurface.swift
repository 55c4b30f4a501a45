import CCairo
import Foundation

/// Owns one `cairo_surface_t`: an ARGB32 image or a PDF document written to memory. Destroyed with the object.
final class CairoSurface {
    let pointer: OpaquePointer
    /// Where a stream surface writes; kept alive for as long as the surface exists.
    private let sink: ByteSink?

    private init(pointer: OpaquePointer, sink: ByteSink?, operation: String) throws(RenderError) {
        self.pointer = pointer
        self.sink = sink
        try cairo_surface_status(pointer).check(operation)
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// A transparent ARGB32 image of `width` × `height` pixels.
    static func image(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        return try CairoSurface(pointer: pointer, sink: nil, operation: "create a \(width)×\(height) image surface")
    }

    /// An image decoded from PNG bytes.
    static func decodingPNG(_ data: Data) throws(RenderError) -> CairoSurface {
        let source = ByteSource(data)
        let pointer = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(ByteSource.read, source.closure)!
        }
        return try CairoSurface(pointer: pointer, sink: nil, operation: "decode a PNG image")
    }

    /// A one-page PDF of `width` × `height` points with a title and subject, whose bytes ``finishedBytes()``
    /// returns. The creation and modification dates are set empty, which Cairo 1.16 and later take as "leave
    /// out", so the same drawing gives the same bytes.
    static func pdf(width: Double, height: Double, title: String, subject: String) throws(RenderError) -> CairoSurface {
        let sink = ByteSink()
        let pointer = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, width, height)!
        let surface = try CairoSurface(pointer: pointer, sink: sink, operation: "create a PDF surface")
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_SUBJECT, subject)
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATE_DATE, "")
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_MOD_DATE, "")
        try cairo_surface_status(pointer).check("set the PDF metadata")
        return surface
    }

    /// Finishes a stream surface and returns everything it wrote.
    func finishedBytes() throws(RenderError) -> Data {
        cairo_surface_finish(pointer)
        try cairo_surface_status(pointer).check("finish the surface")
        return sink?.data ?? Data()
    }

    /// The image encoded as PNG by ``PNGCodec``: RGB when every pixel is opaque, else straight RGBA (colour
    /// un-premultiplied as Cairo's own writer does it, so the decoded pixels are the same as Cairo's PNG).
    func pngBytes() throws(RenderError) -> Data {
        cairo_surface_flush(pointer)
        try cairo_surface_status(pointer).check("draw on the image")
        let width = Int(cairo_image_surface_get_width(pointer))
        let height = Int(cairo_image_surface_get_height(pointer))
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw .cairo(CairoStatus(CAIRO_STATUS_SURFACE_TYPE_MISMATCH), operation: "read the image's pixels")
        }
        let pixels = UnsafeRawPointer(data)
        let opaque = PremultipliedPixel.areOpaque(pixels, width: width, height: height, stride: stride)
        return try PNGCodec.encode(width: width, height: height, hasAlpha: !opaque) { row, bytes in
            let source = pixels + row * stride
            if opaque {
                PremultipliedPixel.storeRGBRow(source, width: width, into: bytes)
            } else {
                PremultipliedPixel.storeStraightRGBARow(source, width: width, into: bytes)
            }
        }
    }
}
