import Foundation
import LayoutScene

/// `UITableView` / `TableView`: style, row heights, separators; a scene object set as `dataSource` (and `delegate`)
/// fills the table when it is laid out (``ScriptedTableDataSource``); `register` notes a cell class per identifier and
/// `dequeueReusableCell(withIdentifier:for:)` makes a new one (see ``Interpreter/dequeueCell(in:identifier:at:)``),
/// and likewise for section headers and footers (``Interpreter/dequeueSectionView(in:identifier:at:)``).
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
        table.property("tableHeaderView", \TableView.tableHeaderView)
        table.property("tableFooterView", \TableView.tableFooterView)
        table.property("sectionHeaderHeight", \TableView.sectionHeaderHeight)
        table.property("sectionFooterHeight", \TableView.sectionFooterHeight)
        table.property("sectionHeaderTopPadding", \TableView.sectionHeaderTopPadding)
        table.property("estimatedSectionHeaderHeight", \TableView.estimatedSectionHeaderHeight)
        table.property("estimatedSectionFooterHeight", \TableView.estimatedSectionFooterHeight)
        table.property("separatorStyle", \TableView.separatorStyle)
        table.property("separatorColor", \TableView.separatorColor)
        table.property("separatorInset", \TableView.separatorInset)
        table.property("allowsSelection", \TableView.allowsSelection)
        bindIgnoredHooks(table, t)
        bindAnswerers(table)
        table.method("register(_:forCellReuseIdentifier:)", [.any, t.string]) { call in
            let table = try call.receiver(TableView.self)
            let identifier: String = try call.get(1)
            table.register(nil, forCellReuseIdentifier: identifier)
            call.interpreter.registeredCells[ObjectIdentifier(table), default: [:]][identifier] = call.value(0)
            return .void
        }
        table.method("dequeueReusableCell(withIdentifier:for:)", [t.string, .any]) { call in
            try call.interpreter.dequeueCell(in: call.receiver(TableView.self), identifier: call.get(0),
                                             at: call.span)
        }
        table.method("dequeueReusableCell(withIdentifier:)", [t.string]) { call in
            try call.interpreter.dequeueCell(in: call.receiver(TableView.self), identifier: call.get(0),
                                             at: call.span, orNil: true)
        }
        table.method("register(_:forHeaderFooterViewReuseIdentifier:)", [.any, t.string]) { call in
            let table = try call.receiver(TableView.self)
            let identifier: String = try call.get(1)
            call.interpreter.registeredSectionViews[ObjectIdentifier(table), default: [:]][identifier] = call.value(0)
            return .void
        }
        table.method("dequeueReusableHeaderFooterView(withIdentifier:)", [t.string]) { call in
            try call.interpreter.dequeueSectionView(in: call.receiver(TableView.self), identifier: call.get(0),
                                                    at: call.span)
        }
        table.method("reloadData()", []) { try $0.receiver(TableView.self).reloadData(); return .void }
        registry.type(TableViewStyle.self).namedCases(TableViewStyle.self)
    }

    /// `dataSource` and `delegate` of a table or collection: a scene object set as either answers through its adapter
    /// (see ``ScriptedListOwner``); reading gives that object back.
    static func bindAnswerers(_ type: HostType) {
        for name in ["dataSource", "delegate"] {
            type.properties[name] = HostProperty(
                type: .optional(.any),
                get: { receiver in
                    (receiver as? ScriptedListOwner)?.answeringObject(name).map { .object($0) } ?? .null
                },
                set: { receiver, value in
                    (receiver as? ScriptedListOwner)?.setScriptedAnswerer(name, value)
                    return receiver
                }, namesItem: false, isWeak: true)
        }
    }

    /// `prefetchDataSource`, `dragDelegate` and `dropDelegate`: accepted and kept as set, never called.
    static func bindIgnoredHooks(_ type: HostType, _ t: BindingTypes) {
        for name in ["prefetchDataSource", "dragDelegate", "dropDelegate"] {
            type.properties[name] = HostProperty(type: .optional(.any), get: { _ in .null },
                                                 set: { receiver, _ in receiver }, namesItem: false, isWeak: true)
        }
    }
}
