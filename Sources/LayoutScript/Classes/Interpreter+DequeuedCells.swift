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
            return try instantiateReusable(cellClass, [
                Argument(label: "style", value: .implicitMember("default", span), span: span),
                Argument(label: "reuseIdentifier", value: .string([.text(identifier)], span), span: span),
            ], at: span)
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
        try makeItemCell(of: registeredCells[ObjectIdentifier(collection)]?[identifier], at: span)
    }

    /// A new header, footer or other supplementary view of a registered class (a scene class made with its
    /// `init(frame:)` path, a UIKit view class with `init()`, an unknown class's unknown value); a plain view for
    /// nil, as a `UICollectionReusableView`.
    func makeReusableView(of viewType: Value?, at span: SourceSpan) throws -> Value {
        switch viewType {
        case .type(.scriptClass(let viewClass))?:
            return try instantiate(viewClass, nil, in: globals, at: span)
        case let registered? where registered.isUnknown:
            return registered
        case .type(.host(let host))? where isViewType(host):
            return try defaultInstance(of: host, at: span) ?? makeView(View(), at: span)
        default:
            return try makeView(View(), at: span)
        }
    }

    /// A new collection cell of a class (a scene class, a UIKit cell class, an unknown class's unknown value); a
    /// plain cell for nil.
    func makeItemCell(of cellType: Value?, at span: SourceSpan) throws -> Value {
        switch cellType {
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

extension Interpreter {
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`: a new header or footer of the class registered for the
    /// identifier (made with `init(reuseIdentifier:)`, which a scene class's `init()` reaches), a UIKit one for
    /// `UITableViewHeaderFooterView.self`, an unknown value for a class no file declares, and nil for an identifier
    /// nothing registered, as UIKit gives.
    ///
    /// ```swift
    /// table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    /// let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader
    /// ```
    func dequeueSectionView(in table: TableView, identifier: String, at span: SourceSpan) throws -> Value {
        switch registeredSectionViews[ObjectIdentifier(table)]?[identifier] {
        case .type(.scriptClass(let viewClass))?:
            return try instantiateReusable(viewClass, [
                Argument(label: "reuseIdentifier", value: .string([.text(identifier)], span), span: span),
            ], at: span)
        case let registered? where registered.isUnknown:
            return registered
        case .type(.host(let host))? where host.isSubtype(of: registry.type(TableViewHeaderFooterView.self)):
            return try defaultInstance(of: host, at: span)
                ?? makeView(TableViewHeaderFooterView(reuseIdentifier: identifier), at: span)
        default:
            return .null
        }
    }
}

extension Interpreter {
    /// A new cell of the first class `table` registered (in registration order), as its data source in another
    /// file would dequeue it; nil when it registered none, or only classes no file declares.
    func registeredCell(of table: TableView) -> TableViewCell? {
        guard let identifier = table.registeredIdentifiers.first(where: {
            registeredCells[ObjectIdentifier(table)]?[$0]?.isUnknown == false
        }) else { return nil }
        return (try? dequeueCell(in: table, identifier: identifier, at: SourceSpan(start: 0, end: 0)))?
            .host(TableViewCell.self)
    }

    /// A new cell of the first class `collection` registered, as ``registeredCell(of:)`` for tables.
    func registeredItemCell(of collection: CollectionView) -> CollectionViewCell? {
        guard let identifier = collection.registeredIdentifiers.first(where: {
            registeredCells[ObjectIdentifier(collection)]?[$0]?.isUnknown == false
        }) else { return nil }
        return (try? dequeueItemCell(in: collection, identifier: identifier, at: SourceSpan(start: 0, end: 0)))?
            .host(CollectionViewCell.self)
    }
}

extension Interpreter {
    /// A new instance of a registered scene class, made as UIKit makes a reused view (with `arguments`:
    /// `init(style:reuseIdentifier:)`, `init(reuseIdentifier:)`), else with the class's own `init()`.
    func instantiateReusable(_ scriptClass: ScriptClass, _ arguments: [Argument], at span: SourceSpan) throws
        -> Value {
        let call = Call(callee: .name(scriptClass.name, span), arguments: arguments, span: span, anchor: span)
        do {
            return try instantiate(scriptClass, call, in: globals, at: span)
        } catch let failure as ScriptFailure where failure.message.hasPrefix("no exact matches") {
            return try instantiate(scriptClass, nil, in: globals, at: span)
        }
    }
}

extension Interpreter {
    /// A list's dequeue method a library adds (Reusable's `dequeueReusableCell(for:cellType:)`), called with the
    /// scene's cell class (`cellType: TrackCell.self`): a new cell of that class, made as a registered one is, with a
    /// warning that the method is unknown; nil for any other call.
    func dequeuedCellOfClassGiven(_ list: Any, _ name: String, _ call: Call, candidates: [HostFunction],
                                  in scope: Scope, at span: SourceSpan) throws -> Value? {
        guard name.hasPrefix("dequeueReusable"), list is TableView || list is CollectionView else { return nil }
        let shapes = candidates.map(\.parameters.shapes)
        guard !shapes.contains(where: { ArgumentMatching.match(call.arguments, to: $0) != nil }) else { return nil }
        let values = try call.arguments.map { try evaluate($0.value, in: scope) }
        guard let cellClass = values.lazy.compactMap({ value -> ScriptClass? in
            if case .type(.scriptClass(let scriptClass)) = value, scriptClass.hostBase.isView { return scriptClass }
            return nil
        }).first else { return nil }
        let symbol = "\(list is TableView ? "UITableView" : "UICollectionView").\(Selector.text(name, call.labels))"
        if skipped.noteUnknown(symbol) {
            warn("unknown symbol '\(symbol)': UIKit has no such method (a library's); the cell is a new "
                     + "'\(cellClass.name)', the class it is given, as a registered cell is made", at: span)
        }
        if list is TableView, cellClass.hostBase == .tableViewCell {
            return try instantiateReusable(cellClass, [
                Argument(label: "style", value: .implicitMember("default", span), span: span),
                Argument(label: "reuseIdentifier", value: .string([.text(cellClass.name)], span), span: span),
            ], at: span)
        }
        return try makeItemCell(of: .type(.scriptClass(cellClass)), at: span)
    }
}
