import Foundation
import LayoutScene

/// A LayoutScene object standing for an instance of a scene class: it holds the instance's properties and routes
/// the overridable members (lifecycle calls, `intrinsicContentSize`) to the scene's code.
protocol ScriptedObject: AnyObject {
    var instance: ScriptInstance { get }
    var interpreter: Interpreter { get }

    /// Makes the object for an instance (``HostBase/makeObject(for:interpreter:)`` calls it).
    init(instance: ScriptInstance, interpreter: Interpreter)
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
