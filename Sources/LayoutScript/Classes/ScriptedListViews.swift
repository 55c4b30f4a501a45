import Foundation
import LayoutScene

/// An instance of a scene class deriving from `UITableView`: a table (plain until its `super.init(frame:style:)`
/// gives the style) whose `layoutSubviews` and `intrinsicContentSize` overrides the scene's code runs.
final class ScriptedTableView: TableView, ScriptedViewObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(frame: .zero, style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        interpreter.overriddenIntrinsicContentSize(of: self) ?? super.intrinsicContentSize
    }

    var baseIntrinsicContentSize: CGSize { super.intrinsicContentSize }
}

/// An instance of a scene class deriving from `UICollectionView`: a collection (with a flow layout until its
/// `super.init(frame:collectionViewLayout:)` gives the layout).
final class ScriptedCollectionView: CollectionView, ScriptedViewObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        interpreter.overriddenIntrinsicContentSize(of: self) ?? super.intrinsicContentSize
    }

    var baseIntrinsicContentSize: CGSize { super.intrinsicContentSize }
}
