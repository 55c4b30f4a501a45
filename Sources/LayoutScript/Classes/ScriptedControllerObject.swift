import Foundation
import LayoutScene

/// A scene-class view controller (of `UIViewController` or a container layoutviz models): LayoutScene forwards
/// every lifecycle call to it, and it runs the scene's override, or UIKit's behaviour when the scene does not
/// override it. A class conforming needs nothing but its instance and interpreter.
protocol ScriptedControllerObject: LifecycleForwarding, ScriptedObject {}

extension ScriptedControllerObject {
    /// Runs the scene's override of a lifecycle call, or UIKit's behaviour (and, after `viewDidLoad`, the hooks of
    /// a substituted base class, or those its override held back).
    func forwardLifecycleStep(_ step: ViewControllerLifecycleStep) {
        if step == .viewDidLoad { interpreter.loadOutletsFromStoryboard(of: self) }
        if !interpreter.runOverride(step.selector, of: self, arguments: step.arguments) {
            performOwnLifecycleStep(step)
            if step == .viewDidLoad { interpreter.runBaseClassHooksFromLifecycle(of: self) }
        } else if step == .viewDidLoad {
            interpreter.runAwaitedBaseClassHooks(of: self)
        }
    }

    /// UIKit's own behaviour for a lifecycle call: what `super.viewDidLoad()` and friends reach. Other overridable
    /// selectors (`viewWillDisappear(_:)`, …) do nothing, as UIKit never calls them while a snapshot is taken.
    func callBaseImplementation(_ selector: String, _ arguments: [Value]) {
        guard let step = ViewControllerLifecycleStep(selector: selector, arguments: arguments) else { return }
        performOwnLifecycleStep(step)
    }
}

extension ViewControllerLifecycleStep {
    /// The step's selector, as the scene's override is declared (`viewWillAppear(_:)`).
    var selector: String {
        switch self {
        case .loadView: "loadView()"
        case .viewDidLoad: "viewDidLoad()"
        case .viewWillAppear: "viewWillAppear(_:)"
        case .viewDidAppear: "viewDidAppear(_:)"
        case .updateViewConstraints: "updateViewConstraints()"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews()"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews()"
        }
    }

    /// The arguments the override is called with (`animated`).
    var arguments: [Value] {
        switch self {
        case .viewWillAppear(let animated), .viewDidAppear(let animated): [.bool(animated)]
        default: []
        }
    }

    /// The step a `super` call with `selector` makes; nil for a selector that is no lifecycle step. `animated` is
    /// false unless the first argument is `true`.
    init?(selector: String, arguments: [Value]) {
        let animated = if case .bool(let flag)? = arguments.first { flag } else { false }
        switch selector {
        case "loadView()": self = .loadView
        case "viewDidLoad()": self = .viewDidLoad
        case "viewWillAppear(_:)": self = .viewWillAppear(animated)
        case "viewDidAppear(_:)": self = .viewDidAppear(animated)
        case "updateViewConstraints()": self = .updateViewConstraints
        case "viewWillLayoutSubviews()": self = .viewWillLayoutSubviews
        case "viewDidLayoutSubviews()": self = .viewDidLayoutSubviews
        default: return nil
        }
    }
}
