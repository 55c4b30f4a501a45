import Foundation
import LayoutEngine
import LayoutScene
import Testing

/// `systemLayoutSizeFitting`: the view's own constraints with the target at the fitting priorities, in a side layout
/// that leaves the scene alone.
@Suite struct SystemLayoutSizeFittingTests {
    /// A container holding a 17 pt "Hello" label (43 × 21 with the monospaced measurer) inset by 12 on every side.
    private func card() -> (View, Label) {
        let card = View()
        card.name = "card"
        let label = Label()
        label.text = "Hello"
        card.addSubview(label)
        label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(12) }
        return (card, label)
    }

    @Test func compressedSizeIsTheContentsSmallestSize() {
        let (card, label) = card()
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(abs(size.width - 67) < 1e-6 && abs(size.height - 45) < 1e-6)
        #expect(card.frame == .zero)
        #expect(label.frame == .zero)
    }

    @Test func expandedSizeAtFittingLevelStillHugs() {
        let (card, _) = card()
        let size = card.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
        #expect(abs(size.width - 67) < 1e-6 && abs(size.height - 45) < 1e-6)
    }

    @Test func aRequiredWidthIsKeptAndTheHeightFits() {
        let (card, _) = card()
        let size = card.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(size.width - 200) < 1e-6 && abs(size.height - 45) < 1e-6)
    }

    @Test func aSubtitleCellSelfSizesAroundItsText() throws {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.imageView?.image = try TableViewCellLayoutTests.image(side: 40)
        cell.textLabel?.text = "Blue"
        cell.detailTextLabel?.text = "Miles"
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(size.width - 375) < 1e-6 && abs(size.height - 60) < 1e-6)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func aDefaultCellIsAtLeastARowTall() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(size.width - 320) < 1e-6 && abs(size.height - 44) < 1e-6)
    }

    @Test func aViewInACanvasIsMeasuredWithoutMovingIt() {
        let canvas = Canvas(width: 300, height: 300)
        let (card, _) = card()
        canvas.addSubview(card)
        card.snp.makeConstraints { make in make.top.left.equalToSuperview().offset(20); make.width.equalTo(150) }
        canvas.layout(measuring: MonospacedTextMeasurer())
        let before = card.frame
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(abs(size.width - 150) < 1e-6 && abs(size.height - 45) < 1e-6)
        #expect(card.frame == before)
    }

    @Test func theEnginesFittingHandsSceneCodeItsMeasurer() throws {
        let fitting = EngineLayoutFitting(measurer: MonospacedTextMeasurer(advance: 0.6))
        let measurer = try #require(fitting.textMeasurer)
        let request = TextMeasureRequest(text: "abc", font: .systemFont(ofSize: 10), maxWidth: nil, numberOfLines: 1,
                                         lineBreakMode: .byClipping)
        #expect(abs(measurer.measure(request).size.width - 18) < 1e-6)
    }
}
