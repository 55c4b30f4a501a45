import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// A scene object answering a table's section methods gives it headers and footers: titles, views it makes or
/// dequeues from a registered `UITableViewHeaderFooterView` class, and heights.
@Suite struct ScriptedSectionViewsTests {
    static let settings = """
        final class SectionHeader: UITableViewHeaderFooterView {
            let title = UILabel()
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                contentView.addSubview(title)
                title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let sections = [("General", ["Wi-Fi", "Bluetooth"]), ("About", ["Version"])]
            let tableView = UITableView(frame: .zero, style: .insetGrouped)
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tableView)
                tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
                tableView.dataSource = self
                tableView.delegate = self
            }
            func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                sections[section].1.count
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
                cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
                return cell
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sections[section].0
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                guard section == 1 else { return nil }
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader
                header?.title.text = sections[section].0
                return header
            }
            func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 8 }
        }
        """

    @Test func titlesAndDequeuedHeaderViewsSitAboveTheirRows() throws {
        let (scene, result) = try #require(layOut(Self.settings))
        let names = result.views.map(\.name).filter {
            $0 == "header" || $0.hasPrefix("tableView.") && !$0.contains("].")
        }
        #expect(names == ["tableView.sectionHeader[0]", "tableView.cell[0,0]", "tableView.cell[0,1]", "header",
                          "tableView.cell[1,0]"])
        let titleView = try #require(frame("tableView.sectionHeader[0]", in: result))
        let title = try #require(frame("tableView.sectionHeader[0].textLabel", in: result))
        expectFrame(titleView, 0, 17, 375, 17 + title.height + 6)
        expectFrame(title, 32, 17, title.width, title.height)
        expectFrame(frame("tableView.cell[0,0]", in: result), 16, titleView.maxY, 343, 44)
        let header = try #require(frame("header", in: result))
        let label = try #require(frame("title", in: result))
        expectFrame(header, 0, titleView.maxY + 88 + 8, 375, label.height + 20)
        expectFrame(frame("tableView.cell[1,0]", in: result), 16, header.maxY, 343, 44)
        #expect(scene.warnings.isEmpty)
    }

    @Test func anIdentifierNothingRegisteredDequeuesNil() throws {
        let source = Self.settings.replacingOccurrences(
            of: "tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: \"header\")", with: "")
        let (_, result) = try #require(layOut(source))
        let names = result.views.map(\.name).filter { $0.hasPrefix("tableView.") && !$0.contains("].") }
        #expect(names == ["tableView.sectionHeader[0]", "tableView.cell[0,0]", "tableView.cell[0,1]",
                          "tableView.sectionHeader[1]", "tableView.cell[1,0]"])
        let about = try #require(frame("tableView.sectionHeader[1].textLabel", in: result))
        #expect(about.minX == 32)
    }

    @Test func aDataSourceWhoseMethodsAreInAnotherFileShowsRepresentativeRowsOfTheRegisteredCell() throws {
        let source = """
            final class NoteCell: UITableViewCell {
                let title = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(title)
                    title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(12) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class NotesViewController: UIViewController {
                let tableView = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
                    tableView.dataSource = self
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let rows = result.views.filter { $0.name.hasPrefix("tableView.cell[") && !$0.name.contains("].") }
        #expect(rows.map(\.name) == ["tableView.cell[0,0]", "tableView.cell[0,1]", "tableView.cell[0,2]"])
        #expect(scene.canvas.hostedController.map { controller in
            (controller.view.subviews.first as? TableView)?.visibleRows.allSatisfy { $0.cell is ScriptedTableViewCell }
        } == true)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:10:13: warning: the number of rows in section 0 is unknown (the app's data is not in the "
                + "files): 3 representative rows are shown"))
    }

    @Test func anEmptyArrayOfTheAppsModelIsDataTheFilesDoNotHaveAndShowsRepresentativeRows() throws {
        let source = """
            final class AlbumsViewController: UIViewController, UITableViewDataSource {
                private var albums: [Album] = []
                private var tags: [String] = []
                private var badges: [BadgeView] = []
                private let tableView = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    badges.append(BadgeView())
                    view.addSubview(tableView)
                    tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    tableView.dataSource = self
                }
                func numberOfSections(in tableView: UITableView) -> Int { 2 }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    section == 0 ? albums.count : tags.count
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: "album")
                    cell.textLabel?.text = albums[indexPath.row].title
                    return cell
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let rows = result.views.filter { $0.name.hasPrefix("tableView.cell[") && !$0.name.contains("].") }
        #expect(rows.map(\.name) == ["tableView.cell[0,0]", "tableView.cell[0,1]", "tableView.cell[0,2]"])
        let headlines = scene.warnings.map(\.headline)
        #expect(headlines.contains("scene.swiftlay:2:17: warning: 'albums' starts empty and holds the app's 'Album' "
                                       + "data, which is not in the files; it stands in as an unknown value"))
        #expect(!headlines.contains { $0.contains("'tags'") }, "an empty array of a known type stays empty")
        #expect(!headlines.contains { $0.contains("'badges' starts empty") }, "the file fills it itself")
    }

    @Test func anArrayMadeEmptyOfTheAppsModelIsDataTheFilesDoNotHaveToo() throws {
        let source = """
            final class GifsViewController: UIViewController, UICollectionViewDataSource {
                var gifs = [Giphy]()
                var grid: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    grid = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                    grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    view.addSubview(grid)
                    grid.dataSource = self
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    gifs.count
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell { UICollectionViewCell() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        // the controller's view has the screen's size in viewDidLoad, as UIKit's default view does
        expectFrame(frame("grid", in: result), 0, 0, 375, 667)
        #expect(result.views.filter { $0.name.hasPrefix("grid.cell[") && !$0.name.contains("].") }.count == 3)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:2:9: warning: 'gifs' starts empty and holds the app's 'Giphy' data, which is not in the "
                + "files; it stands in as an unknown value"))
    }
}
