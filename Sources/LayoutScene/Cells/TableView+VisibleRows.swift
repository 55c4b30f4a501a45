import Foundation

/// How a table fills itself from its data source when laid out (see ``TableView``): the first pass after the table
/// has a size asks for the section headers, rows and section footers whose estimated heights fit; each later pass,
/// with their solved frames, gives a self-sizing row that came out with no height the standard 44, asks for more
/// while the last one ends above the visible area's bottom, and lets go of those that start below it.
extension TableView {
    /// The most rows and section views a table shows, whatever their heights.
    static let maximumVisibleRows = 200

    /// Brings the rows up to date for the table's size and the rows' last solved frames.
    func updateVisibleRows() {
        guard let dataSource else {
            let hasAccessory = tableHeaderView != nil || tableFooterView != nil
            if !visibleElements.isEmpty || hasAccessory && rowsLoadedForSize != bounds.size {
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
            rowCounts = sectionRowCounts(from: dataSource)
            appendElements(from: dataSource, estimatedTop: 0)
            placeRows()
            rowsChanged = true
            setNeedsLayout() // the next pass checks the rows against their solved frames
            return
        }
        var changed = giveCollapsedRowsTheStandardHeight()
        if let last = visibleElements.last, last.view.frame.maxY < visibleBottom {
            let before = visibleElements.count
            appendElements(from: dataSource, estimatedTop: last.view.frame.maxY)
            changed = changed || visibleElements.count != before
        }
        // elements are in order, so those starting below the visible area are a suffix (the first always stays)
        if let firstHidden = visibleElements.indices.dropFirst().first(where: {
            visibleElements[$0].view.frame.minY >= visibleBottom
        }) {
            for element in visibleElements[firstHidden...] { element.view.removeFromSuperview() }
            visibleElements.removeSubrange(firstHidden...)
            lastPosition = visibleElements.last?.position
            pendingGap = 0
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

    /// Asks for the headers, rows and footers after the last one shown while their estimated tops stay above the
    /// visible bottom; a header or footer without a view adds its height to the space above the next one.
    private func appendElements(from dataSource: any TableViewDataSource, estimatedTop: CGFloat) {
        var top = estimatedTop + pendingGap
        while top < visibleBottom, visibleElements.count < Self.maximumVisibleRows,
              let position = self.position(after: lastPosition) {
            lastPosition = position
            switch position {
            case .row(let indexPath):
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.name = "\(displayName).cell[\(indexPath.section),\(indexPath.row)]"
                let height = fixedHeight(at: indexPath)
                append(TableElement(position: position, view: cell, fixedHeight: height, gapAbove: pendingGap))
                top += height ?? (estimatedRowHeight > 0 ? estimatedRowHeight : CellLayoutEstimates.minimumRowHeight)
            case .header(let section), .footer(let section):
                let side: SectionTitleStyle.Position = position == .header(section) ? .header : .footer
                let supplement = sectionSupplement(side, in: section)
                guard let view = supplement.view else {
                    pendingGap += supplement.height ?? 0
                    top += supplement.height ?? 0
                    continue
                }
                if view.name == nil { view.name = "\(displayName).section\(side == .header ? "Header" : "Footer")[\(section)]" }
                append(TableElement(position: position, view: view, fixedHeight: supplement.height,
                                    gapAbove: pendingGap + supplement.padding))
                top += supplement.padding + (supplement.height ?? max(0, view.frame.height))
            }
        }
    }

    private func append(_ element: TableElement) {
        element.view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(element.view)
        visibleElements.append(element)
        pendingGap = 0
    }

    /// The position after `position` in the data source's counts (the first header when nil): each section's
    /// header, its rows, its footer.
    private func position(after position: TableElement.Position?) -> TableElement.Position? {
        switch position {
        case nil:
            return rowCounts.isEmpty ? nil : .header(0)
        case .header(let section)?:
            return rowCounts[section] > 0 ? .row(IndexPath(row: 0, section: section)) : .footer(section)
        case .row(let indexPath)?:
            return indexPath.row + 1 < rowCounts[indexPath.section]
                ? .row(IndexPath(row: indexPath.row + 1, section: indexPath.section)) : .footer(indexPath.section)
        case .footer(let section)?:
            return section + 1 < rowCounts.count ? .header(section + 1) : nil
        }
    }

    /// The row's height when the delegate or ``rowHeight`` fixes it; nil for a self-sizing row.
    private func fixedHeight(at indexPath: IndexPath) -> CGFloat? {
        if let asked = delegate?.tableView(self, heightForRowAt: indexPath), asked >= 0 { return asked }
        return rowHeight >= 0 ? rowHeight : nil
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

    /// Replaces the constraints placing the rows and section views: one under the other (with the space above each),
    /// rows as wide as the table less the inset and section views as wide as the table; each as tall as fixed, as
    /// its content makes it (pulled down at the fitting priority, 50, as UIKit measures self-sizing cells) or, for a
    /// row whose content makes it nothing, 44.
    private func placeRows() {
        LayoutConstraint.deactivate(rowConstraints)
        rowConstraints = []
        var above: (item: LayoutItem, attribute: LayoutAttribute) = (contentLayoutGuide, .top)
        if let header = tableHeaderView {
            rowConstraints += accessoryConstraints(header, named: "header", below: above)
            above = (header, .bottom)
        }
        for element in visibleElements {
            let view = element.view
            let inset: CGFloat = if case .row = element.position { rowInset } else { 0 }
            rowConstraints += [
                make("top", view, .top, above.item, above.attribute, constant: element.gapAbove),
                make("left", view, .left, frameLayoutGuide, .left, constant: inset),
                make("width", view, .width, frameLayoutGuide, .width, constant: -2 * inset),
            ]
            if let height = element.fixedHeight {
                rowConstraints.append(make("height", view, .height, nil, .notAnAttribute, constant: height))
            } else if collapsedRows.contains(ObjectIdentifier(view)) {
                rowConstraints.append(make("height", view, .height, nil, .notAnAttribute,
                                           constant: CellLayoutEstimates.minimumRowHeight,
                                           priority: LayoutPriority(999)))
            } else {
                rowConstraints.append(make("fittingHeight", view, .height, nil, .notAnAttribute,
                                           priority: LayoutPriority(50)))
            }
            above = (view, .bottom)
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
        for element in visibleElements { element.view.removeFromSuperview() }
        visibleElements = []
        lastPosition = nil
        pendingGap = 0
        collapsedRows = []
    }

    private func make(_ name: String, _ first: LayoutItem, _ attribute: LayoutAttribute, _ second: LayoutItem?,
                      _ secondAttribute: LayoutAttribute, constant: CGFloat = 0,
                      priority: LayoutPriority = .required) -> LayoutConstraint {
        SystemConstraintSet.make("UITableView-row-\(name)", first, attribute, second, secondAttribute,
                                 constant: constant, priority: priority)
    }
}

extension TableView {
    /// What asking the data source for one section's row count costs the scene's work budget: about a hundred
    /// evaluation steps (an estimate; the scene code it runs, if any, spends its own steps too).
    static let stepsPerSection = 100

    /// Each section's row count, as the data source gives them (UIKit asks for every section), spending
    /// ``stepsPerSection`` from the scene's work budget for each: a data source with a hundred million sections runs
    /// out of the budget, which stops the scene, instead of running on.
    func sectionRowCounts(from dataSource: any TableViewDataSource) -> [Int] {
        let budget = sceneWorkBudget
        var counts: [Int] = []
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            guard budget.spend(Self.stepsPerSection, in: .layout, on: qualifiedName, at: placementLocation) else {
                break
            }
            counts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
        }
        return counts
    }
}
