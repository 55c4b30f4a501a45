import Foundation

/// A list's sections and items at one moment, as `NSDiffableDataSourceSnapshot`: section identifiers in order, each
/// with its item identifiers in order. A diffable data source shows the snapshot it was last given.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Book>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(books, toSection: .main)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []

    /// An empty snapshot.
    ///
    /// ```swift
    /// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    /// ```
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in a section (0 for a section the snapshot does not have).
    ///
    /// ```swift
    /// snapshot.numberOfItems(inSection: .main)
    /// ```
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of a section.
    ///
    /// ```swift
    /// snapshot.itemIdentifiers(inSection: .main)
    /// ```
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    /// The section holding an item.
    ///
    /// ```swift
    /// snapshot.sectionIdentifier(containingItem: book)
    /// ```
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    /// An item's position in its section.
    ///
    /// ```swift
    /// snapshot.indexOfItem(book)
    /// ```
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// A section's position.
    ///
    /// ```swift
    /// snapshot.indexOfSection(.main)
    /// ```
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    /// Adds sections at the end.
    ///
    /// ```swift
    /// snapshot.appendSections([.featured, .all])
    /// ```
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }

    /// Adds sections before another.
    ///
    /// ```swift
    /// snapshot.insertSections([.banner], beforeSection: .all)
    /// ```
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        beforeSection section: SectionIdentifierType) {
        guard let index = indexOfSection(section) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    /// Adds sections after another.
    ///
    /// ```swift
    /// snapshot.insertSections([.footer], afterSection: .all)
    /// ```
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        afterSection section: SectionIdentifierType) {
        guard let index = indexOfSection(section) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index + 1)
    }

    /// Adds items at the end of a section (the last section when none is named; nothing when there is none).
    ///
    /// ```swift
    /// snapshot.appendItems(books, toSection: .all)
    /// ```
    public mutating func appendItems(_ identifiers: [ItemIdentifierType],
                                     toSection section: SectionIdentifierType? = nil) {
        let index = section.flatMap(indexOfSection) ?? (section == nil ? sections.indices.last : nil)
        guard let index else { return }
        sections[index].items += identifiers
    }

    /// Adds items before another item, in its section.
    ///
    /// ```swift
    /// snapshot.insertItems([newest], beforeItem: books[0])
    /// ```
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem item: ItemIdentifierType) {
        insert(identifiers, at: item, offset: 0)
    }

    /// Adds items after another item, in its section.
    ///
    /// ```swift
    /// snapshot.insertItems([next], afterItem: current)
    /// ```
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem item: ItemIdentifierType) {
        insert(identifiers, at: item, offset: 1)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at item: ItemIdentifierType, offset: Int) {
        for index in sections.indices {
            if let position = sections[index].items.firstIndex(of: item) {
                sections[index].items.insert(contentsOf: identifiers, at: position + offset)
                return
            }
        }
    }

    /// Removes items.
    ///
    /// ```swift
    /// snapshot.deleteItems([book])
    /// ```
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll(where: identifiers.contains) }
    }

    /// Removes every item and section.
    ///
    /// ```swift
    /// snapshot.deleteAllItems()
    /// ```
    public mutating func deleteAllItems() {
        sections = []
    }

    /// Removes sections and their items.
    ///
    /// ```swift
    /// snapshot.deleteSections([.banner])
    /// ```
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    /// Kept for pasted code: a still picture shows the items as they are.
    ///
    /// ```swift
    /// snapshot.reloadItems([book])
    /// ```
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}

    /// Kept for pasted code: a still picture shows the items as they are.
    ///
    /// ```swift
    /// snapshot.reconfigureItems([book])
    /// ```
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}

    /// Kept for pasted code: a still picture shows the sections as they are.
    ///
    /// ```swift
    /// snapshot.reloadSections([.all])
    /// ```
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}

    /// The item at a position, if there is one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The number of items in the section at a position.
    func numberOfItems(inSectionAt index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    /// The position of an item.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }
}

/// UIKit's name for ``DiffableDataSourceSnapshot``.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
