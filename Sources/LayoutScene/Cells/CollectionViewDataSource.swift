import Foundation

/// What a collection asks for its items, as `UICollectionViewDataSource`: how many sections and items, and each
/// item's cell. A collection with a flow layout and a data source fills itself with the items that show when it is
/// laid out (see ``CollectionView``).
///
/// ```swift
/// final class Colours: CollectionViewDataSource {
///     func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
///     func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
///         CollectionViewCell()
///     }
/// }
/// ```
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell showing the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The view of a section's header or footer (`kind`, e.g. ``CollectionView/elementKindSectionHeader``), or nil
    /// for none (the default).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> View?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No supplementary views.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> View? { nil }
}

/// What a flow layout asks its collection's delegate, as `UICollectionViewDelegateFlowLayout`; nil answers keep the
/// layout's own settings.
///
/// ```swift
/// final class Sizes: CollectionViewDelegateFlowLayout {
///     func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
///         CGSize(width: 100, height: 100)
///     }
/// }
/// ```
public protocol CollectionViewDelegateFlowLayout: AnyObject {
    /// The item's size, or nil for the layout's ``CollectionViewFlowLayout/itemSize``.
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize?
    /// The section's insets, or nil for the layout's.
    func collectionView(_ collectionView: CollectionView, insetForSectionAt section: Int) -> EdgeInsets?
    /// The space between the section's lines, or nil for the layout's.
    func collectionView(_ collectionView: CollectionView, minimumLineSpacingForSectionAt section: Int) -> CGFloat?
    /// The space between items in the section's lines, or nil for the layout's.
    func collectionView(_ collectionView: CollectionView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat?
    /// The section header's size, or nil for the layout's ``CollectionViewFlowLayout/headerReferenceSize``.
    func collectionView(_ collectionView: CollectionView, referenceSizeForHeaderInSection section: Int) -> CGSize?
    /// The section footer's size, or nil for the layout's ``CollectionViewFlowLayout/footerReferenceSize``.
    func collectionView(_ collectionView: CollectionView, referenceSizeForFooterInSection section: Int) -> CGSize?
}

extension CollectionViewDelegateFlowLayout {
    /// The layout's item size.
    public func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? { nil }
    /// The layout's insets.
    public func collectionView(_ collectionView: CollectionView, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    /// The layout's line spacing.
    public func collectionView(_ collectionView: CollectionView, minimumLineSpacingForSectionAt section: Int)
        -> CGFloat? { nil }
    /// The layout's item spacing.
    public func collectionView(_ collectionView: CollectionView, minimumInteritemSpacingForSectionAt section: Int)
        -> CGFloat? { nil }
    /// The layout's header size.
    public func collectionView(_ collectionView: CollectionView, referenceSizeForHeaderInSection section: Int)
        -> CGSize? { nil }
    /// The layout's footer size.
    public func collectionView(_ collectionView: CollectionView, referenceSizeForFooterInSection section: Int)
        -> CGSize? { nil }
}
