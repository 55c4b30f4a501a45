import Foundation

extension CollectionView {
    /// How cells of one class are made and configured for an item, as `UICollectionView.CellRegistration`: a
    /// collection's ``dequeueConfiguredReusableCell(using:for:item:)`` makes a cell and runs the handler on it.
    /// Swift cannot make an instance of a cell class without a `required` initializer, which UIKit's cells do not
    /// have, so a registration of a cell subclass says how to make one (scene files interpreted by layoutviz make
    /// the class named in the generic arguments themselves).
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<BookCell, Book>(cellMaker: { BookCell() }) { cell, _, book in
    ///     cell.title.text = book.title
    /// }
    /// ```
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a new cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let make: () -> Cell
        let handler: Handler

        /// A registration making its cells with `cellMaker`.
        ///
        /// ```swift
        /// UICollectionView.CellRegistration<TagCell, String>(cellMaker: { TagCell() }) { cell, _, tag in cell.text = tag }
        /// ```
        public init(cellMaker: @escaping () -> Cell, handler: @escaping Handler) {
            make = cellMaker
            self.handler = handler
        }
    }

    /// How headers, footers and other supplementary views of one class are made and configured, as
    /// `UICollectionView.SupplementaryRegistration` (a registration of a subclass says how to make one, as
    /// ``CellRegistration`` does).
    ///
    /// ```swift
    /// let header = UICollectionView.SupplementaryRegistration<TitleView>(
    ///     elementKind: UICollectionView.elementKindSectionHeader, supplementaryMaker: { TitleView() }) { view, _, path in
    ///     view.label.text = sections[path.section].title
    /// }
    /// ```
    public struct SupplementaryRegistration<Supplementary: View> {
        /// Configures a new view for its kind and position.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The kind of supplementary view.
        public let elementKind: String
        let make: () -> Supplementary
        let handler: Handler

        /// A registration of views of `elementKind` made with `supplementaryMaker`.
        ///
        /// ```swift
        /// UICollectionView.SupplementaryRegistration(elementKind: "header", supplementaryMaker: { UIView() }) { _, _, _ in }
        /// ```
        public init(elementKind: String, supplementaryMaker: @escaping () -> Supplementary,
                    handler: @escaping Handler) {
            self.elementKind = elementKind
            make = supplementaryMaker
            self.handler = handler
        }
    }

    /// A new supplementary view made and configured by `registration` for `indexPath`.
    ///
    /// ```swift
    /// grid.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    /// ```
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let view = registration.make()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// A new cell made and configured for `item` by `registration`.
    ///
    /// ```swift
    /// grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: book)
    /// ```
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        let cell = registration.make()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}

extension CollectionView.CellRegistration where Cell == CollectionViewCell {
    /// A registration of plain cells.
    ///
    /// ```swift
    /// UICollectionView.CellRegistration<UICollectionViewCell, UIColor> { cell, _, color in
    ///     cell.contentView.backgroundColor = color
    /// }
    /// ```
    public init(handler: @escaping Handler) {
        self.init(cellMaker: { CollectionViewCell() }, handler: handler)
    }
}
