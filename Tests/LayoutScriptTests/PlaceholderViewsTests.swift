import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Instances of classes no file declares (``Interpreter/placeholderInstance(calling:_:in:at:)``).
@Suite struct PlaceholderViewsTests {
    @Test func anUndeclaredListClassIsThatListAndShowsItsDataSourcesRows() throws {
        let source = """
            class RankController: UIViewController, UITableViewDataSource {
                let tableView = RankTableView(frame: .zero, style: .plain)
                let shelf = ShelfCollectionView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.dataSource = self
                    tableView.rowHeight = 50
                    view.addSubview(tableView)
                    view.addSubview(shelf)
                    tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "Row \\(indexPath.row)"
                    return cell
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let table = try #require(result.views.first { $0.name == "tableView" }?.view as? TableView)
        #expect(table.rowHeight == 50)
        #expect(result.views.filter { $0.view is TableViewCell }.count == 3)
        #expect(result.views.first { $0.name == "shelf" }?.view is CollectionView)
        #expect(scene.coverage.percent == 100)
    }

    @Test func aListStandInUsedAsAControllerIsItsOwnViewAndUnknownWhereAControllerGoes() throws {
        let source = """
            class HomeController: UIViewController {
                private let assetList = AssetListTableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(assetList)
                    view.addSubview(assetList.view)
                    assetList.view.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("assetList", in: result), 20, 20, 335, 627)
        #expect(scene.coverage.percent == 100)
    }

    @Test func anUndeclaredClassMadeWithAFrameTakesIt() throws {
        let source = """
            let banner = PromoBannerView(frame: CGRect(x: 10, y: 100, width: 300, height: 60))
            view.addSubview(banner)
            let close = RoundButton(frame: CGRect(x: 320, y: 20, width: 40, height: kCloseSize))
            view.addSubview(close)
            """
        let (_, result) = try #require(layOut(source))
        #expect(result.views.first { $0.name == "banner" }?.view is PlaceholderView)
        expectFrame(frame("banner", in: result), 10, 100, 300, 60)
        #expect(result.views.first { $0.name == "close" }?.view is Button)
        expectFrame(frame("close", in: result), 320, 20, 40, 0)
    }
}
