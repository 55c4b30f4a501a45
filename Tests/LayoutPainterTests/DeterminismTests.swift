import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// The same scene always gives the same display list: ids come from names (path names for unnamed views), items
/// come in tree and activation order, and colliding names are told apart by a stable hash.
@Suite struct DeterminismTests {
    /// A scene with labels, guides, an unnamed view, a conflict and an ambiguous view.
    private static func scene() -> Canvas {
        let canvas = Canvas(width: 375, height: 667)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let card = makeView("card", in: canvas)
        card.backgroundColor = .white
        card.snp.makeConstraints { make in
            make.top.equalTo(canvas.safeAreaLayoutGuide).offset(16)
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(120).priority(.high)
        }
        let title = makeLabel("title", text: "Ada Lovelace", in: card)
        title.snp.makeConstraints { make in
            make.top.leading.equalTo(card.layoutMarginsGuide)
            make.width.equalTo(20)
            make.width.equalTo(30)
        }
        let unnamed = makeView(nil, in: card)
        unnamed.snp.makeConstraints { make in make.center.equalToSuperview() }
        return canvas
    }

    private let options = PaintOptions(showsNames: true)

    @Test func paintingTwiceGivesEqualLists() {
        let canvas = Self.scene()
        #expect(paint(canvas, options) == paint(canvas, options))
    }

    @Test func twoBuildsOfASceneGiveEqualLists() {
        #expect(paint(Self.scene(), options) == paint(Self.scene(), options))
    }

    @Test func everyIDIsUnique() {
        let ids = paint(Self.scene(), options).ids
        #expect(Set(ids).count == ids.count)
    }

    @Test func unnamedViewsAreNamedByTheirPath() {
        let list = paint(Self.scene(), options)
        #expect(list.group("view-_0.1") != nil)
        #expect(list.group("ambiguous-_0.1") != nil)
        #expect(list.group("guide-_0.1-centerX-card-centerX") != nil)
    }

    @Test func collidingNamesGetAStableHash() {
        let canvas = Canvas(width: 100, height: 100)
        for _ in 0..<3 { pin(makeView("twin", in: canvas), 0, 0, 10, 10) }
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let second = "twin-" + StableHash.hex("view 2"), third = "twin-" + StableHash.hex("view 3")
        #expect(list.group("view-root")?.itemIDs == ["view-twin", "view-\(second)", "view-\(third)"])
    }

    @Test func namesAreMadeFitForIDs() {
        let canvas = Canvas(width: 100, height: 100)
        pin(makeView("my card/1", in: canvas), 0, 0, 10, 10)
        pin(makeView("título", in: canvas), 0, 0, 10, 10)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.group("view-root")?.itemIDs == ["view-my_card_1", "view-título"])
    }

    @Test func theHashIsFNV1a() {
        #expect(StableHash.hex("") == "811c9dc5")
        #expect(StableHash.hex("a") == "e40c292c")
        #expect(StableHash.hex("foobar") == "bf9cf968")
    }
}
