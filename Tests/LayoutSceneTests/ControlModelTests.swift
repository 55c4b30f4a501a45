import Foundation
import LayoutScene
import Testing

/// The controls' model on its own: per-state titles and colours, values within their ranges, insets of rectangles.
@Suite struct ControlModelTests {
    @Test func aStateWithoutItsOwnTitleUsesTheNormalOne() {
        let button = Button(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saved", for: .selected)
        #expect(button.title(for: .disabled) == "Save")
        #expect(button.currentTitle == "Save")
        button.isSelected = true
        #expect(button.currentTitle == "Saved")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Save")
    }

    @Test func titleColoursFollowTheKindUnlessSet() {
        #expect(Button(type: .system).currentTitleColor == .systemBlue)
        #expect(Button().currentTitleColor == .white)
        let button = Button(type: .system)
        button.setTitleColor(.systemRed, for: .normal)
        #expect(button.currentTitleColor == .systemRed)
        button.tintColor = .systemPink
        button.setTitleColor(nil, for: .normal)
        #expect(button.currentTitleColor == .systemPink)
    }

    @Test func titleFontsByKind() {
        #expect(Button(type: .system).titleFont == .systemFont(ofSize: 15))
        #expect(Button().titleFont == .systemFont(ofSize: 18))
        #expect(Button(configuration: .filled()).titleFont == .systemFont(ofSize: 17))
    }

    @Test func slidersKeepTheirFractionWithinTheRange() {
        let slider = Slider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 15
        #expect(slider.fraction == 0.5)
        slider.value = 40
        #expect(slider.fraction == 1)
        slider.value = .nan
        #expect(slider.fraction == 0)
        slider.maximumValue = 10
        slider.value = 10
        #expect(slider.fraction == 0)
    }

    @Test func segmentsShareTheRoomLeftByFixedWidths() {
        let control = SegmentedControl(items: ["A", "B", "C"])
        control.setWidth(40, forSegmentAt: 0)
        #expect(control.segmentWidths(in: 200) == [40, 80, 80])
        control.removeSegment(at: 5, animated: false)
        #expect(control.numberOfSegments == 3)
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test func insetRectanglesNeverGoNegative() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(rect.inset(by: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)) == CGRect(x: 8, y: 4, width: 84, height: 32))
        #expect(rect.inset(by: EdgeInsets(top: 30, left: 0, bottom: 30, right: 0)) == CGRect(x: 0, y: 20, width: 100, height: 0))
    }

    @Test func aSecureFieldShowsBullets() {
        let field = TextField()
        field.text = "hunter2"
        field.isSecureTextEntry = true
        #expect(field.displayedText == "•••••••")
        field.text = ""
        field.placeholder = "Password"
        #expect(field.displayedText == "Password")
    }
}
