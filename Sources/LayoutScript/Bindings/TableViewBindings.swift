import Foundation
import LayoutScene

/// `UITableView` / `TableView`: style, row heights, separators; `register`, `dataSource` and `delegate` accepted
/// (data sources are not run).
enum TableViewBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let table = registry.type(TableView.self)
        let style = t.host(TableViewStyle.self)
        table.initializer("init()", []) { try $0.interpreter.makeView(TableView(), at: $0.span) }
        table.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(TableView(frame: $0.get(0)), at: $0.span)
        }
        table.initializer("init(frame:style:)", [t.rect, style]) {
            try $0.interpreter.makeView(TableView(frame: $0.get(0), style: $0.get(1)), at: $0.span)
        }
        table.constant("automaticDimension", TableView.automaticDimension)
        table.readOnly("style", \TableView.style)
        table.property("rowHeight", \TableView.rowHeight)
        table.property("estimatedRowHeight", \TableView.estimatedRowHeight)
        table.property("sectionHeaderHeight", \TableView.sectionHeaderHeight)
        table.property("sectionFooterHeight", \TableView.sectionFooterHeight)
        table.property("separatorStyle", \TableView.separatorStyle)
        table.property("separatorColor", \TableView.separatorColor)
        table.property("separatorInset", \TableView.separatorInset)
        table.property("allowsSelection", \TableView.allowsSelection)
        bindIgnoredHooks(table, t)
        table.method("register(_:forCellReuseIdentifier:)", [.any, t.string]) {
            try $0.receiver(TableView.self).register(nil, forCellReuseIdentifier: $0.get(1)); return .void
        }
        table.method("register(_:forHeaderFooterViewReuseIdentifier:)", [.any, t.string]) { _ in .void }
        table.method("reloadData()", []) { _ in .void }
        registry.type(TableViewStyle.self).namedCases(TableViewStyle.self)
    }

    /// `dataSource`, `delegate` (and a collection's `prefetchDataSource`): accepted and kept as set, never called.
    static func bindIgnoredHooks(_ type: HostType, _ t: BindingTypes) {
        for name in ["dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate"] {
            type.properties[name] = HostProperty(type: .optional(.any), get: { _ in .null },
                                                 set: { receiver, _ in receiver }, namesItem: false)
        }
    }
}
