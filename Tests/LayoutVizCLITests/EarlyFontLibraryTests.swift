import LayoutRender
@testable import LayoutVizCLI
import Testing

/// The early font library is the default font set, handed to one taker once it is ready; without a start there is
/// none, and a later start sets up a new one.
@Suite struct EarlyFontLibraryTests {
    @Test func startedOnceTakenOnce() throws {
        let early = EarlyFontLibrary()
        #expect(try early.take() == nil)
        early.start()
        early.start()
        let fonts = try #require(try early.take())
        #expect(fonts.fontNames == (try FontLibrary()).fontNames)
        #expect(fonts.warnings.isEmpty)
        #expect(try early.take() == nil)
        early.start()
        let again = try #require(try early.take())
        #expect(again !== fonts)
    }
}
