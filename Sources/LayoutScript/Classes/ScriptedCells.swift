import Foundation
import LayoutScene

/// A scene class deriving from `UITableViewCell`: made as a `.default` 320 × 44 cell; `super.init(style:…)` sets its
/// style before the subclass's initializer body goes on.
final class ScriptedTableViewCell: TableViewCell, ScriptedViewObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(style: .default, reuseIdentifier: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        interpreter.overriddenIntrinsicContentSize(of: self) ?? super.intrinsicContentSize
    }

    var baseIntrinsicContentSize: CGSize { super.intrinsicContentSize }
}

/// A scene class deriving from `UITableViewHeaderFooterView`.
final class ScriptedTableHeaderFooterView: TableViewHeaderFooterView, ScriptedViewObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(reuseIdentifier: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        interpreter.overriddenIntrinsicContentSize(of: self) ?? super.intrinsicContentSize
    }

    var baseIntrinsicContentSize: CGSize { super.intrinsicContentSize }
}

/// A scene class deriving from `UICollectionViewCell`.
final class ScriptedCollectionViewCell: CollectionViewCell, ScriptedViewObject {
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

/// A scene subclass of `UICollectionViewListCell`, as ``ScriptedCollectionViewCell``.
final class ScriptedCollectionViewListCell: CollectionViewListCell, ScriptedViewObject {
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
