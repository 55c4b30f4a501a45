import Foundation
import LayoutEngine
import LayoutScene
@testable import LayoutScript
import Testing

/// `UIAccessibility`'s properties in scenes: reads give UIKit's defaults until set, traits are an option set, and
/// `accessibilityElements` keeps its order.
@Suite struct AccessibilityBindingsTests {
    private func view(_ name: String, in scene: LoadedScene) -> View? {
        scene.canvas.viewsInTreeOrder.first { $0.name == name }
    }

    @Test func propertiesReadUIKitsDefaultsAndKeepWhatIsSet() throws {
        let scene = try #require(loadScene("""
            let title = UILabel()
            title.name = "title"
            title.text = "Settings"
            view.addSubview(title)
            let save = UIButton(type: .system)
            save.name = "save"
            save.setTitle("Save", for: .normal)
            view.addSubview(save)
            let defaultLabel = title.accessibilityLabel ?? "none"
            let wasElement = title.isAccessibilityElement
            title.accessibilityTraits.insert(.header)
            save.accessibilityLabel = "Save changes"
            save.accessibilityHint = "Stores the form"
            save.accessibilityTraits = [.button, .selected]
            let isHeader = title.accessibilityTraits.contains(.header)
            let icon = UIImageView()
            icon.name = "icon"
            icon.isAccessibilityElement = true
            icon.accessibilityLabel = defaultLabel + (wasElement && isHeader ? " icon" : "")
            view.addSubview(icon)
            """))
        let title = try #require(view("title", in: scene))
        #expect(title.accessibility.traits == [.staticText, .header])
        let save = try #require(view("save", in: scene))
        #expect(save.accessibility.label == "Save changes")
        #expect(save.accessibility.hint == "Stores the form")
        #expect(save.accessibility.traits == [.button, .selected])
        let icon = try #require(view("icon", in: scene))
        #expect(icon.accessibility.isElement == true)
        #expect(icon.accessibility.label == "Settings icon")
        #expect(scene.warnings.isEmpty)
    }

    @Test func containerPropertiesAndExplicitElements() throws {
        let scene = try #require(loadScene("""
            let card = UIView()
            card.name = "card"
            view.addSubview(card)
            let first = UILabel()
            let second = UILabel()
            card.addSubview(first)
            card.addSubview(second)
            card.accessibilityElements = [second, first]
            card.shouldGroupAccessibilityChildren = true
            card.accessibilityElementsHidden = false
            card.accessibilityViewIsModal = true
            """))
        let card = try #require(view("card", in: scene))
        #expect(card.accessibility.elements == [ObjectIdentifier(card.subviews[1]), ObjectIdentifier(card.subviews[0])])
        #expect(card.accessibility.groupsChildren)
        #expect(card.accessibility.viewIsModal)
        #expect(!card.accessibility.elementsHidden)
    }
}
