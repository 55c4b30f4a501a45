import Foundation
@testable import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// No input makes the painter trap: frames that are not finite are skipped, huge ones clamped, bad numbers replaced,
/// each with a warning.
@Suite struct InvalidInputTests {
    let canvas = Canvas(width: 400, height: 300)
    let card: View
    let dot: View

    init() {
        card = makeView("card", in: canvas)
        card.backgroundColor = .red
        pin(card, 10, 20, 200, 100)
        dot = makeView("dot", in: card)
        pin(dot, 5, 5, 10, 10)
    }

    /// A result like layout's, with `card` at `frame`.
    private func result(cardAt frame: CGRect) -> LayoutResult {
        let layout = canvas.layout()
        let views = layout.views.map { entry in
            entry.view === card
                ? ViewLayout(view: card, name: "card", parentName: "root", frame: frame, absoluteFrame: frame,
                             ambiguousAttributes: [], intrinsicSize: entry.intrinsicSize)
                : entry
        }
        return LayoutResult(views: views, diagnostics: [], conflicts: [], unsatisfiedConstraints: [])
    }

    private func paint(_ result: LayoutResult, _ options: PaintOptions = PaintOptions(padding: 0)) -> DisplayList {
        Painter(options: options).paint(canvas, result: result, measuring: MonospacedTextMeasurer())
    }

    @Test func framesThatAreNotFiniteAreSkippedWithTheirSubviews() {
        let unusable = [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
                        CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)]
        for frame in unusable {
            let list = paint(result(cardAt: frame))
            #expect(list.group("view-root")?.itemIDs == [])
            #expect(list.warnings.first?.kind == .viewSkipped)
            #expect(list.warnings.first?.message.hasPrefix("view 'card' has frame") == true)
            // card's four constraints and dot's two to card; dot's own size still has a usable frame.
            #expect(list.warnings.filter { $0.kind == .constraintSkipped }.count == 6)
            #expect(list.group("guide-card-width") == nil)
            #expect(list.group("guide-dot-left-card-left") == nil)
            #expect(list.group("guide-dot-width") != nil)
        }
    }

    @Test func hugeFramesAreClamped() {
        let list = paint(result(cardAt: CGRect(x: -5e8, y: 0, width: 1e9, height: 10)))
        expectRect(list.shape("view-card-background")?.rect, -1_000_000, 0, 2_000_000, 10)
        #expect(list.warnings.map(\.kind) == [.frameClamped])
    }

    @Test func hugeLayoutsAreClampedToo() {
        card.snp.updateConstraints { make in make.width.equalTo(5e8) }
        let list = paint(canvas.layout())
        expectRect(list.shape("view-card-background")?.rect, 10, 20, 999_990, 100)
        #expect(list.warnings == [PaintWarning(kind: .frameClamped,
                                               message: "view 'card' has frame 10,20 500000000×100 reaching past "
                                                   + "±1000000; clamped")])
    }

    @Test func negativeSizesAreTurnedAround() {
        let list = paint(result(cardAt: CGRect(x: 100, y: 100, width: -50, height: -20)))
        expectRect(list.shape("view-card-background")?.rect, 50, 80, 50, 20)
    }

    @Test func badPaddingIsReplacedByZero() {
        for padding in [-4, CGFloat.nan, -CGFloat.infinity] {
            let list = paint(canvas.layout(), PaintOptions(guides: .none, padding: padding))
            #expect(list.size == CGSize(width: 400, height: 300))
            #expect(list.warnings.map(\.kind) == [.optionReplaced])
        }
    }

    @Test func badLayerNumbersAreReplaced() {
        card.alpha = .nan
        card.layer.cornerRadius = .nan
        card.layer.borderWidth = .infinity
        card.layoutMargins = EdgeInsets(.nan)
        let list = paint(canvas.layout(), PaintOptions(padding: 0))
        #expect(list.group("view-card")?.opacity == 1)
        #expect(list.shape("view-card-background")?.cornerRadius == 0)
        #expect(list.item(withID: "view-card-border") == nil)
    }

    @Test func textMetricsThatAreNotFiniteAreNotDrawn() {
        let label = makeLabel("caption", text: "Hi", in: canvas)
        pin(label, 0, 200, 100, 20)
        let result = canvas.layout()
        label.textMetrics = TextMetrics(size: CGSize(width: 10, height: CGFloat.nan), firstBaseline: 9, lastBaseline: 9,
                                        lineCount: 1, lines: [TextLine(text: "Hi", width: 10, baseline: 9)])
        let list = paint(result)
        #expect(list.text("label-caption") == nil)
        #expect(list.warnings.map(\.kind) == [.labelTextSkipped])
    }

    @Test func aMeasurerWithBadNumbersStillGivesFiniteBadges() {
        struct BrokenMeasurer: TextMeasuring {
            func measure(_ request: TextMeasureRequest) -> TextMetrics {
                TextMetrics(size: CGSize(width: CGFloat.nan, height: -CGFloat.infinity), firstBaseline: .nan,
                            lastBaseline: .nan,
                            lineCount: 1)
            }
        }
        let list = Painter(options: PaintOptions(showsNames: true, padding: 0))
            .paint(canvas, result: canvas.layout(), measuring: BrokenMeasurer())
        #expect(list.badgeRects.count > 0)
        #expect(list.badgeRects.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
    }

    @Test func viewsMissingFromTheResultAreSkipped() {
        let result = canvas.layout()
        let late = makeView("late", in: canvas)
        pin(late, 0, 0, 10, 10)
        let list = paint(result)
        #expect(list.group("view-late") == nil)
        #expect(list.warnings.contains(PaintWarning(kind: .viewSkipped, message: "view 'late' is not in the layout "
                                                        + "result; it and its subviews are not drawn")))
    }
}
