import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// A scene object set as a collection's data source and flow layout delegate fills the collection when it is laid
/// out, with dequeued cells of the registered class.
@Suite struct ScriptedCollectionDataSourceTests {
    @Test func theDataSourcesMethodsFillAFlowLayoutCollection() throws {
        let source = """
            final class TagCell: UICollectionViewCell {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(title)
                    title.snp.makeConstraints { make in make.center.equalToSuperview() }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Tags: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
                let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(grid)
                    grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    grid.register(TagCell.self, forCellWithReuseIdentifier: "tag")
                    grid.dataSource = self
                    grid.delegate = self
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    viewModel.tags.count
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
                    cell.title.text = "Tag \\(indexPath.item)"
                    return cell
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    insetForSectionAt section: Int) -> UIEdgeInsets {
                    UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 170, height: 44)
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("grid.cell[0,0]", in: result), 8, 8, 170, 44)
        expectFrame(frame("grid.cell[0,1]", in: result), 197, 8, 170, 44)
        expectFrame(frame("grid.cell[0,2]", in: result), 102.5, 62, 170, 44)
        let cell = try #require(result.views.first { $0.name == "grid.cell[0,1]" }?.view as? CollectionViewCell)
        #expect((cell.contentView.subviews.first as? Label)?.text == "Tag 1")
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:10:13: warning: the number of items in section 0 is unknown (the app's data is not in the "
                + "files): 3 representative items are shown"))
        #expect(result.views.filter { $0.view.isRepresentative }.map(\.name)
                    == ["grid.cell[0,0]", "grid.cell[0,1]", "grid.cell[0,2]"])
    }
}
