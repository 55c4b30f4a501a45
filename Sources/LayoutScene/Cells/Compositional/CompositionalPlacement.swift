import Foundation

/// How `UICollectionViewCompositionalLayout` places items, for a collection of a size:
///
/// - Sections follow each other along the scroll direction, ``CollectionViewCompositionalLayoutConfiguration/interSectionSpacing``
///   apart. Each has its headers, its ``CollectionLayoutSection/contentInsets``, its groups and its footers.
/// - A section repeats its group until its items run out, ``CollectionLayoutSection/interGroupSpacing`` apart; with
///   orthogonal scrolling the groups run across the scroll direction in one row instead.
/// - A group's size is measured against the section's size less its insets (fractions of the collection's visible
///   height for a vertical list); its subitems' against the group's size less the group's insets. A group made with
///   `subitems:` repeats them in order while the next one fits; one made with a count divides its length equally.
///   Subitems are ``CollectionLayoutGroup/interItemSpacing`` apart (flexible spacing shares what is left).
/// - An item's cell fills its place less the item's ``CollectionLayoutItem/contentInsets``.
/// - An estimated dimension takes the size the cell's content gave it (``measured``), else the estimate; a group
///   whose dimension is estimated grows to its subitems.
package struct CompositionalPlacement {
    let layout: CollectionViewCompositionalLayout
    /// Items per section.
    let counts: [Int]
    /// The collection's size.
    let bounds: CGSize
    let traits: TraitCollection
    /// Sizes the cells' content gave them, by ``CollectionItemPlacement/key(_:_:)``.
    let measured: [String: CGSize]
    /// The most items placed, whatever their sizes.
    let limit: Int

    package init(layout: CollectionViewCompositionalLayout, counts: [Int], bounds: CGSize, traits: TraitCollection,
                 measured: [String: CGSize], limit: Int = 2_000) {
        self.layout = layout
        self.counts = counts
        self.bounds = bounds
        self.traits = traits
        self.measured = measured
        self.limit = limit
    }

    /// Every item's and supplementary view's place, in content coordinates.
    package var placement: CollectionItemPlacement {
        var state = State(axis: layout.configuration.scrollDirection, limit: limit, measured: measured)
        let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: bounds),
                                                      traitCollection: traits)
        for (index, count) in counts.enumerated() where state.result.items.count < limit {
            guard let section = layout.sectionProvider(index, environment) else { continue }
            if index > 0 { state.along += layout.configuration.interSectionSpacing }
            state.place(section, index: index, count: count, bounds: bounds)
        }
        state.result.contentSize = state.axis == .vertical
            ? CGSize(width: bounds.width, height: state.along) : CGSize(width: state.along, height: bounds.height)
        return state.result
    }

    /// The running position along the scroll direction and what has been placed.
    private struct State {
        let axis: LayoutAxis
        let limit: Int
        let measured: [String: CGSize]
        var along: CGFloat = 0
        var result = CollectionItemPlacement()
        /// The section being placed and its next item.
        var section = 0
        var nextItem = 0
        var itemCount = 0

        init(axis: LayoutAxis, limit: Int, measured: [String: CGSize]) {
            self.axis = axis
            self.limit = limit
            self.measured = measured
        }

        mutating func place(_ layoutSection: CollectionLayoutSection, index: Int, count: Int, bounds: CGSize) {
            section = index
            nextItem = 0
            itemCount = count
            let insets = layoutSection.contentInsets
            let vertical = axis == .vertical
            let crossStart = vertical ? insets.leading : insets.top
            let crossExtent = vertical ? bounds.width : bounds.height
            let crossInsets = vertical ? insets.leading + insets.trailing : insets.top + insets.bottom
            // the groups' container: the section's size less its insets
            let container = CGSize(width: max(0, bounds.width - insets.leading - insets.trailing),
                                   height: max(0, bounds.height - insets.top - insets.bottom))
            let supplementaryOrigin = layoutSection.supplementariesFollowContentInsets ? crossStart : 0
            let supplementaryExtent = layoutSection.supplementariesFollowContentInsets
                ? crossExtent - crossInsets : crossExtent
            let headers = layoutSection.boundarySupplementaryItems.filter { !$0.isFooter }
            let footers = layoutSection.boundarySupplementaryItems.filter(\.isFooter)
            for header in headers {
                placeSupplementary(header, cross: supplementaryOrigin, extent: supplementaryExtent, bounds: bounds)
            }
            along += vertical ? insets.top : insets.leading
            if layoutSection.orthogonalScrollingBehavior == .none {
                along += repeatGroup(layoutSection, in: container, cross: crossStart, across: false)
            } else {
                placeOrthogonalRow(layoutSection, container: container, crossStart: crossStart,
                                   crossExtent: crossExtent)
            }
            along += vertical ? insets.bottom : insets.trailing
            if let list = layoutSection.listConfiguration {
                if !result.items.contains(where: { $0.list != nil }) {
                    result.listBackgroundColor = list.resolvedBackgroundColor
                }
                for index in result.items.indices where result.items[index].indexPath.section == section {
                    result.items[index].list = list.appearance
                    result.items[index].hasSeparator = list.showsSeparators
                        && result.items[index].indexPath.item < itemCount - 1
                }
            }
            for footer in footers {
                placeSupplementary(footer, cross: supplementaryOrigin, extent: supplementaryExtent, bounds: bounds)
            }
        }

        /// Groups side by side across the scroll direction, starting at the section's leading inset (centred for
        /// `.groupPagingCentered`); the collection clips what does not show.
        private mutating func placeOrthogonalRow(_ layoutSection: CollectionLayoutSection, container: CGSize,
                                                 crossStart: CGFloat, crossExtent: CGFloat) {
            let vertical = axis == .vertical
            var cross = crossStart
            if layoutSection.orthogonalScrollingBehavior == .groupPagingCentered {
                let groupSize = resolved(layoutSection.group.layoutSize, in: container, key: nil)
                cross = (crossExtent - (vertical ? groupSize.width : groupSize.height)) / 2
            }
            along += repeatGroup(layoutSection, in: container, cross: cross, across: true)
        }

        /// Repeats the section's group from the current position until the section's items run out,
        /// `interGroupSpacing` apart, down the scroll direction or, for an orthogonal row, `across` it; returns how
        /// far the groups reach along the scroll direction.
        private mutating func repeatGroup(_ layoutSection: CollectionLayoutSection, in container: CGSize,
                                          cross start: CGFloat, across: Bool) -> CGFloat {
            let vertical = axis == .vertical
            var alongPosition = along, crossPosition = start, reach: CGFloat = 0
            var first = true
            while nextItem < itemCount, result.items.count < limit {
                if !first, across {
                    crossPosition += layoutSection.interGroupSpacing
                } else if !first {
                    alongPosition += layoutSection.interGroupSpacing
                }
                first = false
                let origin = vertical ? CGPoint(x: crossPosition, y: alongPosition)
                    : CGPoint(x: alongPosition, y: crossPosition)
                let before = nextItem
                let size = place(layoutSection.group, in: container, at: origin)
                let (alongSize, crossSize) = vertical ? (size.height, size.width) : (size.width, size.height)
                if across {
                    crossPosition += crossSize
                    reach = max(reach, alongSize)
                } else {
                    alongPosition += alongSize
                    reach = alongPosition - along
                }
                if nextItem == before { break } // a group that holds nothing would repeat forever
            }
            return reach
        }

        private mutating func placeSupplementary(_ item: CollectionLayoutBoundarySupplementaryItem, cross: CGFloat,
                                                 extent: CGFloat, bounds: CGSize) {
            let vertical = axis == .vertical
            let indexPath = IndexPath(item: 0, section: section)
            let container = vertical ? CGSize(width: extent, height: bounds.height)
                : CGSize(width: bounds.width, height: extent)
            let size = resolved(item.layoutSize, in: container,
                                key: CollectionItemPlacement.key(item.elementKind, indexPath))
            let frame = vertical ? CGRect(x: cross, y: along, width: size.width, height: size.height)
                : CGRect(x: along, y: cross, width: size.width, height: size.height)
            result.supplementaries.append(.init(kind: item.elementKind, indexPath: indexPath, frame: frame,
                                                fitsHeight: item.layoutSize.heightDimension.isEstimated))
            along += vertical ? size.height : size.width
        }

        /// A size in a container; an estimated side takes the measured size under `key`, if any.
        func resolved(_ size: CollectionLayoutSize, in container: CGSize, key: String?) -> CGSize {
            var points = size.resolved(in: container)
            if let key, let measured = measured[key] {
                if size.widthDimension.isEstimated { points.width = measured.width }
                if size.heightDimension.isEstimated { points.height = measured.height }
            }
            return CGSize(width: max(0, points.width), height: max(0, points.height))
        }

        /// Places an item or a group at `origin`, taking items from the section; returns its outer size.
        private mutating func place(_ item: CollectionLayoutItem, in container: CGSize, at origin: CGPoint) -> CGSize {
            guard let group = item as? CollectionLayoutGroup else {
                let indexPath = IndexPath(item: nextItem, section: section)
                let size = resolved(item.layoutSize, in: container, key: CollectionItemPlacement.key(nil, indexPath))
                let insets = item.contentInsets
                let frame = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                                   width: max(0, size.width - insets.leading - insets.trailing),
                                   height: max(0, size.height - insets.top - insets.bottom))
                result.items.append(.init(indexPath: indexPath, frame: frame,
                                          fitsWidth: item.layoutSize.widthDimension.isEstimated,
                                          fitsHeight: item.layoutSize.heightDimension.isEstimated))
                nextItem += 1
                return size
            }
            return place(group, in: container, at: origin)
        }

        private mutating func place(_ group: CollectionLayoutGroup, in container: CGSize, at origin: CGPoint) -> CGSize {
            let outer = resolved(group.layoutSize, in: container, key: nil)
            let insets = group.contentInsets
            let content = CGSize(width: max(0, outer.width - insets.leading - insets.trailing),
                                 height: max(0, outer.height - insets.top - insets.bottom))
            let horizontal = group.axis == .horizontal
            let length = horizontal ? content.width : content.height
            let spacing = group.interItemSpacing?.spacing ?? 0
            let children = chooseChildren(group, content: content, length: length, spacing: spacing)
            let used = children.reduce(0) { $0 + $1.length } + spacing * CGFloat(max(0, children.count - 1))
            let extraGap = group.interItemSpacing?.isFlexibleSpacing == true && children.count > 1
                ? max(0, length - used) / CGFloat(children.count - 1) : 0
            var position: CGFloat = 0
            var reach: CGFloat = 0
            for child in children where nextItem < itemCount && result.items.count < limit {
                let childOrigin = horizontal
                    ? CGPoint(x: origin.x + insets.leading + position, y: origin.y + insets.top)
                    : CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top + position)
                let childContainer = child.container ?? content
                let size = place(child.item, in: childContainer, at: childOrigin)
                position += (horizontal ? size.width : size.height) + spacing + extraGap
                reach = max(reach, horizontal ? size.height : size.width)
            }
            var size = outer
            let placedLength = max(0, position - spacing - extraGap)
            // an estimated group grows to its subitems
            if horizontal {
                if group.layoutSize.heightDimension.isEstimated { size.height = reach + insets.top + insets.bottom }
                if group.layoutSize.widthDimension.isEstimated { size.width = placedLength + insets.leading + insets.trailing }
            } else {
                if group.layoutSize.widthDimension.isEstimated { size.width = reach + insets.leading + insets.trailing }
                if group.layoutSize.heightDimension.isEstimated { size.height = placedLength + insets.top + insets.bottom }
            }
            return size
        }

        /// A group's subitems: `count` equal shares of its length, or its subitems in order, repeated while the
        /// next one fits and items remain.
        private func chooseChildren(_ group: CollectionLayoutGroup, content: CGSize, length: CGFloat,
                                    spacing: CGFloat) -> [(item: CollectionLayoutItem, length: CGFloat, container: CGSize?)] {
            let horizontal = group.axis == .horizontal
            if let count = group.count, let subitem = group.subitems.first {
                let share = max(0, (length - spacing * CGFloat(max(0, count - 1))) / CGFloat(max(1, count)))
                // the subitem's own length is replaced by the share: its container is the share's size
                let container = horizontal ? CGSize(width: share, height: content.height)
                    : CGSize(width: content.width, height: share)
                let item = CollectionLayoutItem(layoutSize: horizontal
                    ? CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: subitem.layoutSize.heightDimension)
                    : CollectionLayoutSize(widthDimension: subitem.layoutSize.widthDimension, heightDimension: .fractionalHeight(1)))
                item.contentInsets = subitem.contentInsets
                let child: CollectionLayoutItem = subitem is CollectionLayoutGroup ? subitem : item
                return Array(repeating: (child, share, child === subitem ? nil : container), count: max(0, count))
            }
            guard !group.subitems.isEmpty else { return [] }
            var children: [(item: CollectionLayoutItem, length: CGFloat, container: CGSize?)] = []
            var used: CGFloat = 0
            var leaves = 0
            var index = 0
            let remaining = itemCount - nextItem
            while leaves < remaining, children.count < limit {
                let subitem = group.subitems[index % group.subitems.count]
                let key = subitem is CollectionLayoutGroup ? nil
                    : CollectionItemPlacement.key(nil, IndexPath(item: nextItem + leaves, section: section))
                let size = resolved(subitem.layoutSize, in: content, key: key)
                let itemLength = horizontal ? size.width : size.height
                let needed = (children.isEmpty ? 0 : spacing) + itemLength
                if !children.isEmpty, used + needed > length + 0.001 { break }
                children.append((subitem, itemLength, nil))
                used += needed
                leaves += 1
                index += 1
                if itemLength <= 0, index >= group.subitems.count { break }
            }
            return children
        }
    }
}
