import Foundation
@testable import LayoutPainter
import LayoutScene
import Testing

/// The drawn stand-ins for SF Symbols: every system bar button item's symbol has one, names are read whole before
/// their first two parts, and the `fill`/`circle` modifiers apply.
@Suite struct SymbolGlyphTests {
    @Test func everySystemBarButtonItemsSymbolHasAGlyph() {
        let names = BarButtonItem.SystemItem.allCases.compactMap(\.symbolName)
        #expect(names.count == 16)
        for name in names { #expect(SymbolGlyph(symbolName: name) != nil, "\(name)") }
    }

    @Test func aThreePartNameIsReadWholeAndModifiersStillApply() throws {
        let compose = try #require(SymbolGlyph(symbolName: "square.and.pencil"))
        #expect(compose.marks.count == 2)
        let share = try #require(SymbolGlyph(symbolName: "square.and.arrow.up.circle.fill"))
        #expect(share.marks.count == 3)
        #expect(share.isFilled && share.isCircled)
        #expect(SymbolGlyph(symbolName: "square.and.bolt") == nil)
    }
}
