import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Each control draws its parts as named items in its view group (class `button`, `switch`, …), in the light
/// system colours.
@Suite struct ControlPaintTests {
    let canvas = Canvas(width: 400, height: 300)

    private func add<V: View>(_ view: V, _ name: String, at origin: CGPoint, size: CGSize? = nil) -> V {
        view.name = name
        canvas.addSubview(view)
        view.snp.makeConstraints { make in
            make.left.equalTo(origin.x)
            make.top.equalTo(origin.y)
            if let size { make.width.equalTo(size.width); make.height.equalTo(size.height) }
        }
        return view
    }

    @Test func controlGroupsCarryTheirKindAsAClass() {
        _ = add(Switch(), "toggle", at: .zero)
        _ = add(Stepper(), "quantity", at: CGPoint(x: 0, y: 40))
        let list = paint(canvas)
        #expect(list.group("view-toggle")?.classes == ["view", "switch"])
        #expect(list.group("view-quantity")?.classes == ["view", "stepper"])
    }

    @Test func aSwitchThatIsOnIsGreenWithItsKnobAtTheRight() {
        let toggle = add(Switch(), "toggle", at: CGPoint(x: 10, y: 20))
        toggle.isOn = true
        let list = paint(canvas)
        let track = list.shape("view-toggle-track")
        expectRect(track?.rect, 10, 20, 51, 31)
        #expect(track?.cornerRadius == 15.5)
        #expect(track?.fill == Color.systemGreen.resolved(for: .light))
        expectRect(list.shape("view-toggle-knob")?.rect, 32, 22, 27, 27)
        #expect(list.shape("view-toggle-knob")?.fill == .white)
    }

    @Test func aSwitchThatIsOffIsGreyWithItsKnobAtTheLeft() {
        let toggle = add(Switch(), "toggle", at: CGPoint(x: 10, y: 20))
        toggle.onTintColor = .systemPink
        let list = paint(canvas)
        #expect(list.shape("view-toggle-track")?.fill == ControlMetrics.switchOffTrackColor.resolved(for: .light))
        expectRect(list.shape("view-toggle-knob")?.rect, 12, 22, 27, 27)
        toggle.isOn = true
        #expect(paint(canvas).shape("view-toggle-track")?.fill == Color.systemPink.resolved(for: .light))
    }

    @Test func aSlidersThumbSitsAtItsValue() {
        let slider = add(Slider(), "volume", at: .zero, size: CGSize(width: 200, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 4
        slider.value = 1
        let list = paint(canvas)
        expectRect(list.shape("view-volume-thumb")?.rect, 43, 1.5, 28, 28)
        expectRect(list.shape("view-volume-minimum-track")?.rect, 0, 13.5, 57, 4)
        #expect(list.shape("view-volume-minimum-track")?.fill == Color.systemBlue.resolved(for: .light))
        expectRect(list.shape("view-volume-maximum-track")?.rect, 0, 13.5, 200, 4)
    }

    @Test func aDisabledSliderIsDimmed() {
        let slider = add(Slider(), "volume", at: .zero, size: CGSize(width: 200, height: 31))
        slider.isEnabled = false
        #expect(paint(canvas).group("view-volume")?.opacity == 0.5)
    }

    @Test func aProgressViewFillsAsFarAsItsProgress() {
        let progress = add(ProgressView(), "download", at: .zero, size: CGSize(width: 200, height: 4))
        progress.progress = 0.25
        progress.progressTintColor = .systemOrange
        let list = paint(canvas)
        expectRect(list.shape("view-download-track")?.rect, 0, 0, 200, 4)
        expectRect(list.shape("view-download-progress")?.rect, 0, 0, 50, 4)
        #expect(list.shape("view-download-progress")?.fill == Color.systemOrange.resolved(for: .light))
    }

    @Test func anActivityIndicatorDrawsSpokesOnlyWhileAnimating() {
        let spinner = add(ActivityIndicatorView(style: .large), "spinner", at: .zero)
        #expect(paint(canvas).ids(withClass: "activity-indicator-spoke").isEmpty)
        spinner.startAnimating()
        let list = paint(canvas)
        #expect(list.ids(withClass: "activity-indicator-spoke").count == 8)
        let first = list.line("view-spinner-spoke")
        expectPoint(first?.from, 18.5, 18.5 - 37 * 0.24)
        expectPoint(first?.to, 18.5, 18.5 - 18.5 + 1.85)
    }

    @Test func theSelectedSegmentIsRaised() {
        let control = add(SegmentedControl(items: ["A", "B", "C"]), "filter", at: .zero,
                          size: CGSize(width: 300, height: 32))
        control.selectedSegmentIndex = 0
        let list = paint(canvas)
        #expect(list.shape("view-filter-background")?.cornerRadius == 8)
        expectRect(list.shape("view-filter-selected")?.rect, 2, 2, 96, 28)
        #expect(list.shape("view-filter-selected")?.fill == .white)
        #expect(list.ids(withClass: "segmented-control-separator").count == 1)
        expectPoint(list.line("view-filter-separator")?.from, 200, 8)
        let titles = list.ids(withClass: "segmented-control-title")
        #expect(titles.count == 3)
        // "B" at 13 pt is 6.5 wide, centred in the middle segment.
        expectPoint(list.text(titles[1])?.lines.first?.origin, 150 - 3.25, 16 - 7.8 + 11.7)
    }

    @Test func theSelectedSegmentIsGreyInDarkMode() {
        let control = add(SegmentedControl(items: ["A", "B"]), "filter", at: .zero, size: CGSize(width: 200, height: 32))
        control.selectedSegmentIndex = 0
        let list = paint(canvas, PaintOptions(padding: 0, appearance: .dark))
        #expect(list.shape("view-filter-selected")?.fill == Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255))
    }

    @Test func pageDotsAreCentredWithTheCurrentOneDark() {
        let pages = add(PageControl(), "pages", at: .zero, size: CGSize(width: 100, height: 26))
        pages.numberOfPages = 3
        pages.currentPage = 1
        let list = paint(canvas)
        #expect(list.ids(withClass: "page-control-dot").count == 2)
        expectRect(list.shape("view-pages-current-dot")?.rect, 46, 9, 8, 8)
        #expect(list.shape("view-pages-current-dot")?.fill == Color.label.resolved(for: .light))
        expectRect(list.shape("view-pages-dot")?.rect, 30, 9, 8, 8)
    }

    @Test func aStepperDimsTheSideThatCannotBeTapped() {
        let stepper = add(Stepper(), "quantity", at: .zero)
        let list = paint(canvas)
        expectRect(list.shape("view-quantity-background")?.rect, 0, 0, 94, 32)
        #expect(list.line("view-quantity-decrement")?.stroke.color == Color.tertiaryLabel.resolved(for: .light))
        #expect(list.line("view-quantity-increment")?.stroke.color == Color.label.resolved(for: .light))
        #expect(list.ids(withClass: "stepper-increment").count == 2)
        stepper.value = 100
        #expect(paint(canvas).line("view-quantity-increment")?.stroke.color == Color.tertiaryLabel.resolved(for: .light))
    }

    @Test func systemButtonTitlesAreInTheTintColour() {
        let button = add(Button(type: .system), "save", at: .zero)
        button.setTitle("Save", for: .normal)
        let list = paint(canvas)
        let title = list.text("view-save-title")
        #expect(title?.color == Color.systemBlue.resolved(for: .light))
        #expect(title?.classes == ["control-text", "button-title"])
        // 30 × 30: the 18-pt title block centred, baseline 0.9 em below its top.
        expectPoint(title?.lines.first?.origin, 0, 6 + 13.5)
        #expect(title?.lines.first?.width == 30)
        canvas.tintColor = .systemPink
        #expect(paint(canvas).text("view-save-title")?.color == Color.systemPink.resolved(for: .light))
        button.isEnabled = false
        #expect(paint(canvas).text("view-save-title")?.color == ControlMetrics.disabledTitleColor.resolved(for: .light))
    }

    @Test func filledConfigurationsDrawTheirBackground() {
        var configuration = ButtonConfiguration.filled()
        configuration.title = "Continue"
        let button = add(Button(configuration: configuration), "next", at: .zero)
        var list = paint(canvas)
        #expect(list.shape("view-next-background")?.fill == Color.systemBlue.resolved(for: .light))
        #expect(list.shape("view-next-background")?.cornerRadius == 5.95)
        #expect(list.text("view-next-title")?.color == .white)
        button.configuration?.cornerStyle = .capsule
        button.configuration?.baseBackgroundColor = .systemGreen
        list = paint(canvas)
        #expect(list.shape("view-next-background")?.cornerRadius == 17.5)
        #expect(list.shape("view-next-background")?.fill == Color.systemGreen.resolved(for: .light))
        button.configuration = .plain()
        #expect(paint(canvas).shape("view-next-background") == nil)
    }

    @Test func textFieldsShowTheirPlaceholderInGrey() {
        let field = add(TextField(), "email", at: .zero, size: CGSize(width: 200, height: 34))
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        var list = paint(canvas)
        let border = list.shape("view-email-border")
        #expect(border?.stroke?.color == ControlMetrics.roundedRectBorderColor.resolved(for: .light))
        #expect(border?.cornerRadius == 5)
        #expect(list.text("view-email-placeholder")?.color == Color.placeholderText.resolved(for: .light))
        expectPoint(list.text("view-email-placeholder")?.lines.first?.origin, 7, 17 - 10.2 + 15.3)
        field.text = "ada@example.com"
        list = paint(canvas)
        #expect(list.text("view-email-text")?.color == Color.label.resolved(for: .light))
        #expect(list.text("view-email-placeholder") == nil)
    }

    @Test func sideViewsAreDrawnInsideTheField() {
        let field = add(TextField(), "search", at: .zero, size: CGSize(width: 200, height: 30))
        let icon = View(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
        icon.backgroundColor = .systemGray
        field.leftView = icon
        field.leftViewMode = .always
        field.text = "abc"
        let list = paint(canvas)
        expectRect(list.shape("view-search-left-view")?.rect, 0, 5, 24, 20)
        #expect(list.text("view-search-text")?.lines.first?.origin.x == 24)
    }

    @Test func aVisualEffectViewDrawsItsMaterialUnderItsContent() {
        let effect = add(VisualEffectView(effect: BlurEffect(style: .dark)), "bar", at: .zero,
                         size: CGSize(width: 100, height: 40))
        let list = paint(canvas)
        #expect(list.shape("view-bar-effect")?.fill == BlurEffectStyle.dark.fill)
        #expect(list.group("view-bar")?.itemIDs.first == "view-bar-effect")
        #expect(effect.effectFill == Color(white: 0, alpha: 0.55))
    }
}
