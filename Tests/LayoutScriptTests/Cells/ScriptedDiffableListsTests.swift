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

    @Test func sectionHeadersFromASupplementaryRegistrationAndTheFlowDataSource() throws {
        let source = """
            final class TitleView: UICollectionReusableView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(label)
                    label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let section = NSCollectionLayoutSection(group: .horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5),
                                                                    heightDimension: .fractionalHeight(1)))]))
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            view.addSubview(grid)
            grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
            let header = UICollectionView.SupplementaryRegistration<TitleView>(
                elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
                view.label.text = indexPath.section == 0 ? "Recent" : "All"
            }
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) { _, _, _ in
                UICollectionViewCell()
            }
            source.supplementaryViewProvider = { grid, _, indexPath in
                grid.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(["a", "b"], toSection: 0)
            snapshot.appendItems(["c"], toSection: 1)
            source.apply(snapshot)
            """
        let (_, result) = try #require(layOut(source))
        // the header is as tall as its label (21 with the monospaced measurer) and 8 above and below
        expectFrame(frame("grid.sectionHeader[0]", in: result), 0, 0, 375, 37)
        expectFrame(frame("grid.cell[0,1]", in: result), 187.5, 37, 187.5, 60)
        let second = try #require(result.views.first { $0.name == "grid.sectionHeader[1]" })
        expectFrame(second.frame, 0, 97, 375, 37)
        #expect((second.view.subviews.first as? Label)?.text == "All")
    }

    @Test func aFlowDataSourcesDequeuedHeader() throws {
        let source = """
            final class Header: UICollectionReusableView {}
            final class Grid: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
                let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(grid)
                    grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    grid.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                  withReuseIdentifier: "header")
                    grid.dataSource = self
                    grid.delegate = self
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell { UICollectionViewCell() }
                func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                    at indexPath: IndexPath) -> UICollectionReusableView {
                    let header = collectionView.dequeueReusableSupplementaryView(
                        ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! Header
                    header.backgroundColor = .red
                    return header
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    referenceSizeForHeaderInSection section: Int) -> CGSize {
                    CGSize(width: collectionView.frame.width, height: 48)
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        let header = try #require(result.views.first { $0.name == "grid.sectionHeader[0]" })
        expectFrame(header.frame, 0, 0, 375, 48)
        #expect(header.view.backgroundColor == .red)
        expectFrame(frame("grid.cell[0,0]", in: result), 162.5, 48, 50, 50)
    }
}
