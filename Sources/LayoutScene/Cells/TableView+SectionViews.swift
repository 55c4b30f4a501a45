import Foundation

/// How a table finds what a section shows above and below its rows, as UIKit does: the delegate's view
/// (`viewForHeaderInSection`), else the data source's title (`titleForHeaderInSection`) in a
/// ``TableViewHeaderFooterView`` styled for the table, else nothing. The height is the delegate's
/// (`heightForHeaderInSection`) or the table's ``TableView/sectionHeaderHeight`` when either is not
/// ``TableView/automaticDimension``, else the view's content (a view made with a frame keeps its frame's height).
/// A section without a view takes that height as empty space, or by default none in a plain table and, in a grouped
/// one, 18 above the rows (35 above the first section) and 17 below them. A plain table keeps
/// ``TableView/sectionHeaderTopPadding`` above each header view (22 by default); a grouped one keeps 17 above the
/// first (see ``CellLayoutEstimates``).
extension TableView {
    /// What a section shows on one side of its rows: a view (with its height when fixed), or only space.
    struct SectionSupplement {
        /// The view, or nil for empty space.
        let view: View?
        /// The view's fixed height, the empty space's height, or nil when the view's content sizes it.
        let height: CGFloat?
        /// The space above the view.
        let padding: CGFloat
    }

    /// What `section` shows at `position`.
    func sectionSupplement(_ position: SectionTitleStyle.Position, in section: Int) -> SectionSupplement {
        let explicitHeight = askedHeight(position, in: section)
        let titleStyle = SectionTitleStyle(position: position, tableStyle: style)
        var view = position == .header ? delegate?.tableView(self, viewForHeaderInSection: section)
                                       : delegate?.tableView(self, viewForFooterInSection: section)
        var isTitle = false
        if view == nil, let title = self.title(position, in: section), !title.isEmpty {
            let titleView = TableViewHeaderFooterView(reuseIdentifier: nil)
            titleView.textLabel?.text = titleStyle.isUppercased ? title.uppercased() : title
            view = titleView
            isTitle = true
        }
        guard let view, !visibleElements.contains(where: { $0.view === view }) else {
            return SectionSupplement(view: nil, height: explicitHeight ?? emptyHeight(position, in: section),
                                     padding: 0)
        }
        (view as? TableViewHeaderFooterView)?.titleStyle = titleStyle
        let frameHeight = isTitle || view.frame.height <= 0 ? nil : view.frame.height
        return SectionSupplement(view: view, height: explicitHeight ?? frameHeight,
                                 padding: position == .header ? headerPadding(in: section) : 0)
    }

    /// The delegate's height, else the table's, when either is not ``automaticDimension``.
    private func askedHeight(_ position: SectionTitleStyle.Position, in section: Int) -> CGFloat? {
        let asked = position == .header ? delegate?.tableView(self, heightForHeaderInSection: section)
                                        : delegate?.tableView(self, heightForFooterInSection: section)
        if let asked, asked >= 0 { return asked }
        let tableHeight = position == .header ? sectionHeaderHeight : sectionFooterHeight
        return tableHeight >= 0 ? tableHeight : nil
    }

    private func title(_ position: SectionTitleStyle.Position, in section: Int) -> String? {
        position == .header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                            : dataSource?.tableView(self, titleForFooterInSection: section)
    }

    /// The space a section without a view keeps: none in a plain table; UIKit's default header and footer heights in
    /// a grouped one, with the space above the first section.
    private func emptyHeight(_ position: SectionTitleStyle.Position, in section: Int) -> CGFloat {
        guard style != .plain else { return 0 }
        switch position {
        case .header:
            return CellLayoutEstimates.groupedEmptyHeaderHeight + (section == 0 ? firstSectionSpace : 0)
        case .footer:
            return CellLayoutEstimates.groupedEmptyFooterHeight
        }
    }

    /// The space above a header view.
    private func headerPadding(in section: Int) -> CGFloat {
        guard style == .plain else { return section == 0 ? firstSectionSpace : 0 }
        return sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : CellLayoutEstimates.plainHeaderTopPadding
    }

    /// The space a grouped table keeps above its first section, as much as a default footer.
    private var firstSectionSpace: CGFloat { CellLayoutEstimates.groupedEmptyFooterHeight }
}
