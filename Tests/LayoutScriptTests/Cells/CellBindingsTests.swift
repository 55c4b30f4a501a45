import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Tables, collections and cells from scene code: a `UITableViewCell` subclass as apps write it, built-in labels,
/// accessories, tables' and collections' settings (register, data sources and delegates accepted), and
/// `systemLayoutSizeFitting` through the loader's engine.
@Suite struct CellBindingsTests {
    @Test func backgroundViewsOfCellsAreUIKits() throws {
        let (scene, result) = try #require(layOut("""
            final class PlainCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    backgroundView = UIView()
                    backgroundView?.backgroundColor = .systemGray6
                    selectedBackgroundView = UIView()
                    selectedBackgroundView?.backgroundColor = .systemBlue
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let cell = PlainCell(style: .default, reuseIdentifier: nil)
            view.addSubview(cell)
            """))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        let cell = try #require(scene.canvas.subviews.first as? TableViewCell)
        #expect(cell.subviews.first === cell.backgroundView)
        #expect(cell.selectedBackgroundView?.superview == nil)
        expectFrame(frame("backgroundView", in: result), 0, 0, 320, 44)
    }

    @Test func aBackgroundViewAnUndeclaredBaseSetsIsAPlaceholderTheCodeCanPlace() throws {
        let (scene, result) = try #require(layOut("""
            final class PhotoCell: BaseCell {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    backgroundView?.snp.makeConstraints { make in
                        make.edges.equalTo(contentView).inset(UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
                    }
                }
            }
            let cell = PhotoCell(style: .default, reuseIdentifier: nil)
            view.addSubview(cell)
            """))
        let reason = "scene.swiftlay:4:9: warning: UIKit's 'backgroundView' is nil until set, and the files use it "
            + "as a view: the undeclared base 'BaseCell' sets it, a placeholder view"
        #expect(scene.warnings.map(\.headline).contains(reason), "\(scene.warnings.map(\.headline))")
        let cell = try #require(scene.canvas.subviews.first as? TableViewCell)
        #expect(cell.backgroundView is PlaceholderView)
        #expect(cell.subviews.first === cell.backgroundView)
        expectFrame(frame("backgroundView", in: result), 10, 5, 300, 34)
        #expect(scene.coverage.percent == 100)
    }

    @Test func aCellSubclassWithItsOwnInitializer() {
        guard let (scene, result) = layOut("""
            final class TrackCell: UITableViewCell {
                let artwork = UIImageView(image: UIImage(systemName: "music.note"))
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    accessoryType = .disclosureIndicator
                    selectionStyle = .none
                    contentView.addSubview(artwork)
                    artwork.snp.makeConstraints { make in
                        make.leading.equalToSuperview().offset(16)
                        make.centerY.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func prepareForReuse() {
                    super.prepareForReuse()
                    artwork.image = nil
                }
            }
            let cell = TrackCell(style: .subtitle, reuseIdentifier: "track")
            view.addSubview(cell)
            """) else { return }
        let cell = try? #require(scene.canvas.subviews.first as? TableViewCell)
        #expect(cell?.style == .subtitle)
        #expect(cell?.reuseIdentifier == "track")
        #expect(cell?.accessoryType == .disclosureIndicator)
        #expect(cell?.selectionStyle == TableViewCellSelectionStyle.none)
        expectFrame(frame("cell", in: result), 0, 0, 320, 44)
        expectFrame(frame("cell.contentView", in: result), 0, 0, 286, 44)
        expectFrame(frame("artwork", in: result), 16, 12, 20, 20)
    }

    @Test func anAccessoryView() {
        guard let (scene, result) = layOut("""
            let cell = UITableViewCell(style: .default, reuseIdentifier: "setting")
            cell.textLabel?.text = "Wi-Fi"
            let wifiSwitch = UISwitch()
            wifiSwitch.isOn = true
            cell.accessoryView = wifiSwitch
            view.addSubview(cell)
            """) else { return }
        let cell = try? #require(scene.canvas.subviews.first as? TableViewCell)
        #expect(cell?.accessoryView is Switch)
        expectFrame(frame("wifiSwitch", in: result), 253, 6.5, 51, 31)
        expectFrame(frame("cell.contentView", in: result), 0, 0, 243, 44)
    }

    @Test func builtInLabelsAndTableSettings() {
        guard let (scene, result) = layOut("""
            let table = UITableView(frame: .zero, style: .insetGrouped)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 44
            table.separatorStyle = .none
            table.dataSource = nil
            table.delegate = nil
            view.addSubview(table)
            table.snp.makeConstraints { make in make.edges.equalToSuperview() }
            let cell = UITableViewCell(style: .value1, reuseIdentifier: "cell")
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = "Home"
            cell.accessoryType = UITableViewCell.AccessoryType.checkmark
            table.addSubview(cell)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.scrollDirection = .horizontal
            let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: layout)
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            view.addSubview(grid)
            """) else { return }
        let table = scene.canvas.subviews.first as? TableView
        #expect(table?.style == .insetGrouped)
        #expect(table?.estimatedRowHeight == 44)
        #expect(table?.separatorStyle == TableViewCellSeparatorStyle.none)
        #expect(table?.registeredIdentifiers == ["cell"])
        #expect(table?.backgroundColor == .systemGroupedBackground)
        expectFrame(frame("cell.textLabel", in: result), 16, 11.5, 43, 21)
        expectFrame(frame("cell.detailTextLabel", in: result), 230, 11.5, 34, 21)
        let grid = scene.canvas.subviews.last as? CollectionView
        #expect((grid?.collectionViewLayout as? CollectionViewFlowLayout)?.itemSize == CGSize(width: 100, height: 100))
        #expect(grid?.registeredIdentifiers == ["item"])
    }

    static let fittingScene = """
        let card = UIView()
        let title = UILabel()
        title.text = "Hello"
        card.addSubview(title)
        title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(12) }
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let row = card.systemLayoutSizeFitting(CGSize(width: 200, height: 0),
                                               withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel)
        card.frame = CGRect(x: 0, y: 0, width: size.width, height: row.height + row.width)
        view.addSubview(card)
        """

    @Test func systemLayoutSizeFittingRunsOnTheLoadersEngine() throws {
        let scene = try SceneScript.load(source: Self.fittingScene, fileName: "fit.swiftlay", defaultSize: testSize,
                                         assets: nil, fitting: EngineLayoutFitting(measurer: MonospacedTextMeasurer()))
        let card = try #require(scene.canvas.subviews.first)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 67, height: 245))
    }

    @Test func systemLayoutSizeFittingWithoutAnEngineIsAClearError() {
        let error = loadError(Self.fittingScene)
        #expect(error?.diagnostics.first?.message == "'systemLayoutSizeFitting' needs the layout engine: load the scene "
                    + "with a LayoutFitting (such as EngineLayoutFitting), as layoutviz does")
    }

    @Test func aCollectionViewTakesANewLayout() throws {
        let scene = try #require(loadScene("""
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            view.addSubview(grid)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 30, height: 40)
            grid.setCollectionViewLayout(layout, animated: false)
            """))
        #expect(scene.warnings.isEmpty)
        let grid = try #require(scene.canvas.subviews.first as? CollectionView)
        #expect((grid.collectionViewLayout as? CollectionViewFlowLayout)?.itemSize == CGSize(width: 30, height: 40))
    }
    @Test func aCellMayDeclareItsOwnStyle() throws {
        let (_, result) = try #require(layOut("""
            class PendingCell: UITableViewCell {
                let style = 3
                let badge = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    badge.frame = CGRect(x: 0, y: 0, width: CGFloat(self.style) * 10, height: 10)
                    contentView.addSubview(badge)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, fileName: "PendingCell.swift"))
        expectFrame(frame("badge", in: result), 0, 0, 30, 10)
    }
}
