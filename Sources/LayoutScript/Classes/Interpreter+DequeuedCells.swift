import Foundation
import LayoutScene

/// `dequeueReusableCell(withIdentifier:for:)`: a new cell of the class registered for the identifier, made as UIKit
/// makes it (`init(style: .default, reuseIdentifier:)`, which a scene class's `init()` reaches); a UIKit cell for
/// `UITableViewCell.self` or an identifier nothing registered (the variant without `for:` gives nil then, as UIKit
/// does); an unknown value for a class no file declares, whose cell the table then shows as a default cell.
///
/// ```swift
/// table.register(TrackCell.self, forCellReuseIdentifier: "track")
/// let cell = table.dequeueReusableCell(withIdentifier: "track", for: indexPath) as! TrackCell
/// ```
extension Interpreter {
    func dequeueCell(in table: TableView, identifier: String, at span: SourceSpan, orNil: Bool = false) throws
        -> Value {
        switch registeredCells[ObjectIdentifier(table)]?[identifier] {
        case .type(.scriptClass(let cellClass))?:
            let call = Call(callee: .name(cellClass.name, span), arguments: [
                Argument(label: "style", value: .implicitMember("default", span), span: span),
                Argument(label: "reuseIdentifier", value: .string([.text(identifier)], span), span: span),
            ], span: span, anchor: span)
            do {
                return try instantiate(cellClass, call, in: globals, at: span)
            } catch let failure as ScriptFailure where failure.message.hasPrefix("no exact matches") {
                return try instantiate(cellClass, nil, in: globals, at: span) // a cell with an `init()` of its own
            }
        case let registered? where registered.isUnknown:
            return registered
        case .type(.host(let host))? where host.isSubtype(of: registry.type(TableViewCell.self)):
            return try defaultInstance(of: host, at: span) ?? makeView(TableViewCell(), at: span)
        default:
            if orNil { return .null }
            return try makeView(TableViewCell(style: .default, reuseIdentifier: identifier), at: span)
        }
    }
}

extension TableView {
    /// The scene object answering as `dataSource` or `delegate` (`name`), if one does.
    func scriptedAnswerer(_ name: String) -> ScriptedTableDataSource? {
        if name == "dataSource" { return dataSource as? ScriptedTableDataSource }
        return delegate as? ScriptedTableDataSource
    }

    /// Makes a scene object the table's `dataSource` or `delegate` (`name`); nil clears it, and anything else (an
    /// unknown value, a UIKit object) leaves it unset.
    func setScriptedAnswerer(_ name: String, _ value: Value) {
        var answerer: ScriptedTableDataSource?
        if case .object(let object as any ScriptedObject) = value {
            let adapter = ScriptedTableDataSource(object: object, interpreter: object.interpreter)
            object.interpreter.tableDataSources.append(adapter)
            answerer = adapter
        }
        if name == "dataSource" { dataSource = answerer } else { delegate = answerer }
    }
}
