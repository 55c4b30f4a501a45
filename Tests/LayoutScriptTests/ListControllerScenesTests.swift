@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Scene classes deriving from `UITableViewController` and `UICollectionViewController`: the view is the list, made
/// with the style or layout the initializer gives, and the class's `tableView(_:…)`/`collectionView(_:…)` overrides
/// answer for it, as UIKit makes the controller the list's data source and delegate.
@Suite struct ListControllerScenesTests {
    private let settings = """
        final class SettingsViewController: UITableViewController {
            let items = ["One", "Two", "Three"]
            override init(style: UITableView.Style) { super.init(style: style) }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
                tableView.rowHeight = 50
            }
            override func numberOfSections(in tableView: UITableView) -> Int { super.numberOfSections(in: tableView) }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                cell.textLabel?.text = items[indexPath.row]
                return cell
            }
        }

        """

    @Test func aTableControllerSubclassFillsItsTableFromItsOverrides() throws {
        let source = settings + "let canvas = Canvas(hosting: SettingsViewController(style: .grouped), width: 390, height: 844)"
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        let controller = try #require(scene.canvas.subviews.first?.owningViewController as? TableViewController)
        #expect(controller.style == .grouped)
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.rowHeight == 50)
        let rows = result.views.filter { $0.name.hasSuffix("]") && $0.name.contains(".cell[") }
        #expect(rows.map(\.name) == ["view.cell[0,0]", "view.cell[0,1]", "view.cell[0,2]"])
        #expect(rows.map(\.frame.height) == [50, 50, 50])
        #expect(labels(in: controller.tableView).compactMap(\.text).filter { !$0.isEmpty } == ["One", "Two", "Three"])
    }

    @Test func aTableControllerMadeAsTheRootWithoutArgumentsIsPlain() throws {
        let (scene, result) = try #require(layOut(settings))
        #expect(scene.warnings.isEmpty)
        let controller = try #require(scene.canvas.subviews.first?.owningViewController as? TableViewController)
        #expect(controller.style == .plain)
        expectFrame(frame("view.cell[0,1]", in: result), 0, 50, 375, 50)
    }

    @Test func aTableCodeGivesTheControllerIsAnsweredByIt() throws {
        let source = """
            final class ListViewController: UITableViewController {
                override func loadView() {
                    tableView = UITableView(frame: .zero, style: .plain)
                    tableView.rowHeight = 30
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
            }
            let canvas = Canvas(hosting: ListViewController(), width: 300, height: 200)
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("tableView.cell[0,1]", in: result), 0, 30, 300, 30)
    }

    @Test func aCollectionControllerSubclassLaysItsItemsOutWithItsLayout() throws {
        let source = """
            final class GridViewController: UICollectionViewController {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 100)
                    layout.minimumInteritemSpacing = 10
                    super.init(collectionViewLayout: layout)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
                }
                override func collectionView(_ collectionView: UICollectionView,
                                             numberOfItemsInSection section: Int) -> Int { 3 }
                override func collectionView(_ collectionView: UICollectionView,
                                             cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                }
            }
            let canvas = Canvas(hosting: GridViewController(), width: 320, height: 600)
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        let controller = try #require(scene.canvas.subviews.first?.owningViewController as? CollectionViewController)
        #expect(controller.collectionView === controller.view)
        #expect((controller.collectionViewLayout as? CollectionViewFlowLayout)?.itemSize == CGSize(width: 100, height: 100))
        expectFrame(frame("view.cell[0,0]", in: result), 0, 0, 100, 100)
        expectFrame(frame("view.cell[0,2]", in: result), 220, 0, 100, 100)
    }

    @Test func tableAndCollectionSubclassesGetTheirStyleAndLayoutFromSuperInit() throws {
        let source = """
            class TableView: UITableView {
                init() {
                    super.init(frame: CGRect(), style: .grouped)
                }
                override init(frame: CGRect, style: UITableView.Style) {
                    super.init(frame: frame, style: style)
                    rowHeight = 50
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class CollectionView: UICollectionView {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 30, height: 30)
                    super.init(frame: .zero, collectionViewLayout: layout)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let table = TableView()
            let grid = CollectionView()
            view.addSubview(table)
            view.addSubview(grid)
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        let views = scene.canvas.subviews
        let table = try #require(views.first as? TableView)
        #expect(table.style == .grouped)
        // `super.init(frame:style:)` runs UIKit's initializer, not the class's override of it
        #expect(table.rowHeight == TableView.automaticDimension)
        #expect(table.backgroundColor == .systemGroupedBackground)
        let grid = try #require(views.last as? CollectionView)
        #expect((grid.collectionViewLayout as? CollectionViewFlowLayout)?.itemSize == CGSize(width: 30, height: 30))
    }

    @Test func aLibrarysDequeueMethodGivenACellClassMakesThatCell() throws {
        let source = """
            import Reusable
            final class TitleCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    textLabel?.text = "made"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class ListViewController: UIViewController, UITableViewDataSource {
                let table = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.register(cellType: TitleCell.self)
                    table.dataSource = self
                    table.rowHeight = 40
                    view.addSubview(table)
                    table.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(for: indexPath, cellType: TitleCell.self)
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:21:19: warning: unknown symbol 'UITableView.dequeueReusableCell(for:cellType:)': UIKit has "
                + "no such method (a library's); the cell is a new 'TitleCell', the class it is given, as a registered "
                + "cell is made"))
        #expect(labels(in: scene.canvas).contains { $0.text == "made" })
    }

    @Test func selfTableViewIsThePropertyBesideTableViewMethods() throws {
        let source = """
            func register(_ table: UITableView) { table.register(UITableViewCell.self, forCellReuseIdentifier: "c") }
            class Settings: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    register(self.tableView)
                    self.tableView.rowHeight = 50
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("view.cell[0,1]", in: result), 0, 50, 375, 50)
    }
}
