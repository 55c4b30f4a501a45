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

extension Interpreter {
    /// `dequeueReusableCell(withReuseIdentifier:for:)` of a collection: a new cell of the registered class (made with
    /// `init(frame: .zero)`, which a scene class's `init()` reaches), a default cell for an identifier nothing
    /// registered, an unknown value for a class no file declares.
    func dequeueItemCell(in collection: CollectionView, identifier: String, at span: SourceSpan) throws -> Value {
        switch registeredCells[ObjectIdentifier(collection)]?[identifier] {
        case .type(.scriptClass(let cellClass))?:
            return try instantiate(cellClass, nil, in: globals, at: span)
        case let registered? where registered.isUnknown:
            return registered
        case .type(.host(let host))? where host.isSubtype(of: registry.type(CollectionViewCell.self)):
            return try defaultInstance(of: host, at: span) ?? makeView(CollectionViewCell(), at: span)
        default:
            return try makeView(CollectionViewCell(), at: span)
        }
    }
}
