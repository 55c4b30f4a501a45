import Foundation

/// One of the calls UIKit makes on a view controller while it is shown and laid out, in the order it makes them.
///
/// ```swift
/// controller.performLifecycleStep(.viewWillAppear(false))
/// ```
package enum ViewControllerLifecycleStep: Sendable, Hashable {
    case loadView, viewDidLoad, viewWillAppear(Bool), viewDidAppear(Bool), updateViewConstraints,
         viewWillLayoutSubviews, viewDidLayoutSubviews
}

/// A view controller whose lifecycle calls are answered by something other than its Swift overrides (an interpreted
/// scene class): LayoutScene hands it every step instead of calling the method, and the forwarder reaches the
/// class's own implementation with ``ViewController/performOwnLifecycleStep(_:)`` (what `super.viewDidLoad()` does).
///
/// ```swift
/// final class InterpretedController: ViewController, LifecycleForwarding {
///     func forwardLifecycleStep(_ step: ViewControllerLifecycleStep) { performOwnLifecycleStep(step) }
/// }
/// ```
package protocol LifecycleForwarding: ViewController {
    /// Runs `step` for this controller.
    func forwardLifecycleStep(_ step: ViewControllerLifecycleStep)
}

extension ViewController {
    /// Makes the lifecycle call `step` as UIKit would: through the controller's ``LifecycleForwarding`` when it has
    /// one, otherwise its (possibly overridden) method.
    ///
    /// ```swift
    /// controller.performLifecycleStep(.viewDidLayoutSubviews)
    /// ```
    package func performLifecycleStep(_ step: ViewControllerLifecycleStep) {
        if let forwarding = self as? any LifecycleForwarding {
            forwarding.forwardLifecycleStep(step)
        } else {
            performOwnLifecycleStep(step)
        }
    }

    /// Calls the method for `step` on this controller, bypassing any ``LifecycleForwarding``.
    ///
    /// ```swift
    /// controller.performOwnLifecycleStep(.viewDidLoad) // the class's viewDidLoad()
    /// ```
    package func performOwnLifecycleStep(_ step: ViewControllerLifecycleStep) {
        switch step {
        case .loadView: loadView()
        case .viewDidLoad: viewDidLoad()
        case .viewWillAppear(let animated): viewWillAppear(animated)
        case .viewDidAppear(let animated): viewDidAppear(animated)
        case .updateViewConstraints: updateViewConstraints()
        case .viewWillLayoutSubviews: viewWillLayoutSubviews()
        case .viewDidLayoutSubviews: viewDidLayoutSubviews()
        }
    }
}
