import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// The controls' intrinsic sizes under layout, from the reference's numbers (`ControlMetrics`) and, for text, the
/// monospaced measurer (0.5 em per character, 1.2 em per line): each control pinned at its top-left corner takes its
/// intrinsic size.
@Suite struct ControlSizingTests {
    let canvas = Canvas(width: 400, height: 400)

    @Test func aSwitchIs51By31() {
        expectFrame(laidOutAtItsIntrinsicSize(Switch(), in: canvas), 10, 20, 51, 31)
    }

    @Test func activityIndicatorsAre20Or37Square() {
        expectFrame(laidOutAtItsIntrinsicSize(ActivityIndicatorView(style: .medium), in: canvas), 10, 20, 20, 20)
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(ActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(ActivityIndicatorView().intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test func aStepperIs94By32() {
        expectFrame(laidOutAtItsIntrinsicSize(Stepper(), in: canvas), 10, 20, 94, 32)
    }

    @Test func slidersAndProgressViewsHaveAHeightOnly() {
        #expect(Slider().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 31))
        #expect(ProgressView().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 4))
        #expect(ProgressView(progressViewStyle: .bar).intrinsicContentSize.width == View.noIntrinsicMetric)
        let slider = Slider()
        slider.name = "slider"
        canvas.addSubview(slider)
        slider.snp.makeConstraints { make in make.left.right.equalToSuperview().inset(16); make.top.equalTo(0) }
        canvas.layout()
        expectFrame(slider.frame, 16, 0, 368, 31)
    }

    @Test func pageControlsWiden16PerPage() {
        let pages = PageControl()
        pages.numberOfPages = 4
        expectFrame(laidOutAtItsIntrinsicSize(pages, in: canvas), 10, 20, 72, 26)
        #expect(PageControl().intrinsicContentSize == CGSize(width: 0, height: 26))
    }

    @Test func systemButtonsPadTheirTitle6AboveAndBelow() {
        let button = Button(type: .system)
        button.setTitle("Submit", for: .normal)
        // 6 characters × 7.5 (15 pt) = 45; one 18-pt line + 12 = 30.
        expectFrame(laidOutAtItsIntrinsicSize(button, in: canvas), 10, 20, 45, 30)
        #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
    }

    @Test func customButtonsAreAtLeast30Wide() {
        let button = Button()
        button.setTitle("Go", for: .normal)
        // 2 × 9 (18 pt) = 18 → 30; a 21.6-pt line rounds to 22, + 12 = 34.
        expectFrame(laidOutAtItsIntrinsicSize(button, in: canvas), 10, 20, 30, 34)
    }

    @Test func anEmptyButtonKeepsOneLineOfHeight() {
        expectFrame(laidOutAtItsIntrinsicSize(Button(), in: canvas), 10, 20, 30, 34)
    }

    @Test func contentEdgeInsetsReplaceTheImplicitPadding() {
        let button = Button(type: .system)
        button.setTitle("Submit", for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        expectFrame(laidOutAtItsIntrinsicSize(button, in: canvas), 10, 20, 77, 34)
    }

    @Test func aTitleFontFromTheTitleLabel() {
        let button = Button(type: .system)
        button.setTitle("OK", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 30)
        // 2 × 15 = 30; a 36-pt line + 12 = 48.
        expectFrame(laidOutAtItsIntrinsicSize(button, in: canvas), 10, 20, 30, 48)
    }

    @Test func theTitleForTheCurrentStateSizesTheButton() {
        let button = Button(type: .system)
        button.setTitle("On", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.isSelected = true
        expectFrame(laidOutAtItsIntrinsicSize(button, in: canvas), 10, 20, 60, 30)
    }

    @Test func systemImageButtonsAre22Square() {
        expectFrame(laidOutAtItsIntrinsicSize(Button(type: .contactAdd), in: canvas), 10, 20, 22, 22)
    }

    @Test func configurationButtonsAddTheirContentInsets() {
        var configuration = ButtonConfiguration.filled()
        configuration.title = "Continue"
        // 8 × 8.5 (17 pt) = 68 + 12 + 12; a 20.4-pt line rounds to 21, + 7 + 7.
        expectFrame(laidOutAtItsIntrinsicSize(Button(configuration: configuration), in: canvas), 10, 20, 92, 35)
    }

    @Test func configurationContentInsetsAreReplaced() {
        var configuration = ButtonConfiguration.plain()
        configuration.title = "Continue"
        configuration.contentInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        expectFrame(laidOutAtItsIntrinsicSize(Button(configuration: configuration), in: canvas), 10, 20, 76, 21)
    }

    @Test func roundedRectTextFieldsSizeToTheirPlaceholder() {
        let field = TextField()
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        // 5 × 8.5 = 42.5 → 43, + 7 + 7; 21 + 6.5 + 6.5.
        expectFrame(laidOutAtItsIntrinsicSize(field, in: canvas), 10, 20, 57, 34)
    }

    @Test func theTextWinsOverThePlaceholder() {
        let field = TextField()
        field.placeholder = "Email"
        field.text = "ada@example.com"
        field.font = .systemFont(ofSize: 10)
        expectFrame(laidOutAtItsIntrinsicSize(field, in: canvas), 10, 20, 75, 12)
    }

    @Test func anEmptyFieldIsOneLineTall() {
        expectFrame(laidOutAtItsIntrinsicSize(TextField(), in: canvas), 10, 20, 0, 21)
    }

    @Test func sideViewsShownAtRestWidenAField() {
        let field = TextField()
        field.font = .systemFont(ofSize: 10)
        field.text = "abcd"
        let icon = View(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let clear = View(frame: CGRect(x: 0, y: 0, width: 30, height: 24))
        field.leftView = icon
        field.leftViewMode = .always
        field.rightView = clear
        field.rightViewMode = .whileEditing
        expectFrame(laidOutAtItsIntrinsicSize(field, in: canvas), 10, 20, 44, 12)
        field.rightViewMode = .unlessEditing
        canvas.layout()
        expectFrame(field.frame, 10, 20, 74, 12)
    }

    @Test func aScrollingTextViewHasNoIntrinsicSize() {
        let textView = TextView()
        textView.text = "Hello"
        textView.name = "notes"
        canvas.addSubview(textView)
        // Weaker than hugging (250): an intrinsic size (53 × 37) would win over these.
        textView.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(100).priority(200)
            make.height.equalTo(50).priority(200)
        }
        canvas.layout()
        expectFrame(textView.frame, 0, 0, 100, 50)
        #expect(textView.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        textView.isScrollEnabled = false
        canvas.layout()
        expectFrame(textView.frame, 0, 0, 53, 37)
    }

    @Test func aTextViewWithoutScrollingWrapsAtItsWidth() {
        let textView = TextView()
        textView.text = "abcd efgh"
        textView.font = .systemFont(ofSize: 10)
        textView.isScrollEnabled = false
        textView.name = "notes"
        canvas.addSubview(textView)
        textView.snp.makeConstraints { make in make.left.top.equalTo(0); make.width.equalTo(35) }
        canvas.layout()
        // Room 35 − 5 − 5 = 25: "abcd" / "efgh", 2 × 12 + 8 + 8 = 40; unwrapped width 45 + 10.
        expectFrame(textView.frame, 0, 0, 35, 40)
        #expect(textView.intrinsicContentSize == CGSize(width: 55, height: 40))
    }

    @Test func segmentsAreAsWideAsTheWidestTitle() {
        let units = SegmentedControl(items: ["Metric", "Imperial"])
        units.selectedSegmentIndex = 0
        // "Imperial": 8 × 6.5 (13 pt) = 52, + 14 + 14 = 80 per segment.
        expectFrame(laidOutAtItsIntrinsicSize(units, in: canvas), 10, 20, 160, 32)
        #expect(units.textContent?.texts.count == 2)
    }

    @Test func fixedSegmentWidthsReplaceTheMeasuredOnes() {
        let units = SegmentedControl(items: ["Metric", "Imperial", "SI"])
        units.setWidth(50, forSegmentAt: 2)
        expectFrame(laidOutAtItsIntrinsicSize(units, in: canvas), 10, 20, 210, 32)
    }

    @Test func changedTitlesAreMeasuredAgainOnTheNextLayout() {
        let button = Button(type: .system)
        button.setTitle("Submit", for: .normal)
        _ = laidOutAtItsIntrinsicSize(button, in: canvas)
        button.setTitle("Submit all", for: .normal)
        canvas.layout()
        expectFrame(button.frame, 10, 20, 75, 30)
    }

    @Test func controlsHaveUIKitsDefaultPriorities() {
        let lowHugging: [View] = [Button(), TextField(), TextView(), Slider(), SegmentedControl(), PageControl(),
                                  VisualEffectView()]
        let highHugging: [View] = [Switch(), Stepper(), ActivityIndicatorView()]
        for axis in [LayoutAxis.horizontal, .vertical] {
            for view in lowHugging + highHugging + [ProgressView()] {
                #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
            }
            for view in lowHugging { #expect(view.contentHuggingPriority(for: axis) == .defaultLow) }
            for view in highHugging { #expect(view.contentHuggingPriority(for: axis) == .defaultHigh) }
        }
        #expect(ProgressView().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(ProgressView().contentHuggingPriority(for: .vertical) == .defaultHigh)
    }

    @Test func aLabelBesideASwitchTakesTheRoomTheSwitchHugs() {
        let label = Label()
        label.text = "Notifications"
        let toggle = Switch()
        for view in [label, toggle] {
            view.translatesAutoresizingMaskIntoConstraints = false
            canvas.addSubview(view)
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: canvas.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: canvas.topAnchor),
            toggle.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: canvas.trailingAnchor, constant: -16),
            toggle.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        ])
        let result = canvas.layout()
        #expect(result.views.allSatisfy { $0.ambiguousAttributes.isEmpty })
        #expect([toggle.frame.minX, toggle.frame.width, toggle.frame.height] == [333, 51, 31])
        #expect([label.frame.minX, label.frame.minY, label.frame.width] == [16, 0, 309])
    }

    @Test func aButtonsBaselineIsItsCentredTitles() {
        let button = Button(type: .system)
        button.setTitle("Submit", for: .normal)
        canvas.addSubview(button)
        let label = Label()
        label.text = "Name"
        label.font = .systemFont(ofSize: 10)
        canvas.addSubview(label)
        button.snp.makeConstraints { make in make.left.top.equalTo(0) }
        label.snp.makeConstraints { make in make.left.equalTo(100); make.firstBaseline.equalTo(button) }
        canvas.layout()
        // The title's block (18 tall) is centred in 30: top 6, baseline 6 + 13.5; the label's baseline is 9 down.
        expectClose(label.frame.minY, 6 + 13.5 - 9)
    }

    @Test func aVisualEffectViewsContentViewFillsIt() {
        let effect = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
        effect.name = "bar"
        canvas.addSubview(effect)
        effect.snp.makeConstraints { make in make.left.top.equalTo(10); make.width.equalTo(200); make.height.equalTo(60) }
        let title = makeLabel("title", text: "Hi", in: effect.contentView)
        title.snp.makeConstraints { make in make.center.equalToSuperview() }
        let result = canvas.layout()
        #expect(result.diagnostics.isEmpty)
        expectFrame(effect.contentView.frame, 0, 0, 200, 60)
        expectFrame(title.frame, 95, 24, 10, 12)
    }
}
