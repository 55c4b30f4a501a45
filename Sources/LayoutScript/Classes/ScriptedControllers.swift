import Foundation
import LayoutScene

/// An instance of a scene class deriving from `UIViewController`.
final class ScriptedViewController: ViewController, ScriptedControllerObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init()
    }
}

/// An instance of a scene class deriving from `UINavigationController`.
final class ScriptedNavigationController: NavigationController, ScriptedControllerObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init()
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
}

/// An instance of a scene class deriving from `UITabBarController`.
final class ScriptedTabBarController: TabBarController, ScriptedControllerObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init()
    }
}
