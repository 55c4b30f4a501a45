import Foundation
import LayoutScene

/// An instance of a scene class deriving from `UITableViewController`: its view is a table whose data source and
/// delegate are the instance, as UIKit's `loadView` makes them, so the class's `tableView(_:…)` overrides fill it.
final class ScriptedTableViewController: TableViewController, ScriptedControllerObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(style: .plain)
    }

    override func loadView() {
        super.loadView()
        ListControllerAnswerers.adopt(tableView, for: self)
    }
}

/// An instance of a scene class deriving from `UICollectionViewController`: its view is a collection whose data
/// source and delegate are the instance, as UIKit's `loadView` makes them.
final class ScriptedCollectionViewController: CollectionViewController, ScriptedControllerObject {
    let instance: ScriptInstance
    let interpreter: Interpreter

    init(instance: ScriptInstance, interpreter: Interpreter) {
        self.instance = instance
        self.interpreter = interpreter
        super.init(collectionViewLayout: CollectionViewFlowLayout())
    }

    override func loadView() {
        super.loadView()
        ListControllerAnswerers.adopt(collectionView, for: self)
    }
}

/// How a table or collection controller answers for its list: UIKit makes the controller the list's data source
/// and delegate when it makes the list (in `loadView`, or when code gives it one), unless code set others.
///
/// ```swift
/// ListControllerAnswerers.adopt(controller.tableView, for: controller)
/// ```
enum ListControllerAnswerers {
    /// Makes `controller` the data source and delegate of `list` where the list has none.
    static func adopt(_ list: (any ScriptedListOwner)?, for controller: any ScriptedObject) {
        guard let list else { return }
        for name in ["dataSource", "delegate"] where list.answeringObject(name) == nil {
            list.setScriptedAnswerer(name, .object(controller))
        }
    }

    /// What UIKit's own implementation of a list method returns when an override calls `super`: one section, no
    /// rows or items, the automatic height, no title or section view; nil for a selector that is none of these.
    static func baseValue(of selector: String) -> Value? {
        if selector == "numberOfSections(in:)" { return .int(1) }
        if selector.hasSuffix("numberOfRowsInSection:)") || selector.hasSuffix("numberOfItemsInSection:)") {
            return .int(0)
        }
        if selector.contains("height") { return .double(Double(TableView.automaticDimension)) }
        if selector.contains("titleFor") || selector.contains("viewFor") { return .null }
        return nil
    }
}
