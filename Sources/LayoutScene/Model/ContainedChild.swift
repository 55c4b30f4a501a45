import Foundation

/// The one child a container controller shows (a navigation controller's top controller, a page controller's
/// page): embedded with ``ViewController/addChild(_:)``, its view pinned to the container's view edges by
/// constraints UIKit would own, the previous one removed.
///
/// ```swift
/// contained.show(page, in: self, below: nil, named: "UIPageViewController")
/// ```
struct ContainedChild {
    private(set) var controller: ViewController?
    private var constraints = SystemConstraintSet()

    /// Shows `child` filling `container`'s view, under `sibling` when given (a bar drawn over it); the constraints'
    /// identifiers start with `containerName` (`UINavigationController-content-top`).
    mutating func show(_ child: ViewController, in container: ViewController, below sibling: View?,
                       named containerName: String) {
        guard child !== controller else { return }
        if let controller {
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
}
