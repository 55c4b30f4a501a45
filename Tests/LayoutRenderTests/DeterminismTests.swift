import Foundation
import LayoutPainter
import Testing
@testable import LayoutRender

@Suite("Determinism")
struct DeterminismTests {
    @Test("PNG and SVG renders of the same list are the same bytes, also with separate font libraries",
          arguments: [OutputFormat.png(scale: 1), .png(scale: 2), .svg])
    func sameBytes(format: OutputFormat) throws {
        let first = try Fixtures.fonts(), second = try Fixtures.fonts()
        let list = Fixtures.sampleList(measurer: PangoTextMeasurer(fonts: first))
        let bytes = try Renderer(fonts: first).render(list, format: format)
        #expect(try Renderer(fonts: first).render(list, format: format) == bytes)
        #expect(try Renderer(fonts: second).render(list, format: format) == bytes)
    }

    @Test("measurements from separate font libraries agree")
    func sameMeasurements() throws {
        let list = Fixtures.sampleList(measurer: PangoTextMeasurer(fonts: try Fixtures.fonts()))
        #expect(Fixtures.sampleList(measurer: PangoTextMeasurer(fonts: try Fixtures.fonts())) == list)
    }
}
