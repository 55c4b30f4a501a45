import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Compositional layouts, diffable data sources, cell registrations and list content configurations written in a
/// scene fill their lists when laid out.
@Suite struct ScriptedDiffableListsTests {
    @Test func aDiffableCollectionShowsItsSnapshotWithRegisteredSceneCells() throws {
        let source = """
            struct Book: Hashable { let title: String }
            final class BookCell: UICollectionViewCell {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(title)
                    title.snp.makeConstraints { make in make.center.equalToSuperview() }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Shelf: UIViewController {
                enum Section { case featured, all }
                private lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
                private var dataSource: UICollectionViewDiffableDataSource<Section, Book>!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(grid)
                    grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    let registration = UICollectionView.CellRegistration<BookCell, Book> { cell, _, book in
                        cell.title.text = book.title
                    }
                    dataSource = UICollectionViewDiffableDataSource<Section, Book>(collectionView: grid) {
                        grid, indexPath, book in
                        grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: book)
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Section, Book>()
                    snapshot.appendSections([.featured, .all])
                    snapshot.appendItems([Book(title: "Dune")], toSection: .featured)
                    snapshot.appendItems([Book(title: "Emma"), Book(title: "Ulysses"), Book(title: "Beloved")],
                                         toSection: .all)
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
                private func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { section, environment in
                        let columns = section == 0 ? 1 : 2
                        let item = NSCollectionLayoutItem(layoutSize: .init(
                            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
                        let layoutSection = NSCollectionLayoutSection(group: group)
                        layoutSection.interGroupSpacing = 10
                        return layoutSection
                    }
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("grid.cell[0,0]", in: result), 0, 0, 375, 120)
        expectFrame(frame("grid.cell[1,0]", in: result), 0, 120, 187.5, 120)
        expectFrame(frame("grid.cell[1,1]", in: result), 187.5, 120, 187.5, 120)
        expectFrame(frame("grid.cell[1,2]", in: result), 0, 250, 187.5, 120)
        let cell = try #require(result.views.first { $0.name == "grid.cell[1,1]" }?.view as? CollectionViewCell)
        #expect((cell.contentView.subviews.first as? Label)?.text == "Ulysses")
    }

    @Test func aListLayoutWithContentConfigurationsAndAccessories() throws {
        let source = """
            let grid = UICollectionView(frame: .zero, collectionViewLayout:
                UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
            view.addSubview(grid)
            grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = UIListContentConfiguration.valueCell()
                content.text = title
                content.secondaryText = "On"
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) { grid, indexPath, title in
                grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Wi-Fi", "Bluetooth"])
            source.apply(snapshot)
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("grid.cell[0,0]", in: result), 16, 18, 343, 44)
        expectFrame(frame("grid.cell[0,1]", in: result), 16, 62, 343, 44)
        // the disclosure indicator takes 34 points from the content view
        expectFrame(frame("grid.cell[0,0].contentView", in: result), 0, 0, 309, 44)
        let text = try #require(result.views.first { $0.name == "grid.cell[0,1].contentView.content.text" })
        #expect((text.view as? Label)?.text == "Bluetooth")
        #expect(text.frame.minX == 16)
        let value = try #require(frame("grid.cell[0,1].contentView.content.secondaryText", in: result))
        #expect(abs(value.maxX - 293) < 1e-6)
    }

    @Test func aDiffableTableShowsItsSnapshotRows() throws {
        let source = """
            enum Section { case main }
            let table = UITableView(frame: .zero, style: .plain)
            view.addSubview(table)
            table.snp.makeConstraints { make in make.edges.equalToSuperview() }
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, name in
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["Ada", "Grace", "Alan"], toSection: .main)
            source.apply(snapshot, animatingDifferences: true)
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("table.cell[0,2]", in: result), 0, 88, 375, 44)
        let text = try #require(result.views.first { $0.name == "table.cell[0,2].contentView.content.text" })
        #expect((text.view as? Label)?.text == "Alan")
    }

    @Test func aSnapshotIsAValueAndLearnsItsSectionTypeFromItsFirstSections() throws {
        let source = """
            enum Section { case main, more }
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
            view.addSubview(grid)
            grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
            let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: grid) { _, _, _ in
                UICollectionViewListCell()
            }
            var first: NSDiffableDataSourceSnapshot<Section, String> = .init()
            first.appendSections([Section.main, Section.more])
            var second = first
            second.appendItems(["x", "y"], toSection: .more)
            first.appendItems(["z"], toSection: .main)
            source.apply(second)
            """
        let (_, result) = try #require(layOut(source))
        #expect(frame("grid.cell[1,1]", in: result) != nil)
        #expect(frame("grid.cell[0,0]", in: result) == nil)
    }

    @Test func aRegistrationWithoutGenericArgumentsMakesItsHandlersCellClass() throws {
        let source = """
            final class Tile: UICollectionViewCell {}
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(group: .horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    subitem: NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                      heightDimension: .fractionalHeight(1))),
                    count: 3))))
            view.addSubview(grid)
            grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
            let registration: UICollectionView.CellRegistration<Tile, Int> = .init { (cell: Tile, _, number) in
                cell.backgroundColor = number == 1 ? .red : .blue
            }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { grid, indexPath, number in
                grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([0, 1, 2])
            source.apply(snapshot)
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("grid.cell[0,1]", in: result), 125, 0, 125, 50)
        let cell = try #require(result.views.first { $0.name == "grid.cell[0,1]" }?.view)
        #expect(cell.backgroundColor == .red)
        #expect(String(describing: type(of: cell)).contains("Scripted"))
    }
}
