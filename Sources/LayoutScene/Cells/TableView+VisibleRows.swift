import Foundation

/// How a table fills itself from its data source when laid out (see ``TableView``): the first pass after the table
/// has a size asks for the rows whose estimated heights fit; each later pass, with the rows' solved frames, gives a
/// self-sizing row that came out with no height the standard 44, asks for more rows while the last one ends above
/// the visible area's bottom, and lets go of rows that start below it.
extension TableView {
    /// The most rows a table shows, whatever their heights.
    static let maximumVisibleRows = 200

    /// Brings the rows up to date for the table's size and the rows' last solved frames.
    func updateVisibleRows() {
        guard let dataSource else {
            let hasAccessory = tableHeaderView != nil || tableFooterView != nil
            if !visibleRows.isEmpty || hasAccessory && rowsLoadedForSize != bounds.size {
                removeAllRows()
                rowsLoadedForSize = bounds.size
                placeRows() // the header and footer alone
                rowsChanged = true
            }
            return
        }
        guard rowsLoadedForSize == bounds.size else {
            removeAllRows()
            rowsLoadedForSize = bounds.size
            rowCounts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
                max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
            }
            appendRows(from: dataSource, estimatedTop: 0)
            placeRows()
            rowsChanged = true
            setNeedsLayout() // the next pass checks the rows against their solved frames
            return
        }
        var changed = giveCollapsedRowsTheStandardHeight()
        if let last = visibleRows.last?.cell, last.frame.maxY < visibleBottom {
            let before = visibleRows.count
            appendRows(from: dataSource, estimatedTop: last.frame.maxY)
            changed = changed || visibleRows.count != before
        }
        // rows are in order, so those starting below the visible area are a suffix (the first row always stays)
        if let firstHidden = visibleRows.indices.dropFirst().first(where: {
            visibleRows[$0].cell.frame.minY >= visibleBottom
        }) {
            for row in visibleRows[firstHidden...] { row.cell.removeFromSuperview() }
            visibleRows.removeSubrange(firstHidden...)
            changed = true
        }
        if changed {
            placeRows()
            setNeedsLayout()
        }
        rowsChanged = changed
    }

    /// The bottom of the visible area, in content coordinates.
    private var visibleBottom: CGFloat { contentOffset.y + bounds.height }

    /// Asks for the rows after the last one shown while their estimated tops stay above the visible bottom.
    private func appendRows(from dataSource: any TableViewDataSource, estimatedTop: CGFloat) {
        var top = estimatedTop
        var next = nextIndexPath(after: visibleRows.last?.indexPath)
        while let indexPath = next, top < visibleBottom, visibleRows.count < Self.maximumVisibleRows {
            if indexPath.row == 0 { top += sectionGap }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.name = "\(displayName).cell[\(indexPath.section),\(indexPath.row)]"
            cell.translatesAutoresizingMaskIntoConstraints = false
            addSubview(cell)
            visibleRows.append((indexPath, cell))
            top += fixedHeight(at: indexPath) ?? (estimatedRowHeight > 0 ? estimatedRowHeight : CellLayoutEstimates.minimumRowHeight)
            next = nextIndexPath(after: indexPath)
        }
    }

    /// The row after `indexPath` in the data source's counts (the first when nil), skipping empty sections.
    private func nextIndexPath(after indexPath: IndexPath?) -> IndexPath? {
        var section = indexPath?.section ?? 0
        var row = indexPath.map { $0.row + 1 } ?? 0
        while section < rowCounts.count {
            if row < rowCounts[section] { return IndexPath(row: row, section: section) }
            section += 1
            row = 0
        }
        return nil
    }

    /// The row's height when the delegate or ``rowHeight`` fixes it; nil for a self-sizing row.
    private func fixedHeight(at indexPath: IndexPath) -> CGFloat? {
        if let asked = delegate?.tableView(self, heightForRowAt: indexPath), asked >= 0 { return asked }
        return rowHeight >= 0 ? rowHeight : nil
    }

    /// The space above each section: none for plain tables (see ``CellLayoutEstimates``).
    private var sectionGap: CGFloat {
        style == .plain ? 0 : CellLayoutEstimates.groupedSectionGap
    }

    /// The rows' horizontal inset from the table's edges: inset-grouped rows are cards.
    private var rowInset: CGFloat {
        style == .insetGrouped ? CellLayoutEstimates.insetGroupedMargin : 0
    }

    /// Self-sizing rows whose content gave them no height take the standard height, as UIKit falls back to.
    private func giveCollapsedRowsTheStandardHeight() -> Bool {
        var changed = false
        for row in visibleRows where row.cell.frame.height <= 0 && fixedHeight(at: row.indexPath) == nil
            && !collapsedRows.contains(ObjectIdentifier(row.cell)) {
            collapsedRows.insert(ObjectIdentifier(row.cell))
            changed = true
        }
        return changed
    }

    /// Replaces the constraints placing the rows: one under the other (a section gap above each section's first
    /// row), as wide as the table less the inset, each as tall as fixed, as its content makes it (pulled down at
    /// the fitting priority, 50, as UIKit measures self-sizing cells) or, when that is nothing, 44.
    private func placeRows() {
        LayoutConstraint.deactivate(rowConstraints)
        rowConstraints = []
        var above: (item: LayoutItem, attribute: LayoutAttribute) = (contentLayoutGuide, .top)
        if let header = tableHeaderView {
            rowConstraints += accessoryConstraints(header, named: "header", below: above)
            above = (header, .bottom)
        }
        for (indexPath, cell) in visibleRows {
            let gap = indexPath.row == 0 ? sectionGap : 0
            rowConstraints += [
                make("top", cell, .top, above.item, above.attribute, constant: gap),
                make("left", cell, .left, frameLayoutGuide, .left, constant: rowInset),
                make("width", cell, .width, frameLayoutGuide, .width, constant: -2 * rowInset),
            ]
            if let height = fixedHeight(at: indexPath) {
                rowConstraints.append(make("height", cell, .height, nil, .notAnAttribute, constant: height))
            } else if collapsedRows.contains(ObjectIdentifier(cell)) {
                rowConstraints.append(make("height", cell, .height, nil, .notAnAttribute,
                                           constant: CellLayoutEstimates.minimumRowHeight,
                                           priority: LayoutPriority(999)))
            } else {
                rowConstraints.append(make("fittingHeight", cell, .height, nil, .notAnAttribute,
                                           priority: LayoutPriority(50)))
            }
            above = (cell, .bottom)
        }
        if let footer = tableFooterView { rowConstraints += accessoryConstraints(footer, named: "footer", below: above) }
        LayoutConstraint.activate(rowConstraints)
    }

    /// A header or footer view under `above`, as wide as the table, as tall as its frame when it was set (or its
    /// content when that had no height: pulled down at the fitting priority, as a self-sizing row).
    private func accessoryConstraints(_ view: View, named name: String,
                                      below above: (item: LayoutItem, attribute: LayoutAttribute)) -> [LayoutConstraint] {
        let frameHeight = accessoryHeights[ObjectIdentifier(view)] ?? 0
        let height = frameHeight > 0
            ? make("\(name)-height", view, .height, nil, .notAnAttribute, constant: frameHeight)
            : make("\(name)-fittingHeight", view, .height, nil, .notAnAttribute, priority: LayoutPriority(50))
        return [make("\(name)-top", view, .top, above.item, above.attribute),
                make("\(name)-left", view, .left, frameLayoutGuide, .left),
                make("\(name)-width", view, .width, frameLayoutGuide, .width), height]
    }

    private func removeAllRows() {
        LayoutConstraint.deactivate(rowConstraints)
        rowConstraints = []
        for row in visibleRows { row.cell.removeFromSuperview() }
        visibleRows = []
        collapsedRows = []
    }

    private func make(_ name: String, _ first: LayoutItem, _ attribute: LayoutAttribute, _ second: LayoutItem?,
                      _ secondAttribute: LayoutAttribute, constant: CGFloat = 0,
                      priority: LayoutPriority = .required) -> LayoutConstraint {
        SystemConstraintSet.make("UITableView-row-\(name)", first, attribute, second, secondAttribute,
                                 constant: constant, priority: priority)
    }
}
