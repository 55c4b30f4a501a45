import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Optional constraints give way to required ones and to higher priorities; equal priorities are traded off.
@Suite struct PriorityTests {
    let canvas = Canvas(width: 400, height: 400)
    let box: View

    init() {
        box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
        }
    }

    @Test func aHighPriorityWidthLosesToARequiredOne() {
        box.snp.makeConstraints { make in
            make.width.equalTo(300).priority(.high)
            make.width.lessThanOrEqualTo(200)
        }
        canvas.layout()
        expectClose(box.frame.size.width, 200)
    }

    @Test func higherPrioritiesWin() {
        box.snp.makeConstraints { make in
            make.width.equalTo(100).priority(.low)
            make.width.equalTo(150).priority(.high)
            make.width.equalTo(120).priority(.medium)
        }
        canvas.layout()
        expectClose(box.frame.size.width, 150)
    }

    @Test func oneMoreIsEnough() {
        box.snp.makeConstraints { make in
            make.width.equalTo(100).priority(750)
            make.width.equalTo(120).priority(751)
        }
        canvas.layout()
        expectClose(box.frame.size.width, 120)
    }

    @Test func manyLowPrioritiesCannotOutweighOneMedium() {
        box.snp.makeConstraints { make in
            make.width.equalTo(100).priority(.medium)
            for _ in 0..<5 { make.width.equalTo(0).priority(.low) }
        }
        canvas.layout()
        expectClose(box.frame.size.width, 100)
    }

    @Test func equalPrioritiesPullingApartLeaveTheWidthOpen() {
        box.snp.makeConstraints { make in
            make.width.equalTo(100).priority(.medium)
            make.width.equalTo(200).priority(.medium)
        }
        let result = canvas.layout()
        #expect(result.ambiguousAttributes(of: box) == ["width"])
        #expect((100...200).contains(box.frame.size.width))
    }

    @Test func equalPrioritiesAddUp() {
        box.snp.makeConstraints { make in
            make.width.equalTo(100).priority(.medium)
            make.width.equalTo(100).priority(.medium)
            make.width.equalTo(200).priority(.medium)
        }
        let result = canvas.layout()
        expectClose(box.frame.size.width, 100)
        #expect(result.ambiguousAttributes(of: box).isEmpty)
    }
}
