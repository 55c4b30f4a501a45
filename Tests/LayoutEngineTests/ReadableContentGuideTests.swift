import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// `readableContentGuide`: the margins guide's height, centred in it, as wide as it up to the readable width of the
/// content size category.
@Suite struct ReadableContentGuideTests {
    private func laidOutText(inWidth width: CGFloat, category: ContentSizeCategory = .large) -> (CGRect, LayoutResult) {
        TraitCollection.$current.withValue(TraitCollection(preferredContentSizeCategory: category)) {
            let canvas = Canvas(width: width, height: 400)
            let container = makeView("container", in: canvas)
            container.snp.makeConstraints { make in make.edges.equalToSuperview() }
            container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
            let text = makeView("text", in: container)
            text.snp.makeConstraints { make in make.edges.equalTo(container.readableContentGuide) }
            let result = canvas.layout()
            return (text.frame, result)
        }
    }

    @Test func inANarrowViewItIsTheMarginsGuide() {
        let (frame, result) = laidOutText(inWidth: 375)
        expectFrame(frame, 20, 10, 315, 360)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func inAWideViewItIsTheReadableWidthCentredInTheMargins() {
        let (frame, result) = laidOutText(inWidth: 1180)
        expectFrame(frame, 244, 10, 672, 360) // margins 20…1140, centre 580
        #expect(result.diagnostics.isEmpty) // the pull to the margins' width is broken by design, never reported
    }

    @Test func theReadableWidthFollowsTheContentSizeCategory() {
        let (small, _) = laidOutText(inWidth: 1180, category: .extraSmall)
        expectFrame(small, 300, 10, 560, 360)
        #expect(ReadableContentWidth.width(for: .unspecified) == 672)
        #expect(ReadableContentWidth.width(for: .accessibilityExtraExtraExtraLarge) == 1224)
    }

    @Test func itIsNamedLikeUIKitsGuide() {
        let canvas = Canvas(width: 100, height: 100)
        let guide = canvas.readableContentGuide
        #expect(guide.identifier == "UIViewReadableContentGuide")
        #expect(canvas.allLayoutGuides.contains { $0 === guide })
        #expect(canvas.readableContentGuide === guide)
    }
}
