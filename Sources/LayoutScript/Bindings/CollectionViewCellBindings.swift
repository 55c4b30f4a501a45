import Foundation
import LayoutScene

/// `UICollectionViewCell` / `CollectionViewCell`: the content view filling the cell, and its backgrounds.
enum CollectionViewCellBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let cell = registry.type(CollectionViewCell.self)
        cell.initializer("init()", []) { try $0.interpreter.makeView(CollectionViewCell(), at: $0.span) }
        cell.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(CollectionViewCell(frame: $0.get(0)), at: $0.span)
        }
        cell.readOnly("contentView", \CollectionViewCell.contentView)
        cell.property("backgroundView", \CollectionViewCell.backgroundView)
        cell.property("selectedBackgroundView", \CollectionViewCell.selectedBackgroundView)
        cell.property("isSelected", \CollectionViewCell.isSelected)
    }
}
