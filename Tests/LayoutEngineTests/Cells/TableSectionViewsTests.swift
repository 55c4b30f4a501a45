import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Each section's header and footer (the delegate's view, else the data source's title, else space) sits above and
/// below its rows, with UIKit's heights, paddings and title styles.
@Suite struct TableSectionViewsTests {
    typealias E = CellLayoutEstimates

    /// Sections of 44-point rows with optional titles, views and heights per section.
    final class Sections: TableViewDataSource, TableViewDelegate {
        let counts: [Int]
        var headerTitles: [Int: String] = [:]
        var footerTitles: [Int: String] = [:]
        var headerViews: [Int: View] = [:]
        var headerHeights: [Int: CGFloat] = [:]
        var footerHeights: [Int: CGFloat] = [:]

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            TableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            headerTitles[section]
        }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
            footerTitles[section]
        }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { headerViews[section] }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
            headerHeights[section] ?? TableView.automaticDimension
        }
        func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
            footerHeights[section] ?? TableView.automaticDimension
        }
    }

    private func header(_ table: TableView, _ section: Int) -> TableViewHeaderFooterView? {
        table.visibleElements.first { $0.position == .header(section) }?.view as? TableViewHeaderFooterView
    }

    private func footer(_ table: TableView, _ section: Int) -> TableViewHeaderFooterView? {
        table.visibleElements.first { $0.position == .footer(section) }?.view as? TableViewHeaderFooterView
    }

    @Test func aPlainTablesTitleSitsBelowTheTopPaddingInSemiboldAboveItsRows() throws {
        let sections = Sections([1, 1])
        sections.headerTitles = [0: "Fruit", 1: "Vegetables"]
        let (canvas, table) = hostedTable(.plain, rows: sections)
        canvas.layout(measuring: MonospacedTextMeasurer())
        let first = try #require(header(table, 0)), label = try #require(first.textLabel)
        let titleHeight = label.frame.height + 8
        expectFrame(first.frame, 0, 22, 320, titleHeight)
        expectFrame(label.frame, 16, 4, label.frame.width, label.frame.height)
        #expect(label.text == "Fruit")
        #expect(label.font == E.plainSectionTitleFont)
        #expect(first.displayName == "table.sectionHeader[0]")
        expectFrame(table.visibleRows[0].cell.frame, 0, 22 + titleHeight, 320, 44)
        expectFrame(try #require(header(table, 1)).frame, 0, 22 + titleHeight + 44 + 22, 320, titleHeight)
        expectFrame(table.visibleRows[1].cell.frame, 0, 2 * (22 + titleHeight) + 44, 320, 44)
    }

    @Test func aGroupedTablesHeaderTitleIsInCapitalsInSecondaryGreyAndItsFooterBelowTheRows() throws {
        let sections = Sections([2, 1])
        sections.headerTitles = [0: "Account"]
        sections.footerTitles = [0: "Signed in"]
        let (canvas, table) = hostedTable(.insetGrouped, rows: sections)
        canvas.layout(measuring: MonospacedTextMeasurer())
        let head = try #require(header(table, 0)), title = try #require(head.textLabel)
        #expect(title.text == "ACCOUNT")
        #expect(title.font == E.groupedSectionTitleFont)
        #expect(title.textColor == .secondaryLabel)
        let headHeight = 17 + title.frame.height + 6
        expectFrame(head.frame, 0, 17, 320, headHeight)
        expectFrame(title.frame, 32, 17, title.frame.width, title.frame.height)
        let rowsTop = 17 + headHeight
        expectFrame(table.visibleRows[0].cell.frame, 16, rowsTop, 288, 44)
        let foot = try #require(footer(table, 0)), note = try #require(foot.textLabel)
        #expect(note.text == "Signed in")
        let footHeight = 6 + note.frame.height + 6
        expectFrame(foot.frame, 0, rowsTop + 88, 320, footHeight)
        // section 1 has no title: the default header (18) follows the footer view
        expectFrame(table.visibleRows[2].cell.frame, 16, rowsTop + 88 + footHeight + 18, 288, 44)
    }

    @Test func heightsWithoutViewsAreSpaceAndZeroHeightsCloseAGroupedTablesGaps() {
        let sections = Sections([1, 1])
        sections.headerHeights = [0: 10, 1: 30]
        sections.footerHeights = [0: 5]
        let (canvas, table) = hostedTable(.grouped, rows: sections)
        canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(table.visibleRows[0].cell.frame, 0, 10, 320, 44)
        expectFrame(table.visibleRows[1].cell.frame, 0, 10 + 44 + 5 + 30, 320, 44)
        #expect(table.visibleElements.count == 2)

        let closed = Sections([1, 1])
        let (canvas2, table2) = hostedTable(.grouped, rows: closed)
        table2.sectionHeaderHeight = 0
        table2.sectionFooterHeight = 0
        canvas2.layout(measuring: MonospacedTextMeasurer())
        expectFrame(table2.visibleRows[1].cell.frame, 0, 44, 320, 44)
    }

    @Test func aHeaderViewIsAsTallAsItsContentOrTheDelegatesHeightAndSpansTheTable() throws {
        let sections = Sections([1, 1])
        let banner = View(), label = Label()
        label.text = "Today"
        banner.addSubview(label)
        label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        let fixed = View()
        sections.headerViews = [0: banner, 1: fixed]
        sections.headerHeights = [1: 50]
        let (canvas, table) = hostedTable(.insetGrouped, rows: sections)
        table.sectionFooterHeight = 0
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(label.frame.height > 0)
        expectFrame(banner.frame, 0, 17, 320, label.frame.height + 20)
        #expect(banner.displayName == "table.sectionHeader[0]")
        let rowTop = 17 + banner.frame.height
        expectFrame(table.visibleRows[0].cell.frame, 16, rowTop, 288, 44)
        expectFrame(fixed.frame, 0, rowTop + 44, 320, 50)
        expectFrame(table.visibleRows[1].cell.frame, 16, rowTop + 94, 288, 44)
    }

    @Test func aPlainTablesTopPaddingFollowsTheTable() throws {
        let sections = Sections([1])
        sections.headerTitles = [0: "All"]
        let (canvas, table) = hostedTable(.plain, rows: sections)
        table.sectionHeaderTopPadding = 0
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(try #require(header(table, 0)).frame.minY == 0)
    }

    @Test func anEmptySectionStillShowsItsTitleAndOneViewShowsOnce() throws {
        let sections = Sections([0, 1, 1])
        sections.headerTitles = [0: "Nothing yet"]
        let shared = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        sections.headerViews = [1: shared, 2: shared]
        let (canvas, table) = hostedTable(.plain, rows: sections)
        table.sectionHeaderTopPadding = 0
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(table.visibleElements.map(\.position) == [.header(0), .header(1), .row(IndexPath(row: 0, section: 1)),
                                                           .row(IndexPath(row: 0, section: 2))])
        let empty = try #require(header(table, 0))
        expectFrame(shared.frame, 0, empty.frame.maxY, 320, 20)
        expectFrame(table.visibleRows[1].cell.frame, 0, empty.frame.maxY + 64, 320, 44)
    }

    @Test func headersAndFootersBelowTheVisibleAreaAreNotMade() {
        let sections = Sections(Array(repeating: 4, count: 20))
        sections.headerTitles = Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, "Section \($0)") })
        let (canvas, table) = hostedTable(.plain, rows: sections, height: 300)
        canvas.layout(measuring: MonospacedTextMeasurer())
        let positions = table.visibleElements.map(\.position)
        #expect(positions.first == .header(0))
        #expect(positions.contains(.header(1)))
        #expect(!positions.contains(.header(2)))
        #expect(table.visibleElements.allSatisfy { $0.view.frame.minY < 300 })
    }
}
