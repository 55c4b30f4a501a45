import Foundation
import LayoutScene
import Testing

/// UIKit's VoiceOver defaults per class, as `docs/accessibility.md` lists them, and what a scene sets winning over
/// them.
@Suite struct AccessibilityDefaultsTests {
    @Test func aLabelIsStaticTextReadAsItsText() {
        let label = Label()
        #expect(label.accessibilityDefaults == AccessibilityDefaults(isElement: true, label: nil, value: nil,
                                                                     traits: .staticText, role: nil))
        label.text = "Welcome"
        #expect(label.accessibilityDefaults.label == "Welcome")
    }

    @Test func aButtonIsReadAsItsTitleWithItsState() {
        let button = Button(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.accessibilityDefaults == AccessibilityDefaults(isElement: true, label: "Save", value: nil,
                                                                      traits: .button, role: nil))
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityDefaults.traits == [.button, .notEnabled, .selected])
        let icon = Button(type: .system)
        icon.setImage(Image(systemName: "play.fill"), for: .normal)
        #expect(icon.accessibilityDefaults.label == nil)
    }

    @Test func controlsCarryTheirValues() {
        let toggle = Switch()
        #expect(toggle.accessibilityDefaults == AccessibilityDefaults(isElement: true, label: nil, value: "0",
                                                                      traits: [.button, .toggleButton],
                                                                      role: "switch button"))
        toggle.isOn = true
        #expect(toggle.accessibilityDefaults.value == "1")
        let slider = Slider()
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 150
        #expect(slider.accessibilityDefaults.value == "75%")
        #expect(slider.accessibilityDefaults.traits == .adjustable)
        let pages = PageControl()
        pages.numberOfPages = 3
        pages.currentPage = 1
        #expect(pages.accessibilityDefaults.value == "page 2 of 3")
        let progress = ProgressView(progressViewStyle: .default)
        progress.progress = 0.476
        #expect(progress.accessibilityDefaults.value == "48%")
    }

    @Test func aTextFieldReadsItsTextOrPlaceholderAsItsValue() {
        let field = TextField()
        field.placeholder = "Email"
        #expect(field.accessibilityDefaults == AccessibilityDefaults(isElement: true, label: nil, value: "Email",
                                                                     traits: .none, role: "text field"))
        field.text = "jane@example.com"
        #expect(field.accessibilityDefaults.value == "jane@example.com")
        field.isSecureTextEntry = true
        field.text = "abc"
        #expect(field.accessibilityDefaults.value == "•••")
        #expect(field.accessibilityDefaults.role == "secure text field")
    }

    @Test func viewsImagesAndContainersAreNotElements() {
        #expect(View().accessibilityDefaults == .container)
        #expect(ImageView(image: nil).accessibilityDefaults.isElement == false)
        #expect(ImageView(image: nil).accessibilityDefaults.traits == .image)
        #expect(SegmentedControl(items: ["A", "B"]).accessibilityDefaults.isElement == false)
        #expect(Stepper().accessibilityDefaults.isElement == false)
        let spinner = ActivityIndicatorView(style: .medium)
        #expect(spinner.accessibilityDefaults.isElement == false)
        spinner.startAnimating()
        #expect(spinner.accessibilityDefaults.isElement == true)
        #expect(spinner.accessibilityDefaults.label == "In progress")
    }

    @Test func traitsHaveUIKitsBitsAndNames() {
        #expect(AccessibilityTraits.button.rawValue == 1)
        #expect(AccessibilityTraits.header.rawValue == 1 << 16)
        #expect(AccessibilityTraits([.selected, .button, .header]).swiftNames == ["button", "selected", "header"])
        #expect(AccessibilityTraits([.button, .notEnabled, .staticText]).spokenNames == ["button", "dimmed"])
    }

    @Test func whatTheSceneSetsIsKeptBesideTheDefaults() {
        let label = Label()
        label.text = "Total"
        label.accessibility.label = "Order total"
        label.accessibility.traits = .header
        #expect(label.accessibility.label == "Order total")
        #expect(label.accessibilityDefaults.label == "Total")
        #expect(label.accessibility.traits == .header)
    }
}
