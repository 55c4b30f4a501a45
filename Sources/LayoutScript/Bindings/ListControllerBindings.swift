import Foundation
import LayoutScene

/// `UITableViewController` (`init(style:)`, `tableView`) and `UICollectionViewController`
/// (`init(collectionViewLayout:)`, `collectionView`, `collectionViewLayout`); a list code gives the controller gets
/// the controller as its data source and delegate where it has none, as UIKit's setter does.
enum ListControllerBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let tables = registry.type(TableViewController.self)
        tables.initializer("init(style:)", [t.host(TableViewStyle.self)]) {
            .object(TableViewController(style: try $0.get(0)))
        }
        tables.initializer("init()", []) { _ in .object(TableViewController()) }
        tables.properties["tableView"] = listProperty(TableView.self, t.host(TableView.self),
                                                      get: { (controller: TableViewController) in controller.tableView },
                                                      set: { $0.tableView = $1 })
        tables.property("clearsSelectionOnViewWillAppear", \TableViewController.clearsSelectionOnViewWillAppear)
        let collections = registry.type(CollectionViewController.self)
        collections.initializer("init(collectionViewLayout:)", [t.host(CollectionViewLayout.self)]) {
            .object(CollectionViewController(collectionViewLayout: try $0.get(0)))
        }
        collections.initializer("init()", []) { _ in .object(CollectionViewController()) }
        collections.properties["collectionView"] = listProperty(
            CollectionView.self, t.host(CollectionView.self),
            get: { (controller: CollectionViewController) in controller.collectionView },
            set: { $0.collectionView = $1 })
        collections.readOnly("collectionViewLayout", \CollectionViewController.collectionViewLayout)
        collections.property("clearsSelectionOnViewWillAppear",
                             \CollectionViewController.clearsSelectionOnViewWillAppear)
    }

    /// The controller's list: reading loads the view; setting makes the list the view, answered by the controller
    /// where nothing else answers it.
    private static func listProperty<Controller, List: View & ScriptedListOwner>(
        _ list: List.Type, _ type: ScriptType, get: @escaping (Controller) -> List?,
        set: @escaping (Controller, List?) -> Void) -> HostProperty {
        HostProperty(
            type: .optional(type),
            get: { receiver in (receiver as? Controller).flatMap(get).map { .object($0) } ?? .null },
            set: { receiver, value in
                guard let controller = receiver as? Controller else { return receiver }
                let newList = value.host(List.self)
                set(controller, newList)
                if let scripted = HostBase.scriptedObject(controller) {
                    ListControllerAnswerers.adopt(newList, for: scripted)
                }
                return receiver
            }, namesItem: false)
    }
}
