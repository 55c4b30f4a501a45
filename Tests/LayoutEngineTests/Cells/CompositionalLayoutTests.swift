import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A collection with a compositional layout places its items as `UICollectionViewCompositionalLayout` does.
@Suite struct CompositionalLayoutTests {
    final class Items: CollectionViewDataSource {
        let counts: [Int]
        /// The height each cell's content gives it, if any.
        var contentHeight: ((IndexPath) -> CGFloat)?
        /// The width each cell's content gives it, if any.
        var contentWidth: CGFloat?
        /// The height a section header's content gives it; no headers when nil.
        var headerHeight: CGFloat?
        /// Whether the header's content stops short of its bottom (so a fixed header height does not conflict).
        var headerContentIsTopAligned = false

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell {
            let cell = CollectionViewCell()
            if let height = contentHeight?(indexPath) {
                let label = View()
                cell.contentView.addSubview(label)
                label.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(8)
                    make.height.equalTo(height)
                    if let width = contentWidth { make.width.equalTo(width) }
                }
            }
            return cell
        }

        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> View? {
            guard let headerHeight, kind == CollectionView.elementKindSectionHeader else { return nil }
            let header = View()
            let title = View()
            header.addSubview(title)
            let topAligned = headerContentIsTopAligned
            title.snp.makeConstraints { make in
                if topAligned {
                    make.top.leading.trailing.equalToSuperview().inset(4)
                } else {
                    make.edges.equalToSuperview().inset(4)
                }
                make.height.equalTo(headerHeight)
            }
            return header
        }
    }

    private func collection(_ items: Items, _ layout: CollectionViewLayout, width: CGFloat = 390,
                            height: CGFloat = 700, direction: SemanticContentAttribute = .unspecified)
        -> (Canvas, CollectionView) {
        let canvas = Canvas(width: width, height: height)
        let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
        grid.name = "grid"
        grid.semanticContentAttribute = direction
        canvas.addSubview(grid)
        grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
        grid.dataSource = items
        canvas.layout()
        return (canvas, grid)
    }

    private func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func frames(_ grid: CollectionView) -> [CGRect] { grid.visibleItems.map(\.cell.frame) }

    @Test func aGroupRepeatsItsSubitemsWhileTheyFit() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                     subitems: [item])
        let (_, grid) = collection(Items([5]), CollectionViewCompositionalLayout(section: .init(group: group)))
        #expect(grid.visibleItems.map(\.cell.displayName) == (0..<5).map { "grid.cell[0,\($0)]" })
        let expected: [(CGFloat, CGFloat)] = [(0, 0), (195, 0), (0, 100), (195, 100), (0, 200)]
        for (frame, origin) in zip(frames(grid), expected) { expectFrame(frame, origin.0, origin.1, 195, 100) }
    }

    @Test func aCountedGroupSharesItsWidthAndSectionsKeepTheirInsetsAndSpacing() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)),
                                                     subitem: item, count: 3)
        group.interItemSpacing = .fixed(15)
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 5
        let (_, grid) = collection(Items([4]), CollectionViewCompositionalLayout(section: section))
        let share = (350 - 30) / 3.0
        let frames = frames(grid)
        expectFrame(frames[0], 20, 10, share, 80)
        expectFrame(frames[1], 20 + share + 15, 10, share, 80)
        expectFrame(frames[2], 20 + 2 * (share + 15), 10, share, 80)
        expectFrame(frames[3], 20, 95, share, 80)
    }

    @Test func anItemsInsetsShrinkItsCellAndFlexibleSpacingSharesWhatIsLeft() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                     subitems: [item])
        group.interItemSpacing = .flexible(10)
        let (_, grid) = collection(Items([3]), CollectionViewCompositionalLayout(section: .init(group: group)))
        // three 100-point items fit 390 with 10 between; the 70 left over widens both gaps by 35
        let frames = frames(grid)
        expectFrame(frames[0], 4, 4, 92, 42)
        expectFrame(frames[1], 149, 4, 92, 42)
        expectFrame(frames[2], 294, 4, 92, 42)
    }

    @Test func nestedGroupsTakeTheirItemsInOrder() {
        let half = size(.fractionalWidth(0.5), .fractionalHeight(1))
        let small = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)),
                                                     subitems: [CollectionLayoutItem(layoutSize: half),
                                                                CollectionLayoutItem(layoutSize: half)])
        let medium = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                    subitems: [medium, small])
        let main = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1)),
                                                    subitems: [CollectionLayoutItem(layoutSize: half), column])
        let (_, grid) = collection(Items([5]), CollectionViewCompositionalLayout(section: .init(group: main)))
        let frames = frames(grid)
        expectFrame(frames[0], 0, 0, 195, 390)
        expectFrame(frames[1], 195, 0, 195, 195)
        expectFrame(frames[2], 195, 195, 97.5, 195)
        expectFrame(frames[3], 292.5, 195, 97.5, 195)
        expectFrame(frames[4], 0, 390, 195, 390)
    }

    @Test func anOrthogonalSectionRunsAcrossAndTheCollectionClipsIt() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(150)),
                                                     subitems: [item])
        let row = CollectionLayoutSection(group: group)
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 10
        row.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let (_, grid) = collection(Items([5, 1]), CollectionViewCompositionalLayout { index, _ in
            index == 0 ? row : .init(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                         subitems: [item]))
        })
        #expect(grid.visibleItems.map(\.cell.displayName) == ["grid.cell[0,0]", "grid.cell[0,1]", "grid.cell[1,0]"])
        let frames = frames(grid)
        expectFrame(frames[0], 16, 0, 286.4, 150)
        expectFrame(frames[1], 312.4, 0, 286.4, 150)
        expectFrame(frames[2], 0, 150, 390, 60)
    }

    @Test func groupPagingCentredStartsWithTheFirstGroupCentred() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let row = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(300), .absolute(100)),
                                                             subitems: [item]))
        row.orthogonalScrollingBehavior = .groupPagingCentered
        let (_, grid) = collection(Items([2]), CollectionViewCompositionalLayout(section: row))
        expectFrame(frames(grid)[0], 45, 0, 300, 100)
    }

    @Test func estimatedHeightsTakeTheirCellsContent() {
        let items = Items([3])
        items.contentHeight = { CGFloat(20 + 10 * $0.item) }
        let row = size(.fractionalWidth(1), .estimated(44))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: row,
                                                                 subitems: [CollectionLayoutItem(layoutSize: row)]))
        section.interGroupSpacing = 1
        let (_, grid) = collection(items, CollectionViewCompositionalLayout(section: section))
        let frames = frames(grid)
        expectFrame(frames[0], 0, 0, 390, 36)
        expectFrame(frames[1], 0, 37, 390, 46)
        expectFrame(frames[2], 0, 84, 390, 56)
    }

    @Test func anEstimatedItemWhoseContentGivesNothingKeepsItsEstimate() {
        let row = size(.fractionalWidth(1), .estimated(44))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: row,
                                                                 subitems: [CollectionLayoutItem(layoutSize: row)]))
        let (_, grid) = collection(Items([2]), CollectionViewCompositionalLayout(section: section))
        expectFrame(frames(grid)[1], 0, 44, 390, 44)
    }

    @Test func aHeaderComesBeforeTheSectionsItemsAndFollowsItsInsets() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                               subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: CollectionView.elementKindSectionHeader,
            alignment: .top)]
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.configuration.interSectionSpacing = 20
        let (_, grid) = collection(Items([1, 1]), layout)
        let placement = grid.placement()
        expectFrame(placement.supplementaries[0].frame, 12, 0, 366, 40)
        expectFrame(placement.supplementaries[1].frame, 12, 126, 366, 40)
        expectFrame(frames(grid)[0], 12, 48, 366, 50)
        expectFrame(frames(grid)[1], 12, 174, 366, 50)
    }

    @Test func theProviderIsToldTheCollectionsWidth() {
        let layout = CollectionViewCompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .absolute(90)))
            return .init(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                              heightDimension: .absolute(90)), subitems: [item]))
        }
        let (_, narrow) = collection(Items([3]), layout, width: 390)
        expectFrame(frames(narrow)[1], 195, 0, 195, 90)
        let (_, wide) = collection(Items([3]), layout, width: 800)
        expectFrame(frames(wide)[1], 200, 0, 200, 90)
    }

    @Test func aRightToLeftCollectionMirrorsItsItems() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                     subitems: [item])
        let (_, grid) = collection(Items([2]), CollectionViewCompositionalLayout(section: .init(group: group)),
                                   direction: .forceRightToLeft)
        expectFrame(frames(grid)[0], 290, 0, 100, 100)
        expectFrame(frames(grid)[1], 190, 0, 100, 100)
    }

    @Test func anInsetGroupedListIsAColumnOfCardRows() {
        let items = Items([2])
        items.contentHeight = { _ in 30 }
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        let (_, grid) = collection(items, layout)
        expectFrame(frames(grid)[0], 16, 18, 358, 46)
        expectFrame(frames(grid)[1], 16, 64, 358, 46)
    }

    @Test func aSelfSizingFlowLayoutTakesItsCellsContent() {
        let items = Items([2])
        items.contentHeight = { _ in 24 }
        items.contentWidth = 100
        let flow = CollectionViewFlowLayout()
        flow.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        flow.itemSize = CGSize(width: 150, height: 50)
        let (_, grid) = collection(items, flow)
        // the cells' content makes them 116 × 40; the line spreads its two items to both edges
        expectFrame(frames(grid)[0], 0, 0, 116, 40)
        expectFrame(frames(grid)[1], 274, 0, 116, 40)
    }

    @Test func headersAreAskedOfTheDataSourceAndSizedByTheirContent() {
        let items = Items([2, 1])
        items.headerHeight = 30
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                               subitems: [item]))
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: CollectionView.elementKindSectionHeader,
            alignment: .top)]
        let (_, grid) = collection(items, CollectionViewCompositionalLayout(section: section))
        let headers = grid.subviews.filter { $0.name?.contains("sectionHeader") == true }
        #expect(headers.map(\.displayName) == ["grid.sectionHeader[0]", "grid.sectionHeader[1]"])
        expectFrame(headers[0].frame, 0, 0, 390, 38)
        expectFrame(frames(grid)[0], 0, 38, 390, 50)
        expectFrame(headers[1].frame, 0, 138, 390, 38)
        expectFrame(frames(grid)[2], 0, 176, 390, 50)
    }

    @Test func aFlowLayoutsHeaderSpansTheCollectionAboveItsSection() {
        let items = Items([1])
        items.headerHeight = 10
        items.headerContentIsTopAligned = true
        let flow = CollectionViewFlowLayout()
        flow.headerReferenceSize = CGSize(width: 0, height: 40)
        flow.itemSize = CGSize(width: 100, height: 100)
        let (_, grid) = collection(items, flow)
        let header = grid.subviews.first { $0.name == "grid.sectionHeader[0]" }
        expectFrame(header?.frame, 0, 0, 390, 40)
        expectFrame(frames(grid)[0], 145, 40, 100, 100)
    }
}
