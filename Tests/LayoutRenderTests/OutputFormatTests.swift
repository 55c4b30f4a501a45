import Testing
@testable import LayoutRender

@Suite("Output formats")
struct OutputFormatTests {
    @Test("file extensions name formats, case-insensitively")
    func extensions() throws {
        #expect(try OutputFormat(pathExtension: "PNG", scale: 3) == .png(scale: 3))
        #expect(try OutputFormat(pathExtension: "pdf") == .pdf)
        #expect(try OutputFormat(pathExtension: "svg") == .svg)
        #expect(OutputFormat.png(scale: 2).pathExtension == "png")
        #expect("\(OutputFormat.png(scale: 2))" == "png@2x")
    }

    @Test("an unknown extension is refused with the supported ones")
    func unsupported() {
        #expect(throws: RenderError.unsupportedFormat("bmp")) { try OutputFormat(pathExtension: "bmp") }
        #expect(RenderError.unsupportedFormat("bmp").description == "unsupported output format 'bmp'; use png, pdf or svg")
    }
}
