import Foundation
import LayoutScene

/// Diffable data sources: `UICollectionViewDiffableDataSource` and `UITableViewDiffableDataSource` (their cell
/// provider closures run when the list is laid out), `NSDiffableDataSourceSnapshot` with its mutating methods, and
/// `UICollectionView.CellRegistration` with `dequeueConfiguredReusableCell(using:for:item:)`. Identifiers are scene
/// values (``ScriptIdentifier``).
enum DiffableDataSourceBindings {
    typealias Snapshot = DiffableDataSourceSnapshot<ScriptIdentifier, ScriptIdentifier>
    typealias CollectionSource = CollectionViewDiffableDataSource<ScriptIdentifier, ScriptIdentifier>
    typealias TableSource = TableViewDiffableDataSource<ScriptIdentifier, ScriptIdentifier>
    typealias Source = DiffableDataSource<ScriptIdentifier, ScriptIdentifier>
    typealias Registration = CollectionView.CellRegistration<CollectionViewCell, Value>
    typealias SupplementaryRegistration = CollectionView.SupplementaryRegistration<View>

    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        bindSources(registry, t)
        bindSnapshot(registry, t)
        bindRegistrations(registry, t)
    }

    private static func identifiers(_ call: HostCall, _ index: Int) -> [ScriptIdentifier] {
        call.list(index).map(ScriptIdentifier.init)
    }

    private static func bindSources(_ registry: HostRegistry, _ t: BindingTypes) {
        let snapshot = t.host(ScriptSnapshot.self), indexPath = t.host(IndexPath.self)
        let source = registry.type(Source.self)
        let apply: (HostCall) throws -> Value = { call in
            let given: ScriptSnapshot = try call.get(0)
            let source = try call.receiver(Source.self)
            (source as? TypedIdentifiers)?.learn(given.sectionType, given.itemType)
            source.apply(given.snapshot)
            return .void
        }
        source.method("apply(_:animatingDifferences:)", [snapshot, t.bool], defaults: 1, apply)
        source.method("apply(_:animatingDifferences:completion:)", [snapshot, t.bool, .optional(.function([], .void))],
                      defaults: 2, apply)
        source.method("applySnapshotUsingReloadData(_:)", [snapshot], apply)
        source.method("snapshot()", []) { call in
            let source = try call.receiver(Source.self)
            let types = (source as? TypedIdentifiers)?.identifierTypes ?? (.any, .any)
            return .object(ScriptSnapshot(snapshot: source.snapshot(), sectionType: types.section, itemType: types.item))
        }
        source.method("itemIdentifier(for:)", [indexPath]) {
            try $0.receiver(Source.self).itemIdentifier(for: $0.get(0))?.value ?? .null
        }
        source.method("indexPath(for:)", [.any], typedBy: { receiver in
            (receiver.host(Source.self) as? TypedIdentifiers).map { [$0.identifierTypes.item] }
        }) {
            try $0.receiver(Source.self).indexPath(for: ScriptIdentifier($0.value(0))).map { .object($0) } ?? .null
        }
        source.method("sectionIdentifier(for:)", [.int]) {
            try $0.receiver(Source.self).sectionIdentifier(for: $0.get(0))?.value ?? .null
        }
        let collectionType = t.host(CollectionView.self), tableType = t.host(TableView.self)
        registry.type(CollectionSource.self).initializer(
            "init(collectionView:cellProvider:)",
            [collectionType, .function([collectionType, indexPath, .any], .optional(t.host(CollectionViewCell.self)))]
        ) { call in
            let provider = call.value(1), interpreter = call.interpreter, span = call.span
            let source = TypedCollectionDiffableDataSource(collectionView: try call.get(0)) {
                [weak interpreter] collection, path, item in
                guard let interpreter else { return nil }
                let made = interpreter.callClosure(provider, [.object(collection), .object(path), item.value], at: span)
                if made?.isUnknown == true {
                    return interpreter.registeredItemCell(of: collection) ?? {
                        let cell = CollectionViewCell()
                        return interpreter.placeholderCell(cell, contentView: cell.contentView, for: made)
                    }()
                }
                return made?.host(CollectionViewCell.self)
            }
            source.learn(generic: call.genericArguments)
            source.interpreter = interpreter
            interpreter.listAnswerers.append(source)
            return .object(source)
        }
        registry.type(CollectionSource.self).properties["supplementaryViewProvider"] = HostProperty(
            type: .optional(.function([collectionType, t.string, indexPath], .optional(t.view))),
            get: { _ in .null },
            set: { receiver, provider in
                guard let source = receiver as? TypedCollectionDiffableDataSource else { return receiver }
                source.supplementaryViewProvider = supplementaryProvider(provider, interpreter: source.interpreter)
                return receiver
            }, namesItem: false)
        let table = registry.type(TableSource.self)
        table.initializer("init(tableView:cellProvider:)",
                          [tableType, .function([tableType, indexPath, .any], .optional(t.host(TableViewCell.self)))]) {
            call in
            let provider = call.value(1), interpreter = call.interpreter, span = call.span
            let source = TypedTableDiffableDataSource(tableView: try call.get(0)) { [weak interpreter] table, path, item in
                guard let interpreter else { return nil }
                let made = interpreter.callClosure(provider, [.object(table), .object(path), item.value], at: span)
                if made?.isUnknown == true {
                    return interpreter.registeredCell(of: table) ?? {
                        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                        return interpreter.placeholderCell(cell, contentView: cell.contentView, for: made)
                    }()
                }
                return made?.host(TableViewCell.self)
            }
            source.learn(generic: call.genericArguments)
            interpreter.listAnswerers.append(source)
            return .object(source)
        }
        table.property("defaultRowAnimation", \TableSource.defaultRowAnimation)
        registry.type(TableViewRowAnimation.self).namedCases(TableViewRowAnimation.self)
    }

    private static func bindSnapshot(_ registry: HostRegistry, _ t: BindingTypes) {
        typealias Shot = ScriptSnapshot
        let snapshot = registry.type(Shot.self)
        snapshot.initializer("init()", []) { call in
            let types = call.genericArguments
            return .object(Shot(snapshot: Snapshot(), sectionType: types.first ?? .any,
                                itemType: types.count > 1 ? types[1] : .any))
        }
        snapshot.readOnly("numberOfSections", .int) { (shot: Shot) in .int(shot.snapshot.numberOfSections) }
        snapshot.readOnly("numberOfItems", .int) { (shot: Shot) in .int(shot.snapshot.numberOfItems) }
        snapshot.readOnly("sectionIdentifiers", .array(.any)) { (shot: Shot) in
            .array(shot.snapshot.sectionIdentifiers.map(\.value))
        }
        snapshot.readOnly("itemIdentifiers", .array(.any)) { (shot: Shot) in
            .array(shot.snapshot.itemIdentifiers.map(\.value))
        }
        let bySection: (Value) -> [ScriptType]? = { $0.host(Shot.self).map { [$0.sectionType] } }
        let byItem: (Value) -> [ScriptType]? = { $0.host(Shot.self).map { [$0.itemType] } }
        snapshot.method("numberOfItems(inSection:)", [.any], typedBy: bySection) {
            .int(try $0.receiver(Shot.self).snapshot.numberOfItems(inSection: ScriptIdentifier($0.value(0))))
        }
        snapshot.method("itemIdentifiers(inSection:)", [.any], typedBy: bySection) {
            .array(try $0.receiver(Shot.self).snapshot.itemIdentifiers(inSection: ScriptIdentifier($0.value(0)))
                .map(\.value))
        }
        snapshot.method("sectionIdentifier(containingItem:)", [.any], typedBy: byItem) {
            try $0.receiver(Shot.self).snapshot.sectionIdentifier(containingItem: ScriptIdentifier($0.value(0)))?
                .value ?? .null
        }
        snapshot.method("indexOfItem(_:)", [.any], typedBy: byItem) {
            try $0.receiver(Shot.self).snapshot.indexOfItem(ScriptIdentifier($0.value(0))).map(Value.int) ?? .null
        }
        snapshot.method("indexOfSection(_:)", [.any], typedBy: bySection) {
            try $0.receiver(Shot.self).snapshot.indexOfSection(ScriptIdentifier($0.value(0))).map(Value.int) ?? .null
        }
        bindSnapshotEdits(snapshot)
    }

    /// The snapshot's mutating methods; their identifier arguments take the snapshot's identifier types.
    private static func bindSnapshotEdits(_ snapshot: HostType) {
        typealias Shot = ScriptSnapshot
        let list = ScriptType.array(.any)
        snapshot.mutatingMethod("appendSections(_:)", [list], typedBy: { (shot: Shot) in [.array(shot.sectionType)] }) {
            (shot: inout Shot, call) in
            shot.learnSectionType(from: call.list(0))
            shot.snapshot.appendSections(identifiers(call, 0))
            return .void
        }
        snapshot.mutatingMethod("appendItems(_:toSection:)", [list, .any], defaults: 1, typedBy: { (shot: Shot) in
            [.array(shot.itemType), .optional(shot.sectionType)]
        }) { (shot: inout Shot, call) in
            shot.learnItemType(from: call.list(0))
            let section = call.isProvided(1) && !call.value(1).isNull ? ScriptIdentifier(call.value(1)) : nil
            shot.snapshot.appendItems(identifiers(call, 0), toSection: section)
            return .void
        }
        let edits: [(String, Bool, (inout Snapshot, [ScriptIdentifier], ScriptIdentifier) -> Void)] = [
            ("insertItems(_:beforeItem:)", false, { $0.insertItems($1, beforeItem: $2) }),
            ("insertItems(_:afterItem:)", false, { $0.insertItems($1, afterItem: $2) }),
            ("insertSections(_:beforeSection:)", true, { $0.insertSections($1, beforeSection: $2) }),
            ("insertSections(_:afterSection:)", true, { $0.insertSections($1, afterSection: $2) }),
        ]
        for (selector, ofSections, edit) in edits {
            snapshot.mutatingMethod(selector, [list, .any], typedBy: { (shot: Shot) in
                let type = ofSections ? shot.sectionType : shot.itemType
                return [.array(type), type]
            }) { (shot: inout Shot, call) in
                edit(&shot.snapshot, identifiers(call, 0), ScriptIdentifier(call.value(1)))
                return .void
            }
        }
        let removals: [(String, Bool, (inout Snapshot, [ScriptIdentifier]) -> Void)] = [
            ("deleteItems(_:)", false, { $0.deleteItems($1) }), ("deleteSections(_:)", true, { $0.deleteSections($1) }),
            ("reloadItems(_:)", false, { $0.reloadItems($1) }), ("reconfigureItems(_:)", false, { $0.reconfigureItems($1) }),
            ("reloadSections(_:)", true, { $0.reloadSections($1) }),
            ("reconfigureSections(_:)", true, { $0.reloadSections($1) }),
        ]
        for (selector, ofSections, removal) in removals {
            snapshot.mutatingMethod(selector, [list], typedBy: { (shot: Shot) in
                [.array(ofSections ? shot.sectionType : shot.itemType)]
            }) { (shot: inout Shot, call) in
                removal(&shot.snapshot, identifiers(call, 0))
                return .void
            }
        }
        snapshot.mutatingMethod("deleteAllItems()", []) { (shot: inout Shot, _) in
            shot.snapshot.deleteAllItems()
            return .void
        }
    }

    /// A scene closure as a diffable data source's supplementary view provider (nil for nil).
    private static func supplementaryProvider(_ provider: Value, interpreter: Interpreter?)
        -> CollectionSource.SupplementaryViewProvider? {
        guard case .function = provider else { return nil }
        return { [weak interpreter] collection, kind, path in
            interpreter?.callClosure(provider, [.object(collection), .string(kind), .object(path)],
                                     at: SourceSpan(start: 0, end: 0))?.host(View.self)
        }
    }

    /// `UICollectionView.CellRegistration<Cell, Item> { cell, indexPath, item in … }`: cells of the class written
    /// as the first generic argument, else the handler's annotated first parameter, else `UICollectionViewListCell`.
    private static func bindRegistrations(_ registry: HostRegistry, _ t: BindingTypes) {
        let registration = registry.type(Registration.self)
        let handlerType = ScriptType.function([t.host(CollectionViewCell.self), t.host(IndexPath.self), .any], .void)
        registration.initializer("init(handler:)", [handlerType]) { call in
            let handler = call.value(0), interpreter = call.interpreter, span = call.span
            let cellType = call.genericArguments.first.flatMap(typeValue) ?? interpreter.firstParameterType(of: handler)
                .flatMap(typeValue)
            return .object(Registration(cellMaker: { [weak interpreter] in
                guard let interpreter else { return CollectionViewCell() }
                let made = try? interpreter.makeItemCell(of: cellType ?? .type(.host(registry.type(CollectionViewListCell.self))),
                                                         at: span)
                return made?.host(CollectionViewCell.self) ?? CollectionViewCell()
            }, handler: { [weak interpreter] cell, path, item in
                _ = interpreter?.callClosure(handler, [.object(cell), .object(path), item], at: span)
            }))
        }
        registration.initializer("init(cellMaker:handler:)", [.function([], t.host(CollectionViewCell.self)), handlerType]) {
            call in
            let maker = call.value(0), handler = call.value(1), interpreter = call.interpreter, span = call.span
            return .object(Registration(cellMaker: { [weak interpreter] in
                interpreter?.callClosure(maker, [], at: span)?.host(CollectionViewCell.self) ?? CollectionViewCell()
            }, handler: { [weak interpreter] cell, path, item in
                _ = interpreter?.callClosure(handler, [.object(cell), .object(path), item], at: span)
            }))
        }
        bindSupplementaryRegistrations(registry, t)
        registry.type(CollectionView.self).method(
            "dequeueConfiguredReusableCell(using:for:item:)", [t.host(Registration.self), t.host(IndexPath.self), .any]
        ) { call in
            let collection = try call.receiver(CollectionView.self)
            let item = call.value(2)
            return .object(collection.dequeueConfiguredReusableCell(using: try call.get(0), for: try call.get(1),
                                                                     item: item.isNull ? nil : item))
        }
    }

    /// `UICollectionView.SupplementaryRegistration<Header>(elementKind:) { view, kind, indexPath in … }`: views of the
    /// class written as the generic argument, else the handler's annotated first parameter, else a plain view.
    private static func bindSupplementaryRegistrations(_ registry: HostRegistry, _ t: BindingTypes) {
        let registration = registry.type(SupplementaryRegistration.self)
        let handlerType = ScriptType.function([t.view, t.string, t.host(IndexPath.self)], .void)
        func made(_ handler: Value, _ maker: @escaping () -> View, kind: String, _ call: HostCall) -> Value {
            let interpreter = call.interpreter, span = call.span
            return .object(SupplementaryRegistration(elementKind: kind, supplementaryMaker: maker) {
                [weak interpreter] view, kind, path in
                _ = interpreter?.callClosure(handler, [.object(view), .string(kind), .object(path)], at: span)
            })
        }
        registration.initializer("init(elementKind:handler:)", [t.string, handlerType]) { call in
            let handler = call.value(1), interpreter = call.interpreter, span = call.span
            let viewType = call.genericArguments.first.flatMap(typeValue)
                ?? interpreter.firstParameterType(of: handler).flatMap(typeValue)
            return made(handler, { [weak interpreter] in
                (try? interpreter?.makeReusableView(of: viewType, at: span))??.host(View.self) ?? View()
            }, kind: try call.get(0), call)
        }
        registration.initializer("init(elementKind:supplementaryMaker:handler:)",
                                 [t.string, .function([], t.view), handlerType]) { call in
            let maker = call.value(1), interpreter = call.interpreter, span = call.span
            return made(call.value(2), { [weak interpreter] in
                interpreter?.callClosure(maker, [], at: span)?.host(View.self) ?? View()
            }, kind: try call.get(0), call)
        }
        registry.type(CollectionView.self).method("dequeueConfiguredReusableSupplementary(using:for:)",
                                                  [t.host(SupplementaryRegistration.self), t.host(IndexPath.self)]) {
            call in
            .object(try call.receiver(CollectionView.self).dequeueConfiguredReusableSupplementary(
                using: call.get(0, as: SupplementaryRegistration.self), for: call.get(1)))
        }
    }

    /// A class as a value a cell can be made of: a scene class or a UIKit cell class.
    private static func typeValue(_ type: ScriptType) -> Value? {
        switch type.unwrapped {
        case .scriptClass(let scriptClass): .type(.scriptClass(scriptClass))
        case .host(let host): .type(.host(host))
        default: nil
        }
    }
}

extension Interpreter {
    /// The declared type of a closure's first parameter (`cell: BookCell` in `{ (cell: BookCell, _, _) in … }`).
    func firstParameterType(of function: Value) -> ScriptType? {
        guard case .function(.closure(let closure, _)) = function,
              let written = closure.parameters.first?.type else { return nil }
        return try? resolveType(written)
    }
}
