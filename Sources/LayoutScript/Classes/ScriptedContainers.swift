import Foundation
import LayoutScene

/// An instance of a scene class deriving from `UINavigationController`.
final class ScriptedNavigationController: NavigationController, ScriptedControllerObject {
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

/// An instance of a scene class deriving from `UIPageViewController`.
final class ScriptedPageViewController: PageViewController, ScriptedControllerObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
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
