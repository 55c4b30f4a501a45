import Foundation
import LayoutEngine
import LayoutLint
import LayoutScene
import Testing

/// The elements VoiceOver visits, their order and what each says, on scenes made for each rule.
@Suite struct AccessibilityHierarchyTests {
    let measurer = MonospacedTextMeasurer()

    /// A named view in `parent` at a fixed frame.
    @discardableResult
    private func place<V: View>(_ view: V, _ name: String, in parent: View, _ x: CGFloat, _ y: CGFloat,
                                _ width: CGFloat, _ height: CGFloat) -> V {
        view.name = name
        parent.addSubview(view)
        view.snp.makeConstraints { make in
            make.left.equalTo(x)
            make.top.equalTo(y)
            make.width.equalTo(width)
            make.height.equalTo(height)
        }
        return view
    }

    private func label(_ text: String) -> Label {
        let label = Label()
        label.text = text
        return label
    }

    private func elements(_ canvas: Canvas) -> [AccessibilityElement] {
        AccessibilityHierarchy(canvas: canvas, result: canvas.layout(measuring: measurer)).elements
    }

    @Test func elementsAreReadInRowsFromTheLeadingEdge() {
        let canvas = Canvas(width: 300, height: 300)
        place(label("Second row"), "second", in: canvas, 10, 100, 100, 20)
        place(label("Right"), "right", in: canvas, 200, 10, 80, 20)
        let toggle = place(Switch(), "toggle", in: canvas, 200, 60, 51, 31)
        toggle.accessibility.label = "Wi-Fi"
        // starts 6 pt below the switch's top: one row with it, and read first (it is further left)
        place(label("Wi-Fi"), "wifiTitle", in: canvas, 10, 66, 100, 20)
        place(label("Left"), "left", in: canvas, 10, 10, 80, 20)
        let found = elements(canvas)
        #expect(found.map(\.view) == ["left", "right", "wifiTitle", "toggle", "second"])
        #expect(found.map(\.number) == [1, 2, 3, 4, 5])
        #expect(found[3].spoken == "Wi-Fi. Switch Button. Off.")
        #expect(found[3].frame == CGRect(x: 200, y: 60, width: 51, height: 31))
    }

    @Test func rightToLeftReadsEachRowFromTheRight() {
        let canvas = Canvas(width: 300, height: 100)
        canvas.semanticContentAttribute = .forceRightToLeft
        place(label("A"), "a", in: canvas, 10, 10, 50, 20)
        place(label("B"), "b", in: canvas, 200, 10, 50, 20)
        #expect(elements(canvas).map(\.view) == ["b", "a"])
    }

    @Test func hiddenViewsAndHiddenChildrenAreSkipped() {
        let canvas = Canvas(width: 300, height: 300)
        place(label("Hidden"), "hidden", in: canvas, 0, 0, 50, 20).isHidden = true
        place(label("Clear"), "clear", in: canvas, 0, 30, 50, 20).alpha = 0
        place(Label(), "empty", in: canvas, 0, 60, 50, 20)
        let box = place(View(), "box", in: canvas, 0, 90, 200, 50)
        box.accessibility.elementsHidden = true
        place(label("Inside"), "inside", in: box, 0, 0, 50, 20)
        place(label("Shown"), "shown", in: canvas, 0, 150, 50, 20)
        #expect(elements(canvas).map(\.view) == ["shown"])
    }

    @Test func anElementHidesWhatIsInsideItAndACellSpeaksItsContent() {
        let canvas = Canvas(width: 300, height: 300)
        let card = place(View(), "card", in: canvas, 0, 0, 300, 100)
        card.accessibility.isElement = true
        card.accessibility.label = "Order 42"
        card.accessibility.hint = "Opens the order"
        place(label("Inside"), "inside", in: card, 0, 0, 50, 20)
        let cell = place(TableViewCell(style: .default, reuseIdentifier: nil), "cell", in: canvas, 0, 120, 300, 44)
        place(label("Ringtone"), "title", in: cell.contentView, 16, 12, 100, 20)
        place(label("Opening"), "detail", in: cell.contentView, 200, 12, 80, 20)
        let found = elements(canvas)
        #expect(found.map(\.view) == ["card", "cell"])
        #expect(found[0].spoken == "Order 42.")
        #expect(found[0].hint == "Opens the order")
        #expect(found[1].label == "Ringtone, Opening")
    }

    @Test func groupsAreReadWholeAndExplicitElementsInTheirOrder() {
        let canvas = Canvas(width: 300, height: 300)
        let column = place(View(), "column", in: canvas, 0, 0, 100, 200)
        column.accessibility.groupsChildren = true
        place(label("Top left"), "topLeft", in: column, 0, 0, 100, 20)
        place(label("Bottom left"), "bottomLeft", in: column, 0, 100, 100, 20)
        place(label("Top right"), "topRight", in: canvas, 150, 0, 100, 20)
        let form = place(View(), "form", in: canvas, 0, 220, 300, 60)
        let first = place(label("First"), "first", in: form, 0, 0, 100, 20)
        let second = place(label("Second"), "second", in: form, 0, 30, 100, 20)
        form.accessibility.elements = [second, first].map(ObjectIdentifier.init)
        #expect(elements(canvas).map(\.view) == ["column/topLeft", "column/bottomLeft", "topRight", "form/second",
                                                 "form/first"])
    }

    @Test func aModalViewHidesItsSiblings() {
        let canvas = Canvas(width: 300, height: 300)
        place(label("Behind"), "behind", in: canvas, 0, 0, 100, 20)
        let alert = place(View(), "alert", in: canvas, 50, 50, 200, 100)
        alert.accessibility.viewIsModal = true
        place(label("Delete?"), "message", in: alert, 10, 10, 100, 20)
        #expect(elements(canvas).map(\.view) == ["alert/message"])
    }

    @Test func segmentsAndStepperButtonsAreElementsOfTheirOwn() {
        let canvas = Canvas(width: 300, height: 300)
        let segments = place(SegmentedControl(items: ["Day", "Week", "Month"]), "range", in: canvas, 0, 0, 300, 32)
        segments.selectedSegmentIndex = 1
        let stepper = place(Stepper(), "count", in: canvas, 0, 100, 94, 32)
        stepper.value = 0
        let found = elements(canvas)
        #expect(found.map(\.view) == ["range[0]", "range[1]", "range[2]", "count.decrement", "count.increment"])
        #expect(found.map(\.spoken) == ["Day. Button. 1 of 3.", "Selected: Week. Button. 2 of 3.",
                                        "Month. Button. 3 of 3.", "Decrement. Dimmed. Button.", "Increment. Button."])
        #expect(found[1].frame == CGRect(x: 100, y: 0, width: 100, height: 32))
        #expect(found[4].frame == CGRect(x: 47, y: 100, width: 47, height: 32))
    }

    @Test func unlabelledControlsAreFlaggedAndTextFieldsReadTheirPlaceholder() {
        let canvas = Canvas(width: 300, height: 300)
        let play = place(Button(type: .system), "play", in: canvas, 0, 0, 44, 44)
        play.setImage(Image(systemName: "play.fill"), for: .normal)
        let field = place(TextField(), "email", in: canvas, 0, 60, 200, 34)
        field.placeholder = "Email"
        place(Slider(), "volume", in: canvas, 0, 110, 200, 31)
        let found = elements(canvas)
        #expect(found.map(\.spoken) == ["Button.", "Email. Text Field.", "0%. Adjustable."])
        #expect(found.map(\.isMissingLabel) == [true, false, true])
    }

    @Test func tabsAreReadWithTheirPlaceAndBadge() {
        let canvas = Canvas(width: 300, height: 100)
        let bar = place(TabBar(frame: .zero), "tabs", in: canvas, 0, 51, 300, 49)
        let home = TabBarItem(title: "Home", image: Image(systemName: "house"), tag: 0)
        let inbox = TabBarItem(title: "Inbox", image: Image(systemName: "tray"), tag: 1)
        inbox.badgeValue = "3"
        let me = TabBarItem(title: "Me", image: Image(systemName: "person"), tag: 2)
        bar.setItems([home, inbox, me], animated: false)
        bar.selectedItem = inbox
        #expect(elements(canvas).map(\.spoken) == ["Home. Tab. 1 of 3.", "Selected: Inbox: 3 items. Tab. 2 of 3.",
                                                   "Me. Tab. 3 of 3."])
    }
}
