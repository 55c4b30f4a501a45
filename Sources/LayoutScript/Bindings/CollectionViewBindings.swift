import Foundation
import LayoutScene

/// `UICollectionView` / `CollectionView` and `UICollectionViewFlowLayout`: a scene object set as `dataSource` (and
/// `delegate`) fills a flow-layout collection when it is laid out (``ScriptedCollectionDataSource``); `register`
/// notes a cell class per identifier and `dequeueReusableCell(withReuseIdentifier:for:)` makes a new one; a
/// supplementary view's class is noted per kind and identifier, and `dequeueReusableSupplementaryView(ofKind:…)`
/// makes one.
enum CollectionViewBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let collection = registry.type(CollectionView.self)
        let layout = t.host(CollectionViewLayout.self)
        collection.initializer("init(frame:collectionViewLayout:)", [t.rect, layout]) {
            try $0.interpreter.makeView(CollectionView(frame: $0.get(0), collectionViewLayout: $0.get(1)), at: $0.span)
        }
        collection.property("collectionViewLayout", \CollectionView.collectionViewLayout)
        collection.method("setCollectionViewLayout(_:animated:)", [layout, t.bool]) {
            try $0.receiver(CollectionView.self).setCollectionViewLayout($0.get(0), animated: $0.get(1)); return .void
        }
        TableViewBindings.bindIgnoredHooks(collection, t)
        TableViewBindings.bindAnswerers(collection)
        collection.method("register(_:forCellWithReuseIdentifier:)", [.any, t.string]) { call in
            let collection = try call.receiver(CollectionView.self)
            let identifier: String = try call.get(1)
            collection.register(nil, forCellWithReuseIdentifier: identifier)
            call.interpreter.registeredCells[ObjectIdentifier(collection), default: [:]][identifier] = call.value(0)
            return .void
        }
        collection.method("dequeueReusableCell(withReuseIdentifier:for:)", [t.string, .any]) { call in
            try call.interpreter.dequeueItemCell(in: call.receiver(CollectionView.self), identifier: call.get(0),
                                                 at: call.span)
        }
        collection.method("register(_:forSupplementaryViewOfKind:withReuseIdentifier:)", [.any, t.string, t.string]) {
            call in
            let collection = try call.receiver(CollectionView.self)
            let kind: String = try call.get(1), identifier: String = try call.get(2)
            call.interpreter.registeredCells[ObjectIdentifier(collection), default: [:]]["\(kind)|\(identifier)"] =
                call.value(0)
            return .void
        }
        collection.method("dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
                          [t.string, t.string, .any]) { call in
            let collection = try call.receiver(CollectionView.self)
            let kind: String = try call.get(0), identifier: String = try call.get(1)
            return try call.interpreter.makeReusableView(
                of: call.interpreter.registeredCells[ObjectIdentifier(collection)]?["\(kind)|\(identifier)"],
                at: call.span)
        }
        collection.constant("elementKindSectionHeader", CollectionView.elementKindSectionHeader)
        collection.constant("elementKindSectionFooter", CollectionView.elementKindSectionFooter)
        collection.method("reloadData()", []) { try $0.receiver(CollectionView.self).reloadData(); return .void }

        registry.type(CollectionViewLayout.self).initializer("init()", []) { _ in .object(CollectionViewLayout()) }
        let flow = registry.type(CollectionViewFlowLayout.self)
        flow.initializer("init()", []) { _ in .object(CollectionViewFlowLayout()) }
        flow.constant("automaticSize", CollectionViewFlowLayout.automaticSize)
        flow.property("itemSize", \CollectionViewFlowLayout.itemSize)
        flow.property("estimatedItemSize", \CollectionViewFlowLayout.estimatedItemSize)
        flow.property("minimumLineSpacing", \CollectionViewFlowLayout.minimumLineSpacing)
        flow.property("minimumInteritemSpacing", \CollectionViewFlowLayout.minimumInteritemSpacing)
        flow.property("sectionInset", \CollectionViewFlowLayout.sectionInset)
        flow.property("scrollDirection", \CollectionViewFlowLayout.scrollDirection)
        flow.property("headerReferenceSize", \CollectionViewFlowLayout.headerReferenceSize)
        flow.property("footerReferenceSize", \CollectionViewFlowLayout.footerReferenceSize)
    }
}
