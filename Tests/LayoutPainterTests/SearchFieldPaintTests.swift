import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// A search field draws its rounded fill, a magnifying glass at its leading edge and its placeholder after it.
@Suite struct SearchFieldPaintTests {
    @Test func aSearchFieldDrawsItsGlassAndPlaceholder() throws {
        let canvas = Canvas(width: 390, height: 100)
        let search = SearchBar()
        search.name = "search"
        canvas.addSubview(search)
        search.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        canvas.layout(measuring: MonospacedTextMeasurer())
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let fill = try #require(list.shape("view-search.searchTextField-background"))
        expectRect(fill.rect, 8, 10, 374, 36)
        #expect(fill.cornerRadius == 10)
        let glass = try #require(list.group("view-search.searchTextField-magnifyingglass"))
        #expect(glass.title == "magnifyingglass")
        let placeholder = try #require(list.text("view-search.searchTextField-placeholder"))
        #expect(placeholder.lines.first?.text == "Search")
        #expect((placeholder.lines.first?.origin.x ?? 0) >= 8 + ControlMetrics.searchFieldTextLeading - 1e-6)
    }

    @Test func aRightToLeftSearchFieldPutsItsGlassAndTextOnTheRight() throws {
        let canvas = Canvas(width: 390, height: 100)
        canvas.semanticContentAttribute = .forceRightToLeft
        let search = SearchBar()
        search.name = "search"
        search.semanticContentAttribute = .forceRightToLeft
        search.searchTextField.semanticContentAttribute = .forceRightToLeft
        canvas.addSubview(search)
        search.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(search.searchTextField.textInsets == EdgeInsets(top: 0, left: 8, bottom: 0, right: 36))
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let placeholder = try #require(list.text("view-search.searchTextField-placeholder")?.lines.first)
        #expect(placeholder.origin.x + placeholder.width <= 8 + 374 - 36 + 1e-6)
    }
}
