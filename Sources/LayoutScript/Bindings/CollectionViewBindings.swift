import Foundation
import LayoutScene

/// `UICollectionView` / `CollectionView` and `UICollectionViewFlowLayout`: the layout's settings are kept; `register`,
/// `dataSource` and `delegate` accepted (data sources are not run).
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
        collection.method("register(_:forCellWithReuseIdentifier:)", [.any, t.string]) {
            try $0.receiver(CollectionView.self).register(nil, forCellWithReuseIdentifier: $0.get(1)); return .void
        }
        collection.method("register(_:forSupplementaryViewOfKind:withReuseIdentifier:)", [.any, t.string, t.string]) {
            _ in .void
        }
        collection.method("reloadData()", []) { _ in .void }

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
