import Foundation
import LayoutScene

/// A LayoutScene object standing for an instance of a scene class: it holds the instance's properties and routes
/// the overridable members (lifecycle calls, `intrinsicContentSize`) to the scene's code.
protocol ScriptedObject: AnyObject {
    var instance: ScriptInstance { get }
    var interpreter: Interpreter { get }
}

/// A scene-class view, which can still reach UIKit's own intrinsic size (`super.intrinsicContentSize`).
protocol ScriptedViewObject: ScriptedObject {
    var baseIntrinsicContentSize: CGSize { get }
}

/// An instance of a scene class deriving from `UIView`.
final class ScriptedView: View, ScriptedViewObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        interpreter.overriddenIntrinsicContentSize(of: self) ?? super.intrinsicContentSize
    }

    var baseIntrinsicContentSize: CGSize { super.intrinsicContentSize }
}

/// An instance of a scene class deriving from `UILabel`.
final class ScriptedLabel: Label, ScriptedViewObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        interpreter.overriddenIntrinsicContentSize(of: self) ?? super.intrinsicContentSize
    }

    var baseIntrinsicContentSize: CGSize { super.intrinsicContentSize }
}

/// An instance of a scene class deriving from `UIScrollView`.
final class ScriptedScrollView: ScrollView, ScriptedViewObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        interpreter.overriddenIntrinsicContentSize(of: self) ?? super.intrinsicContentSize
    }

    var baseIntrinsicContentSize: CGSize { super.intrinsicContentSize }
}

/// An instance of a scene class deriving from `UIStackView`.
final class ScriptedStackView: StackView, ScriptedViewObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        interpreter.overriddenIntrinsicContentSize(of: self) ?? super.intrinsicContentSize
    }

    var baseIntrinsicContentSize: CGSize { super.intrinsicContentSize }
}

/// A scene-class view controller (of `UIViewController` or a container layoutviz models): each lifecycle call
/// LayoutScene makes runs the scene's override, or UIKit's behaviour when the scene does not override it.
protocol ScriptedControllerObject: ViewController, ScriptedObject {
    /// UIKit's own behaviour for a lifecycle call: what `super.viewDidLoad()` and friends reach.
    func callBaseImplementation(_ selector: String, _ arguments: [Value])
}

extension ScriptedControllerObject {
    /// Runs the scene's override of a lifecycle call, or UIKit's behaviour (and, after `viewDidLoad`, the hooks of
    /// a substituted base class).
    func dispatch(_ selector: String, _ arguments: [Value]) {
        if !interpreter.runOverride(selector, of: self, arguments: arguments) {
            callBaseImplementation(selector, arguments)
            if selector == "viewDidLoad()" { interpreter.runBaseClassHooksFromLifecycle(of: self) }
        }
    }
}

/// An instance of a scene class deriving from `UIViewController`.
final class ScriptedViewController: ViewController, ScriptedControllerObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init()
    }

    override func loadView() { dispatch("loadView()", []) }
    override func viewDidLoad() { dispatch("viewDidLoad()", []) }
    override func viewWillAppear(_ animated: Bool) { dispatch("viewWillAppear(_:)", [.bool(animated)]) }
    override func viewDidAppear(_ animated: Bool) { dispatch("viewDidAppear(_:)", [.bool(animated)]) }
    override func updateViewConstraints() { dispatch("updateViewConstraints()", []) }
    override func viewWillLayoutSubviews() { dispatch("viewWillLayoutSubviews()", []) }
    override func viewDidLayoutSubviews() { dispatch("viewDidLayoutSubviews()", []) }

    func callBaseImplementation(_ selector: String, _ arguments: [Value]) {
        let animated = if case .bool(let flag)? = arguments.first { flag } else { false }
        switch selector {
        case "loadView()": super.loadView()
        case "viewDidLoad()": super.viewDidLoad()
        case "viewWillAppear(_:)": super.viewWillAppear(animated)
        case "viewDidAppear(_:)": super.viewDidAppear(animated)
        case "updateViewConstraints()": super.updateViewConstraints()
        case "viewWillLayoutSubviews()": super.viewWillLayoutSubviews()
        case "viewDidLayoutSubviews()": super.viewDidLayoutSubviews()
        default: break
        }
    }
}

/// An instance of a scene class of plain Swift or deriving from `NSObject` (a view model, a data source): it holds
/// the instance's properties and nothing of UIKit.
final class ScriptedPlainObject: ScriptedObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
    }
}
