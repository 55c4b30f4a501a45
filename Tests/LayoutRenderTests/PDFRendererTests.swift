import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("PDF renderer")
struct PDFRendererTests {
    @Test("the PDF has the page size, the title and subject, and embeds the fonts of its text")
    func contents() throws {
        let fonts = try Fixtures.fonts()
        let list = Fixtures.sampleList(measurer: PangoTextMeasurer(fonts: fonts))
        let data = try PDFRenderer(fonts: fonts).render(list)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/MediaBox [ 0 0 300 180 ]"))
        #expect(text.contains("/Title (sample)"))
        let utf16 = "card: 20,20 240×100".utf16.map { String(format: "%04X", $0) }.joined()
        #expect(text.contains("/Subject <FEFF\(utf16)>"), "non-ASCII metadata is UTF-16")
        #expect(text.contains("+Inter-Bold"))
        #expect(text.contains("+Inter-Regular"))
        #expect(!text.contains("/CreationDate") && !text.contains("/ModDate"))
        #expect(text.hasSuffix("%%EOF\n"))
    }

    @Test("renders a second apart are the same bytes")
    func deterministic() async throws {
        let fonts = try Fixtures.fonts()
        let list = Fixtures.sampleList(measurer: PangoTextMeasurer(fonts: fonts))
        let first = try PDFRenderer(fonts: fonts).render(list)
        try await Task.sleep(for: .milliseconds(1100))
        #expect(try PDFRenderer(fonts: fonts).render(list) == first)
    }
}
