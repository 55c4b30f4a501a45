import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// A scene object set as a table's data source fills the table when it is laid out: its methods run, registered cell
/// classes are dequeued, and counts the app's data would give are a few representative rows.
@Suite struct ScriptedTableDataSourceTests {
    static let controller = """
        final class FruitCell: UITableViewCell {
            let name = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(name)
                name.snp.makeConstraints { make in make.edges.equalToSuperview().inset(12) }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class FruitsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let fruits = ["Apple", "Banana"]
            let tableView = UITableView(frame: .zero, style: .plain)
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tableView)
                tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                tableView.register(FruitCell.self, forCellReuseIdentifier: "fruit")
                tableView.dataSource = self
                tableView.delegate = self
            }
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                section == 0 ? fruits.count : Store.shared.items.count
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.section == 0 ? 60 : UITableView.automaticDimension
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if indexPath.section == 1 {
                    let plain = tableView.dequeueReusableCell(withIdentifier: "plain")
                        ?? UITableViewCell(style: .value1, reuseIdentifier: "plain")
                    plain.textLabel?.text = "Item \\(indexPath.row)"
                    return plain
                }
                let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath) as! FruitCell
                cell.name.text = fruits[indexPath.row]
                return cell
            }
        }
        """

    @Test func aCellRegisteredOnlyByAStoryboardIsUnknownAndTheRowADefaultCell() throws {
        let source = """
            final class Settings: UIViewController, UITableViewDataSource {
                let table = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(table)
                    table.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    table.dataSource = self
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "switchCell") as! SwitchCell
                    cell.title.text = "Dark mode"
                    return cell
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("table.cell[0,0]", in: result), 0, 0, 375, 44)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:11:80: warning: 'tableView.dequeueReusableCell(withIdentifier: \"switchCell\")' is nil here "
                + "(the app's data is absent), so force-unwrapping it would trap; it stands in as an unknown value and "
                + "what uses it is skipped"))
    }

    @Test func theDataSourcesMethodsFillTheTable() throws {
        let (scene, result) = try #require(layOut(Self.controller))
        let names = result.views.map(\.name).filter { $0.hasPrefix("tableView.cell[") && $0.hasSuffix("]") }
        #expect(names == ["tableView.cell[0,0]", "tableView.cell[0,1]", "tableView.cell[1,0]", "tableView.cell[1,1]",
                          "tableView.cell[1,2]"])
        expectFrame(frame("tableView.cell[0,0]", in: result), 0, 0, 375, 60)
        expectFrame(frame("tableView.cell[0,1]", in: result), 0, 60, 375, 60)
        expectFrame(frame("tableView.cell[1,0]", in: result), 0, 120, 375, 44)
        let first = try #require(result.views.first { $0.name == "tableView.cell[0,0]" }?.view as? TableViewCell)
        #expect((first.contentView.subviews.first as? Label)?.text == "Apple")
        let item = try #require(result.views.first { $0.name == "tableView.cell[1,2]" }?.view as? TableViewCell)
        #expect(item.textLabel?.text == "Item 2")
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:10:13: warning: the number of rows in section 1 is unknown (the app's data is not in the "
                + "files): 3 representative rows are shown"))
    }

    @Test func onlyTheRowsOfASectionOfUnknownLengthAreRepresentative() throws {
        let (_, result) = try #require(layOut(Self.controller))
        let representative = result.views.filter { $0.view.isRepresentative }.map(\.name)
        #expect(representative == ["tableView.cell[1,0]", "tableView.cell[1,1]", "tableView.cell[1,2]"])
    }

    @Test func aTableHeaderViewAFileSetsSitsAboveTheRows() throws {
        let source = """
            final class ProfileViewController: UIViewController, UITableViewDataSource {
                private let table = UITableView(frame: .zero, style: .plain)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(table)
                    table.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 120))
                    table.tableFooterView = UIView()
                    table.rowHeight = 50
                    table.dataSource = self
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: "row")
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        #expect(frame("tableHeaderView", in: result) == CGRect(x: 0, y: 0, width: 375, height: 120))
        #expect(frame("table.cell[0,1]", in: result) == CGRect(x: 0, y: 170, width: 375, height: 50))
        #expect(frame("tableFooterView", in: result) == CGRect(x: 0, y: 220, width: 375, height: 0))
    }
}
