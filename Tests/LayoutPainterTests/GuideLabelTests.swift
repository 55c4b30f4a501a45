import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Badges say the constant as written, `≥ `/`≤ ` for inequalities, `×0.5` for multipliers, `@750` for optional
/// priorities, and `= other.width ×0.5` for sizes relative to another item.
@Suite struct GuideLabelTests {
    let canvas = Canvas(width: 400, height: 300)
    let box: View
    let other: View

    init() {
        other = makeView("other", in: canvas)
        pin(other, 200, 10, 100, 80)
        box = makeView("box", in: canvas)
    }

    /// Constrains `box` with `make` and returns the text of the badge on `guide`'s mark.
    private func badge(_ guide: String, _ role: String = "bar", _ make: (ConstraintMaker) -> Void) -> String? {
        box.snp.makeConstraints(make)
        return paint(canvas).badge(guide, role)
    }

    @Test func equalitiesShowTheConstant() {
        #expect(badge("guide-box-width") { make in
            make.left.top.equalTo(10)
            make.width.equalTo(100)
            make.height.equalTo(50)
        } == "100")
    }

    @Test func inequalitiesArePrefixed() {
        #expect(badge("guide-box-width") { make in
            make.left.top.equalTo(10)
            make.width.greaterThanOrEqualTo(80)
            make.height.lessThanOrEqualTo(80)
            make.width.height.equalTo(80).priority(.low)
        } == "≥ 80")
        #expect(paint(canvas).badge("guide-box-height") == "≤ 80")
    }

    @Test func optionalPrioritiesAreSuffixed() {
        #expect(badge("guide-box-width") { make in
            make.left.top.equalTo(10)
            make.width.equalTo(100).priority(.high)
            make.height.equalTo(50)
        } == "100 @750")
    }

    @Test func numbersHaveAtMostTwoDecimals() {
        #expect(badge("guide-box-width") { make in
            make.left.top.equalTo(10)
            make.width.equalTo(100.125).priority(999.5)
            make.height.equalTo(50)
        } == "100.13 @999.5")
    }

    @Test func gapsReadAsVisualFormatLanguageWritesThem() {
        #expect(badge("guide-box-right-other-left") { make in
            make.top.equalTo(10)
            make.right.equalTo(other.snp.left).offset(-16)
            make.size.equalTo(50)
        } == "16")
        box.snp.remakeConstraints { make in
            make.top.equalTo(10)
            make.trailing.equalToSuperview().inset(16)
            make.bottom.lessThanOrEqualToSuperview().inset(20)
            make.size.equalTo(50)
        }
        let list = paint(canvas)
        #expect(list.badge("guide-box-trailing-root-trailing") == "16")
        #expect(list.badge("guide-box-bottom-root-bottom") == "≥ 20")
    }

    @Test func overlapsAreNegativeGaps() {
        #expect(badge("guide-box-left-other-right") { make in
            make.top.equalTo(10)
            make.left.equalTo(other.snp.right).offset(-16)
            make.size.equalTo(50)
        } == "-16")
    }

    @Test func aContainersEdgeFirstReadsTheSame() {
        box.snp.makeConstraints { make in
            make.left.top.equalTo(10)
            make.size.equalTo(50)
        }
        canvas.snp.makeConstraints { make in make.right.greaterThanOrEqualTo(box).offset(30) }
        #expect(paint(canvas).badge("guide-root-right-box-right") == "≥ 30")
    }

    @Test func rightToLeftGapsReadTheSame() {
        canvas.layoutDirection = .rightToLeft
        #expect(badge("guide-box-leading-root-leading") { make in
            make.top.equalTo(10)
            make.leading.equalToSuperview().offset(12)
            make.size.equalTo(50)
        } == "12")
        box.snp.remakeConstraints { make in
            make.top.equalTo(10)
            make.trailing.equalTo(other.snp.leading).offset(-8)
            make.size.equalTo(50)
        }
        #expect(paint(canvas).badge("guide-box-trailing-other-leading") == "8")
    }

    @Test func multipliersAreSuffixed() {
        #expect(badge("guide-box-centerY-other-centerY") { make in
            make.left.equalTo(10)
            make.centerY.equalTo(other).multipliedBy(0.5)
            make.size.equalTo(20)
        } == "0 ×0.5")
    }

    @Test func relativeSizesNameTheOtherItem() {
        #expect(badge("guide-box-width-other-width") { make in
            make.left.top.equalTo(10)
            make.width.equalTo(other).multipliedBy(0.5)
            make.height.equalTo(50)
        } == "= other.width ×0.5")
    }

    @Test func relativeSizesWithAnOffset() {
        #expect(badge("guide-box-height-other-width") { make in
            make.left.top.equalTo(10)
            make.height.equalTo(other.snp.width).offset(-10)
            make.width.equalTo(50)
        } == "= other.width - 10")
    }

    @Test func relativeInequalitiesWithAPriority() {
        #expect(badge("guide-box-width-other-width") { make in
            make.left.top.equalTo(10)
            make.width.greaterThanOrEqualTo(other).offset(10).priority(.low)
            make.width.equalTo(120)
            make.height.equalTo(50)
        } == "≥ other.width + 10 @250")
    }

    @Test func equalSizesGetAnEqualsBadgeOnBothItems() {
        #expect(badge("guide-box-width-other-width") { make in
            make.left.top.equalTo(10)
            make.width.equalTo(other)
            make.height.equalTo(40)
        } == "=")
        #expect(paint(canvas).badge("guide-box-width-other-width", "bar-2") == "=")
    }
}
