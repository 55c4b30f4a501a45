import Foundation
import LayoutScene

/// A scene class deriving from `UIControl`.
final class ScriptedControl: Control, ScriptedViewObject {
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

/// A scene class deriving from `UIButton`: a `.custom` button, as `init(frame:)` makes in UIKit.
final class ScriptedButton: Button, ScriptedViewObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(type: .custom)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        interpreter.overriddenIntrinsicContentSize(of: self) ?? super.intrinsicContentSize
    }

    var baseIntrinsicContentSize: CGSize { super.intrinsicContentSize }
}

/// A scene class deriving from `UITextField`.
final class ScriptedTextField: TextField, ScriptedViewObject {
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

/// A scene class deriving from `UIImageView`: no image until the code sets one.
final class ScriptedImageView: ImageView, ScriptedViewObject {
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

/// A scene class deriving from `UITextView`.
final class ScriptedTextView: TextView, ScriptedViewObject {
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
