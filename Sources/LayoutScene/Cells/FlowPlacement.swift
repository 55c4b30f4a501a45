import Foundation

/// How `UICollectionViewFlowLayout` places items: section by section (each inset by its `sectionInset`, after room
/// for its header), items fill lines across the scroll direction's cross axis with at least the interitem spacing; a
/// line with several items spreads them to both insets (the extra space shared between them), a line with one item
/// centres it, and each item is centred on its line, which is as deep as its largest item; lines are the line
/// spacing apart. With an `estimatedItemSize` (or `automaticSize`) items take the size their content gives them
/// (``measured``), starting from the estimate (the item size for `automaticSize`).
package struct FlowPlacement {
    let flow: CollectionViewFlowLayout
    let counts: [Int]
    let bounds: CGSize
    /// The delegate's answers, section by section and item by item.
    let delegate: (any CollectionViewDelegateFlowLayout)?
    let collection: CollectionView
    /// Sizes the cells' content gave them, by ``CollectionItemPlacement/key(_:_:)``.
    let measured: [String: CGSize]
    let limit: Int

    /// Every item's place, in content coordinates.
    package var placement: CollectionItemPlacement {
        let vertical = flow.scrollDirection == .vertical
        let crossExtent = vertical ? bounds.width : bounds.height
        var along: CGFloat = 0
        var result = CollectionItemPlacement()
        for (section, count) in counts.enumerated() where result.items.count < limit {
            let inset = delegate?.collectionView(collection, insetForSectionAt: section) ?? flow.sectionInset
            let lineSpacing = delegate?.collectionView(collection, minimumLineSpacingForSectionAt: section)
                ?? flow.minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collection, minimumInteritemSpacingForSectionAt: section)
                ?? flow.minimumInteritemSpacing
            let (before, after, crossStart, crossEnd) = vertical
                ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
            let header = delegate?.collectionView(collection, referenceSizeForHeaderInSection: section)
                ?? flow.headerReferenceSize
            let footer = delegate?.collectionView(collection, referenceSizeForFooterInSection: section)
                ?? flow.footerReferenceSize
            along += supplementary(CollectionView.elementKindSectionHeader, header, section: section, at: along,
                                   extent: crossExtent, into: &result)
            along += before
            let available = crossExtent - crossStart - crossEnd
            var line: [(IndexPath, CGSize, Bool)] = []
            var lineStart = along
            func closeLine() {
                guard !line.isEmpty else { return }
                let crossSizes = line.map { vertical ? $0.1.width : $0.1.height }
                let depth = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
                let spare = available - crossSizes.reduce(0, +)
                let gap = line.count > 1 ? spare / CGFloat(line.count - 1) : 0
                var cross = crossStart + (line.count == 1 ? spare / 2 : 0)
                for ((indexPath, size, fits), crossSize) in zip(line, crossSizes) {
                    let itemDepth = vertical ? size.height : size.width
                    let alongOrigin = lineStart + (depth - itemDepth) / 2
                    let frame = vertical
                        ? CGRect(x: cross, y: alongOrigin, width: size.width, height: size.height)
                        : CGRect(x: alongOrigin, y: cross, width: size.width, height: size.height)
                    result.items.append(.init(indexPath: indexPath, frame: frame, fitsWidth: fits, fitsHeight: fits))
                    cross += crossSize + gap
                }
                along = lineStart + depth
                line = []
            }
            var used: CGFloat = 0
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let (size, fits) = itemSize(at: indexPath)
                let crossSize = vertical ? size.width : size.height
                if !line.isEmpty, used + itemSpacing + crossSize > available {
                    closeLine()
                    along += lineSpacing
                    lineStart = along
                    used = 0
                }
                used += (line.isEmpty ? 0 : itemSpacing) + crossSize
                line.append((indexPath, size, fits))
                if result.items.count + line.count >= limit { break }
            }
            closeLine()
            along += after
            along += supplementary(CollectionView.elementKindSectionFooter, footer, section: section, at: along,
                                   extent: crossExtent, into: &result)
        }
        result.contentSize = vertical ? CGSize(width: bounds.width, height: along)
            : CGSize(width: along, height: bounds.height)
        return result
    }

    /// A section's header or footer of `size` at `along`, across the whole collection (a flow layout ignores the
    /// other side of the size); its length along the scroll direction, 0 for none.
    private func supplementary(_ kind: String, _ size: CGSize, section: Int, at along: CGFloat, extent: CGFloat,
                               into result: inout CollectionItemPlacement) -> CGFloat {
        let vertical = flow.scrollDirection == .vertical
        let length = vertical ? size.height : size.width
        guard length > 0 else { return 0 }
        let frame = vertical ? CGRect(x: 0, y: along, width: extent, height: length)
            : CGRect(x: along, y: 0, width: length, height: extent)
        result.supplementaries.append(.init(kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame))
        return length
    }

    /// Whether items take their content's size.
    private var selfSizing: Bool {
        flow.estimatedItemSize == CollectionViewFlowLayout.automaticSize
            || flow.estimatedItemSize.width > 0 && flow.estimatedItemSize.height > 0
    }

    /// The item's size and whether its content decides it: self-sizing items take the content's size (the
    /// estimate until it is known, the item size for `automaticSize`); others the delegate's size or the item size.
    private func itemSize(at indexPath: IndexPath) -> (CGSize, Bool) {
        if selfSizing {
            if let content = measured[CollectionItemPlacement.key(nil, indexPath)] { return (content, true) }
            let estimated = flow.estimatedItemSize
            return (estimated.width > 0 && estimated.height > 0 ? estimated : flow.itemSize, true)
        }
        return (delegate?.collectionView(collection, sizeForItemAt: indexPath) ?? flow.itemSize, false)
    }
}
