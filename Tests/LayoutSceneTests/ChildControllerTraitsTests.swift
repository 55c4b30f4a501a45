import Foundation
import LayoutScene
import Testing

/// Child view controllers and `overrideUserInterfaceStyle`, as UIKit documents it: a view's override stops at an
/// embedded child controller's root view; a controller's override reaches its children; the canvas's reaches all.
@Suite struct ChildControllerTraitsTests {
    final class Recorder: ViewController {
        var moves: [String] = []
        override func willMove(toParent parent: ViewController?) { moves.append("will \(parent == nil ? "nil" : "parent")") }
        override func didMove(toParent parent: ViewController?) { moves.append("did \(parent == nil ? "nil" : "parent")") }
    }

    /// A parent whose view holds `container`, which holds the child's view (embedded when `embeds`) and a `sibling`.
    private func scene(embeds: Bool = true) -> (canvas: Canvas, parent: ViewController, child: Recorder,
                                                container: View, sibling: View, leaf: View) {
        let parent = ViewController(), child = Recorder()
        let canvas = Canvas(hosting: parent, width: 320, height: 480)
        let container = View(), sibling = View(), leaf = View()
        parent.view.addSubview(container)
        container.addSubview(sibling)
        if embeds { parent.addChild(child) }
        container.addSubview(child.view)
        child.view.addSubview(leaf)
        if embeds { child.didMove(toParent: parent) }
        return (canvas, parent, child, container, sibling, leaf)
    }

    @Test func aViewsOverrideStopsAtAChildController() {
        let (_, parent, child, container, sibling, leaf) = scene()
        container.overrideUserInterfaceStyle = .dark
        #expect(sibling.traitCollection.userInterfaceStyle == .dark)
        #expect(child.view.traitCollection.userInterfaceStyle == .light)
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        parent.view.overrideUserInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .light, "the parent's root view is a view too")
        child.view.overrideUserInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark, "the child's own views still count")
    }

    @Test func aControllersOverrideReachesItsChildren() {
        let (canvas, parent, child, _, _, leaf) = scene()
        parent.overrideUserInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        child.overrideUserInterfaceStyle = .light
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        child.overrideUserInterfaceStyle = .unspecified
        parent.overrideUserInterfaceStyle = .unspecified
        canvas.overrideUserInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark, "the canvas is the window: everything inherits it")
    }

    @Test func aControllerThatIsNotEmbeddedInheritsFromItsViewsSuperviews() {
        let (_, parent, child, container, _, leaf) = scene(embeds: false)
        container.overrideUserInterfaceStyle = .dark
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func containmentIsRecordedAndUndone() {
        let (_, parent, child, container, _, leaf) = scene()
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children.first === child)
        #expect(child.moves == ["will parent", "did parent"])
        parent.addChild(child)
        #expect(parent.children.count == 1, "adding twice keeps one")
        child.removeFromParent()
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(child.moves == ["will parent", "did parent", "did nil"])
        container.overrideUserInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark, "no longer a child: the view's override applies")
        #expect(child.viewIfLoaded === child.view)
        #expect(ViewController().viewIfLoaded == nil)
    }
}
