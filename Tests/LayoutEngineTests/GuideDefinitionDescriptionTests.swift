import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Guide definitions print as Auto Layout's system constraints, named after the guide and the edge.
@Suite struct GuideDefinitionDescriptionTests {
    let canvas = Canvas(width: 400, height: 400)

    private func definitions(of guide: LayoutGuide, owner: View) -> [String] {
        let geometry = LayoutGeometry(session: SolverSession(), inputs: DynamicInputs())
        geometry.session.prepareVariables(for: [owner, guide])
        return geometry.guideDefinitions(of: owner).map(\.reference.description)
    }

    @Test func safeAreaGuide() {
        let guide = canvas.safeAreaLayoutGuide
        #expect(definitions(of: guide, owner: canvas) == [
            "<NSLayoutConstraint 'UIViewSafeAreaLayoutGuide-left' UILayoutGuide:root.safeAreaLayoutGuide.left == UIView:root.left>",
            "<NSLayoutConstraint 'UIViewSafeAreaLayoutGuide-top' UILayoutGuide:root.safeAreaLayoutGuide.top == UIView:root.top>",
            "<NSLayoutConstraint 'UIViewSafeAreaLayoutGuide-right' UILayoutGuide:root.safeAreaLayoutGuide.right == UIView:root.right>",
            "<NSLayoutConstraint 'UIViewSafeAreaLayoutGuide-bottom' UILayoutGuide:root.safeAreaLayoutGuide.bottom == UIView:root.bottom>",
        ])
    }

    @Test func marginsGuideWithItsInsets() {
        let guide = canvas.layoutMarginsGuide
        #expect(definitions(of: guide, owner: canvas).suffix(2) == [
            "<NSLayoutConstraint 'UIViewLayoutMarginsGuide-right' UILayoutGuide:root.layoutMarginsGuide.right == UIView:root.right - 8.0>",
            "<NSLayoutConstraint 'UIViewLayoutMarginsGuide-bottom' UILayoutGuide:root.layoutMarginsGuide.bottom == UIView:root.bottom - 8.0>",
        ])
    }

    @Test func scrollViewGuides() {
        let scroll = ScrollView()
        scroll.name = "scroll"
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        let geometry = LayoutGeometry(session: SolverSession(), inputs: DynamicInputs())
        geometry.session.prepareVariables(for: [scroll, scroll.contentLayoutGuide, scroll.frameLayoutGuide])
        #expect(geometry.guideDefinitions(of: scroll).map(\.reference.description) == [
            "<NSLayoutConstraint 'UIScrollView-contentLayoutGuide-left' UILayoutGuide:scroll.contentLayoutGuide.left == UIScrollView:scroll.left>",
            "<NSLayoutConstraint 'UIScrollView-contentLayoutGuide-top' UILayoutGuide:scroll.contentLayoutGuide.top == UIScrollView:scroll.top - 30.0>",
            "<NSLayoutConstraint 'UIScrollView-frameLayoutGuide-left' UILayoutGuide:scroll.frameLayoutGuide.left == UIScrollView:scroll.left>",
            "<NSLayoutConstraint 'UIScrollView-frameLayoutGuide-top' UILayoutGuide:scroll.frameLayoutGuide.top == UIScrollView:scroll.top>",
            "<NSLayoutConstraint 'UIScrollView-frameLayoutGuide-width' UILayoutGuide:scroll.frameLayoutGuide.width == UIScrollView:scroll.width>",
            "<NSLayoutConstraint 'UIScrollView-frameLayoutGuide-height' UILayoutGuide:scroll.frameLayoutGuide.height == UIScrollView:scroll.height>",
        ])
    }

    @Test func topLayoutGuideOfAController() {
        let controller = ViewController()
        let hosting = Canvas(hosting: controller, width: 300, height: 600)
        hosting.deviceSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let guide = controller.topLayoutGuide.guide
        hosting.layout()
        let geometry = LayoutGeometry(session: SolverSession(), inputs: DynamicInputs(
            safeAreaInsets: [ObjectIdentifier(controller.view): controller.view.safeAreaInsets]))
        geometry.session.prepareVariables(for: [controller.view, guide])
        #expect(geometry.guideDefinitions(of: controller.view).map(\.reference.description).prefix(4) == [
            "<_UILayoutSupportConstraint 'UIViewControllerTopLayoutGuide-left' _UILayoutGuide:view.topLayoutGuide.left == UIView:view.left>",
            "<_UILayoutSupportConstraint 'UIViewControllerTopLayoutGuide-width' _UILayoutGuide:view.topLayoutGuide.width == UIView:view.width>",
            "<_UILayoutSupportConstraint 'UIViewControllerTopLayoutGuide-top' _UILayoutGuide:view.topLayoutGuide.top == UIView:view.top>",
            "<_UILayoutSupportConstraint 'UIViewControllerTopLayoutGuide-height' _UILayoutGuide:view.topLayoutGuide.height == 20.0>",
        ])
    }
}
