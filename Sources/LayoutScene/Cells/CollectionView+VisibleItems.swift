import Foundation

/// How a collection with a flow layout fills itself from its data source when laid out, as
/// `UICollectionViewFlowLayout` places items: section by section (each inset by its `sectionInset`, after room for
/// its header), items fill lines across the scroll direction's cross axis with at least the interitem spacing; a
/// line with several items spreads them to both insets (the extra space shared between them), a line with one item
/// centres it, and each item is centred on its line, which is as deep as its largest item; lines are the line spacing
/// apart. Only the items whose frames meet the visible area (the bounds at the content offset) are asked for and
/// shown, at most ``maximumVisibleItems``.
extension CollectionView {
    /// The most items a collection shows, whatever their sizes.
    static let maximumVisibleItems = 500

    /// Places the items for the collection's size, asking the data source once per size.
    func updateVisibleItems() {
        guard hasVisibleArea, let dataSource, let flow = collectionViewLayout as? CollectionViewFlowLayout else {
            if !visibleItems.isEmpty {
                for item in visibleItems { item.cell.removeFromSuperview() }
                visibleItems = []
                itemsChanged = true
            }
            return
        }
        guard itemsLoadedForSize != bounds.size else { return }
        itemsLoadedForSize = bounds.size
        for item in visibleItems { item.cell.removeFromSuperview() }
        visibleItems = []
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        for (indexPath, frame) in flowFrames(flow, dataSource: dataSource) where frame.intersects(visible) {
            guard visibleItems.count < Self.maximumVisibleItems else { break }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.name = "\(displayName).cell[\(indexPath.section),\(indexPath.item)]"
            cell.translatesAutoresizingMaskIntoConstraints = true
            cell.frame = frame
            addSubview(cell)
            visibleItems.append((indexPath, cell))
        }
        itemsChanged = true
    }

    /// Whether the collection has an area to show items in.
    private var hasVisibleArea: Bool { bounds.width > 0 && bounds.height > 0 }

    /// Every item's frame in content coordinates, in order.
    private func flowFrames(_ flow: CollectionViewFlowLayout, dataSource: any CollectionViewDataSource)
        -> [(IndexPath, CGRect)] {
        let vertical = flow.scrollDirection == .vertical
        // along: the scroll direction; across: the lines' direction
        let crossExtent = vertical ? bounds.width : bounds.height
        var along: CGFloat = 0
        var frames: [(IndexPath, CGRect)] = []
        let sections = max(0, dataSource.numberOfSections(in: self))
        for section in 0..<sections {
            let count = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
            let inset = delegate?.collectionView(self, insetForSectionAt: section) ?? flow.sectionInset
            let lineSpacing = delegate?.collectionView(self, minimumLineSpacingForSectionAt: section)
                ?? flow.minimumLineSpacing
            let itemSpacing = delegate?.collectionView(self, minimumInteritemSpacingForSectionAt: section)
                ?? flow.minimumInteritemSpacing
            let (before, after, crossStart, crossEnd) = vertical
                ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
            along += (vertical ? flow.headerReferenceSize.height : flow.headerReferenceSize.width) + before
            let available = crossExtent - crossStart - crossEnd
            var line: [(IndexPath, CGSize)] = []
            var lineStart = along
            func closeLine() {
                guard !line.isEmpty else { return }
                let crossSizes = line.map { vertical ? $0.1.width : $0.1.height }
                let depth = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
                let spare = available - crossSizes.reduce(0, +)
                let gap = line.count > 1 ? spare / CGFloat(line.count - 1) : 0
                var cross = crossStart + (line.count == 1 ? spare / 2 : 0)
                for ((indexPath, size), crossSize) in zip(line, crossSizes) {
                    let itemDepth = vertical ? size.height : size.width
                    let alongOrigin = lineStart + (depth - itemDepth) / 2
                    let frame = vertical
                        ? CGRect(x: cross, y: alongOrigin, width: size.width, height: size.height)
                        : CGRect(x: alongOrigin, y: cross, width: size.width, height: size.height)
                    frames.append((indexPath, frame))
                    cross += crossSize + gap
                }
                along = lineStart + depth
                line = []
            }
            var used: CGFloat = 0
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let size = itemSize(at: indexPath, flow)
                let crossSize = vertical ? size.width : size.height
                if !line.isEmpty, used + itemSpacing + crossSize > available {
                    closeLine()
                    along += lineSpacing
                    lineStart = along
                    used = 0
                }
                used += (line.isEmpty ? 0 : itemSpacing) + crossSize
                line.append((indexPath, size))
                if frames.count + line.count >= Self.maximumVisibleItems * 4 { break }
            }
            closeLine()
            along += after + (vertical ? flow.footerReferenceSize.height : flow.footerReferenceSize.width)
        }
        return frames
    }

    /// The delegate's size for the item, else the estimated size of a self-sizing layout, else the item size.
    private func itemSize(at indexPath: IndexPath, _ flow: CollectionViewFlowLayout) -> CGSize {
        if let asked = delegate?.collectionView(self, sizeForItemAt: indexPath) { return asked }
        let estimated = flow.estimatedItemSize
        if estimated.width > 0, estimated.height > 0 { return estimated }
        return flow.itemSize
    }
}
