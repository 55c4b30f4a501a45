import Foundation

/// The one child a container controller shows (a navigation controller's top controller, a page controller's
/// page): embedded with ``ViewController/addChild(_:)``, its view pinned to the container's view edges by
/// constraints UIKit would own, the previous one removed. A container whose bar covers the child along one edge
/// (``barEdge``) adds the bar's height to the shown child's ``ViewController/additionalSafeAreaInsets`` there
/// (``setBarInset(_:)``), and takes it back from a child it stops showing.
///
/// ```swift
/// contained.show(page, in: self, below: nil, named: "UIPageViewController")
/// ```
struct ContainedChild {
    /// The edge of the child a container's bar covers.
    enum BarEdge {
        case top, bottom
    }

    private(set) var controller: ViewController?
    /// Where the container's bar is, if it has one.
    let barEdge: BarEdge?
    /// What the bar added to the shown child's additional safe-area insets at ``barEdge``.
    private var barInset: CGFloat = 0
    private var constraints = SystemConstraintSet()

    /// A contained child of a container with a bar along `barEdge` (`nil` for none).
    init(barEdge: BarEdge? = nil) {
        self.barEdge = barEdge
    }

    /// Shows `child` filling `container`'s view, under `sibling` when given (a bar drawn over it); the constraints'
    /// identifiers start with `containerName` (`UINavigationController-content-top`).
    mutating func show(_ child: ViewController, in container: ViewController, below sibling: View?,
                       named containerName: String) {
        guard child !== controller else { return }
        if let controller {
            addToBarEdge(of: controller, -barInset)
            barInset = 0
            controller.view.removeFromSuperview()
            controller.removeFromParent()
        }
        container.addChild(child)
        let content: View = child.view
        content.translatesAutoresizingMaskIntoConstraints = false
        if let sibling { container.view.insertSubview(content, belowSubview: sibling) } else {
            container.view.addSubview(content)
        }
        child.didMove(toParent: container)
        controller = child
        let host: View = container.view
        constraints.update(signature: "\(ObjectIdentifier(content))") {
            [LayoutAttribute.top, .bottom, .leading, .trailing].map { attribute in
                SystemConstraintSet.make("\(containerName)-content-\(attribute)", content, attribute, host, attribute)
            }
        }
    }

    /// Makes what the bar adds to the shown child's additional safe-area insets at ``barEdge`` `inset` (0 while the
    /// bar is hidden).
    mutating func setBarInset(_ inset: CGFloat) {
        guard let controller else { return }
        addToBarEdge(of: controller, inset - barInset)
        barInset = inset
    }

    private func addToBarEdge(of child: ViewController, _ amount: CGFloat) {
        switch barEdge {
        case .top: child.additionalSafeAreaInsets.top += amount
        case .bottom: child.additionalSafeAreaInsets.bottom += amount
        case nil: break
        }
    }
}
