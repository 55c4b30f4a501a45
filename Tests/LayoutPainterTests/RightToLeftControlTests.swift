import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Controls that UIKit mirrors right to left: a segmented control's first segment is the rightmost, a slider's
/// minimum is at the right, a switch that is on has its knob at the left.
@Suite struct RightToLeftControlTests {
    let canvas = Canvas(width: 400, height: 300)

    init() {
        canvas.layoutDirection = .rightToLeft
    }

    private func add<V: View>(_ view: V, _ name: String, size: CGSize) -> V {
        view.name = name
        canvas.addSubview(view)
        view.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(size.width)
            make.height.equalTo(size.height)
        }
        return view
    }

    @Test func segmentsRunFromTheRight() {
        let control = add(SegmentedControl(items: ["A", "B", "C"]), "filter", size: CGSize(width: 300, height: 32))
        control.selectedSegmentIndex = 0
        let list = paint(canvas)
        expectRect(list.shape("view-filter-selected")?.rect, 202, 2, 96, 28)
        #expect(list.ids(withClass: "segmented-control-separator").count == 1)
        expectPoint(list.line("view-filter-separator")?.from, 100, 8)
        let titles = list.ids(withClass: "segmented-control-title")
        #expect(titles.count == 3)
        // "A" at 13 pt is 6.5 wide, centred in the rightmost segment; "C" in the leftmost.
        expectPoint(list.text(titles[0])?.lines.first?.origin, 250 - 3.25, 16 - 7.8 + 11.7)
        expectPoint(list.text(titles[2])?.lines.first?.origin, 50 - 3.25, 16 - 7.8 + 11.7)
    }

    @Test func aSlidersMinimumIsAtTheRight() {
        let slider = add(Slider(), "volume", size: CGSize(width: 200, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 4
        slider.value = 1
        let list = paint(canvas)
        expectRect(list.shape("view-volume-thumb")?.rect, 129, 1.5, 28, 28)
        expectRect(list.shape("view-volume-minimum-track")?.rect, 143, 13.5, 57, 4)
        expectRect(list.shape("view-volume-maximum-track")?.rect, 0, 13.5, 200, 4)
    }

    @Test func aSwitchThatIsOnHasItsKnobAtTheLeft() {
        let on = add(Switch(), "on", size: CGSize(width: 51, height: 31))
        on.isOn = true
        let list = paint(canvas)
        expectRect(list.shape("view-on-knob")?.rect, 2, 2, 27, 27)
        on.isOn = false
        expectRect(paint(canvas).shape("view-on-knob")?.rect, 22, 2, 27, 27)
    }
}
