import Foundation
import LayoutScene
import Testing

/// A controller's default view is made with the size of the screen it is shown on, as UIKit makes it, so
/// `viewDidLoad` code that reads `view.bounds` sees that size; a child takes its parent's.
@Suite struct InitialViewFrameTests {
    final class Gallery: ViewController {
        var boundsInViewDidLoad = CGRect.null

        override func viewDidLoad() {
            super.viewDidLoad()
            boundsInViewDidLoad = view.bounds
        }
    }

    final class CustomRoot: ViewController {
        override func loadView() { view = View() }
    }

    @Test func theHostedControllersViewHasTheCanvasSizeInViewDidLoad() {
        let gallery = Gallery()
        _ = Canvas(hosting: gallery, width: 393, height: 852)
        #expect(gallery.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func aChildTakesItsParentsSize() {
        let parent = Gallery()
        _ = Canvas(hosting: parent, width: 320, height: 568)
        let child = Gallery()
        parent.addChild(child)
        #expect(child.view.bounds == CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test func aViewMadeInLoadViewKeepsItsOwnFrame() {
        let custom = CustomRoot()
        let canvas = Canvas(hosting: custom, width: 320, height: 568)
        #expect(canvas.subviews.first === custom.view)
        #expect(custom.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    }
}
