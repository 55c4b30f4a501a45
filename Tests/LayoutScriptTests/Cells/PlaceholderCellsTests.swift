import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// A list cell of a class no file declares shows a placeholder captioned with the class's name, filling the cell,
/// so the list does not look finished and empty.
@Suite struct PlaceholderCellsTests {
    @Test func aDequeuedCellOfAnUndeclaredClassShowsAPlaceholder() throws {
        let source = """
            final class Shop: UIViewController, UICollectionViewDataSource, UITableViewDataSource {
                let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                let table = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(grid)
                    view.addSubview(table)
                    grid.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview(); make.height.equalTo(100) }
                    table.snp.makeConstraints { make in make.top.equalTo(grid.snp.bottom); make.leading.trailing.bottom.equalToSuperview() }
                    grid.register(ProductCell.self, forCellWithReuseIdentifier: ProductCell.identifier)
                    grid.dataSource = self
                    table.dataSource = self
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: ProductCell.identifier,
                                                       for: indexPath) as! ProductCell
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    OrderCell.make(for: indexPath)
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        let item = try #require(result.views.first { $0.name == "grid.cell[0,0].contentView.placeholder" })
        #expect((item.view as? PlaceholderView)?.className == "ProductCell")
        expectFrame(item.frame, 0, 0, 50, 50)
        let row = try #require(result.views.first { $0.name == "table.cell[0,0].contentView.placeholder" })
        #expect((row.view as? PlaceholderView)?.className == "OrderCell")
        #expect(row.frame.height == 44)
    }

    @Test func anArrayHoldingAnUnknownStillSkipsACallThatNeedsItsElements() throws {
        let source = """
            final class Pager: UIPageViewController {
                lazy var pages = [UIViewController]()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let page = UIStoryboard(name: "Intro", bundle: nil).instantiateViewController(withIdentifier: "A")
                    pages.append(page)
                    setViewControllers([pages[0]], direction: .forward, animated: true, completion: nil)
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.canvas.subviews.count == 1)
    }
}
