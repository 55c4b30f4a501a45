import Foundation

/// How a collection fills itself from its data source when laid out: its layout (a flow layout, see
/// ``FlowPlacement``, or a compositional layout, see ``CompositionalPlacement``) places every item; the items
/// whose places meet the visible area (the bounds at the content offset) are asked for and shown, and the placement's
/// extent is the collection's ``ScrollView/contentSize``, at most
/// ``maximumVisibleItems``. A self-sizing item is first placed at its estimate with its cell's content free to size
/// it (pulled down at the fitting priority, 50, as UIKit measures cells); the next pass takes the sizes the content
/// gave (the estimate where it gave none) and places the items again, as UIKit's layouts invalidate for self-sized
/// cells. A right-to-left collection mirrors its vertical layouts.
extension CollectionView {
    /// The most items a collection shows, whatever their sizes.
    static let maximumVisibleItems = 500
    /// The most sections a collection asks about.
    static let maximumSections = 1_000

    /// Places the items for the collection's size, asking the data source for the counts once per size.
    func updateVisibleItems() {
        guard hasVisibleArea, let dataSource, isPlaceable else {
            if !visibleItems.isEmpty {
                removeAllItems()
                itemsChanged = true
            }
            return
        }
        if itemsLoadedForSize != bounds.size {
            itemsLoadedForSize = bounds.size
            removeAllItems()
            measuredItemSizes = [:]
            let sections = min(Self.maximumSections, max(0, dataSource.numberOfSections(in: self)))
            itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        } else if !measureSelfSizingItems() {
            return
        }
        show(placement(), from: dataSource)
        itemsChanged = true
        if visibleItemPlaces.contains(where: { $0.fits.width || $0.fits.height })
            || visibleSupplementaries.contains(where: \.fitsHeight) {
            setNeedsLayout()
        }
    }

    /// Whether the layout is one the collection places items for.
    private var isPlaceable: Bool {
        collectionViewLayout is CollectionViewFlowLayout || collectionViewLayout is CollectionViewCompositionalLayout
    }

    /// Whether the collection has an area to show items in.
    private var hasVisibleArea: Bool { bounds.width > 0 && bounds.height > 0 }

    /// Every item's place for the current counts and measured sizes.
    package func placement() -> CollectionItemPlacement {
        let limit = Self.maximumVisibleItems * 4
        var placement: CollectionItemPlacement
        if let compositional = collectionViewLayout as? CollectionViewCompositionalLayout {
            placement = CompositionalPlacement(layout: compositional, counts: itemCounts, bounds: bounds.size,
                                               traits: traitCollection, measured: measuredItemSizes,
                                               limit: limit).placement
        } else if let flow = collectionViewLayout as? CollectionViewFlowLayout {
            placement = FlowPlacement(flow: flow, counts: itemCounts, bounds: bounds.size, delegate: delegate,
                                      collection: self, measured: measuredItemSizes, limit: limit).placement
        } else {
            placement = CollectionItemPlacement()
        }
        let scrollDirection = (collectionViewLayout as? CollectionViewFlowLayout)?.scrollDirection
            ?? (collectionViewLayout as? CollectionViewCompositionalLayout)?.configuration.scrollDirection
        if effectiveUserInterfaceLayoutDirection == .rightToLeft, scrollDirection == .vertical {
            placement.mirror(width: bounds.width)
        }
        return placement
    }

    /// Shows the items placed in the visible area: cells already shown stay, new ones are asked for; each is held
    /// at its place by constraints to the content area.
    private func show(_ placement: CollectionItemPlacement, from dataSource: any CollectionViewDataSource) {
        recordLaidOutContentSize(width: placement.contentSize.width, height: placement.contentSize.height)
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        var shown = Dictionary(visibleItems.map { ($0.indexPath, $0.cell) }, uniquingKeysWith: { first, _ in first })
        var items: [VisibleItem] = []
        for item in placement.items where item.frame.finitelyIntersects(visible) {
            guard items.count < Self.maximumVisibleItems else { break }
            let cell = shown.removeValue(forKey: item.indexPath) ?? makeCell(at: item.indexPath, from: dataSource)
            items.append(VisibleItem(indexPath: item.indexPath, cell: cell, frame: item.frame,
                                     fits: (item.fitsWidth, item.fitsHeight), list: item.list,
                                     hasSeparator: item.hasSeparator))
        }
        for cell in shown.values { cell.removeFromSuperview() }
        visibleItemPlaces = items
        listBackgroundColor = placement.listBackgroundColor
        showSupplementaries(placement.supplementaries.filter { $0.frame.finitelyIntersects(visible) }, from: dataSource)
        LayoutConstraint.deactivate(itemConstraints)
        itemConstraints = items.flatMap(constraints(placing:))
            + visibleSupplementaries.flatMap { placed in
                constraints(placing: placed.view, at: placed.frame, key: CollectionItemPlacement.key(placed.kind,
                                                                                                   placed.indexPath),
                            fits: (false, placed.fitsHeight))
            }
        LayoutConstraint.activate(itemConstraints)
    }

    /// Shows the headers and footers whose places meet the visible area: those already shown stay, the others are
    /// asked of the data source (none where it gives none).
    private func showSupplementaries(_ placed: [CollectionItemPlacement.Supplementary],
                                     from dataSource: any CollectionViewDataSource) {
        var shown = Dictionary(visibleSupplementaries.map { ("\($0.kind)|\($0.indexPath)", $0.view) },
                               uniquingKeysWith: { first, _ in first })
        var result: [VisibleSupplementary] = []
        for place in placed {
            let view = shown.removeValue(forKey: "\(place.kind)|\(place.indexPath)")
                ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: place.kind, at: place.indexPath)
            guard let view else { continue }
            if view.superview !== self {
                view.name = supplementaryName(place.kind, place.indexPath)
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            result.append(VisibleSupplementary(kind: place.kind, indexPath: place.indexPath, view: view,
                                               frame: place.frame, fitsHeight: place.fitsHeight))
        }
        for view in shown.values { view.removeFromSuperview() }
        visibleSupplementaries = result
    }

    /// `grid.sectionHeader[0]`, `grid.sectionFooter[0]`, or `grid.supplementary[badge,0,2]` for another kind.
    private func supplementaryName(_ kind: String, _ indexPath: IndexPath) -> String {
        switch kind {
        case Self.elementKindSectionHeader: "\(displayName).sectionHeader[\(indexPath.section)]"
        case Self.elementKindSectionFooter: "\(displayName).sectionFooter[\(indexPath.section)]"
        default: "\(displayName).supplementary[\(kind),\(indexPath.section),\(indexPath.item)]"
        }
    }

    private func makeCell(at indexPath: IndexPath, from dataSource: any CollectionViewDataSource) -> CollectionViewCell {
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cell.name = "\(displayName).cell[\(indexPath.section),\(indexPath.item)]"
        cell.translatesAutoresizingMaskIntoConstraints = false
        addSubview(cell)
        return cell
    }

    /// An item's cell at its place (see ``constraints(placing:at:key:fits:)``).
    private func constraints(placing item: VisibleItem) -> [LayoutConstraint] {
        constraints(placing: item.cell, at: item.frame, key: CollectionItemPlacement.key(nil, item.indexPath),
                    fits: item.fits)
    }

    /// A view at its place: its origin fixed in the content area, each side fixed or, while its content has not
    /// sized it yet, free (pulled down at the fitting priority).
    private func constraints(placing view: View, at frame: CGRect, key: String,
                             fits: (width: Bool, height: Bool)) -> [LayoutConstraint] {
        let measured = measuredItemSizes[key] != nil
        func side(_ attribute: LayoutAttribute, _ fits: Bool, _ length: CGFloat) -> LayoutConstraint {
            fits && !measured
                ? make("fitting\(attribute.name.capitalized)", view, attribute, nil, .notAnAttribute,
                       priority: LayoutPriority(50))
                : make(attribute.name, view, attribute, nil, .notAnAttribute, constant: length)
        }
        return [
            make("left", view, .left, contentLayoutGuide, .left, constant: frame.minX),
            make("top", view, .top, contentLayoutGuide, .top, constant: frame.minY),
            side(.width, fits.width, frame.width),
            side(.height, fits.height, frame.height),
        ]
    }

    /// Takes the sizes the content gave self-sizing cells in the last pass (the estimate for a side it left at
    /// zero); whether any changed.
    private func measureSelfSizingItems() -> Bool {
        var changed = false
        for placed in visibleSupplementaries where placed.fitsHeight {
            let key = CollectionItemPlacement.key(placed.kind, placed.indexPath)
            guard measuredItemSizes[key] == nil else { continue }
            let solved = placed.view.frame.height
            measuredItemSizes[key] = CGSize(width: placed.frame.width, height: solved > 0 ? solved : placed.frame.height)
            changed = true
        }
        for item in visibleItemPlaces where item.fits.width || item.fits.height {
            let key = CollectionItemPlacement.key(nil, item.indexPath)
            guard measuredItemSizes[key] == nil else { continue }
            let solved = item.cell.frame.size
            measuredItemSizes[key] = CGSize(width: item.fits.width && solved.width > 0 ? solved.width : item.frame.width,
                                            height: item.fits.height && solved.height > 0 ? solved.height
                                                : item.frame.height)
            changed = true
        }
        return changed
    }

    private func removeAllItems() {
        LayoutConstraint.deactivate(itemConstraints)
        itemConstraints = []
        for item in visibleItemPlaces { item.cell.removeFromSuperview() }
        visibleItemPlaces = []
        for placed in visibleSupplementaries { placed.view.removeFromSuperview() }
        visibleSupplementaries = []
        listBackgroundColor = nil
    }

    private func make(_ name: String, _ first: LayoutItem, _ attribute: LayoutAttribute, _ second: LayoutItem?,
                      _ secondAttribute: LayoutAttribute, constant: CGFloat = 0,
                      priority: LayoutPriority = .required) -> LayoutConstraint {
        SystemConstraintSet.make("UICollectionView-item-\(name)", first, attribute, second, secondAttribute,
                                 constant: constant, priority: priority)
    }
}

/// An item shown: its cell, its place, which of its sides its content decides and, for a list row, its list's look.
package struct VisibleItem {
    package let indexPath: IndexPath
    package let cell: CollectionViewCell
    let frame: CGRect
    let fits: (width: Bool, height: Bool)
    /// The list the item is a row of, if any.
    package let list: CollectionLayoutListConfiguration.Appearance?
    /// Whether the row draws a separator under it.
    package let hasSeparator: Bool
}

/// A header, footer or other supplementary view shown: its view and its place.
struct VisibleSupplementary {
    let kind: String
    let indexPath: IndexPath
    let view: View
    let frame: CGRect
    let fitsHeight: Bool
}

extension CollectionView {
    /// The list row a cell shows, if the cell is a row of a list section.
    ///
    /// ```swift
    /// collection.listRow(of: cell)?.list // .insetGrouped
    /// ```
    package func listRow(of cell: CollectionViewCell) -> VisibleItem? {
        visibleItemPlaces.first { $0.cell === cell && $0.list != nil }
    }

    /// The list rows shown, in order.
    package var visibleListRows: [VisibleItem] { visibleItemPlaces.filter { $0.list != nil } }

}
