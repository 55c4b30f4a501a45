import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// A root view whose class overrides `awakeFromNib()` is loaded as its nib would load it: the outlets the code uses as
/// views are put in the nib's root (a cell's content view), then `awakeFromNib()` runs. A controller's outlets are in
/// its view before `viewDidLoad()`, as a storyboard connects them.
@Suite struct NibLoadedRootTests {
    @Test func outletsGoInTheContentViewAndAwakeFromNibLaysThemOut() throws {
        let source = """
            class FolderCell: UICollectionViewCell {
                @IBOutlet weak var folderImage: UIImageView!
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var unusedLabel: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    nameLabel.text = "Photos"
                    folderImage.snp.makeConstraints { make in
                        make.top.centerX.equalToSuperview()
                        make.width.height.equalTo(25)
                    }
                    nameLabel.snp.makeConstraints { make in
                        make.top.equalTo(folderImage.snp.bottom).offset(8)
                        make.leading.trailing.bottom.equalToSuperview()
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let cell = try #require(result.views.first { $0.name == "FolderCell" }?.view as? CollectionViewCell)
        #expect(cell.contentView.subviews.map(\.name) == ["folderImage", "nameLabel"])
        #expect(cell.contentView.subviews.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        expectFrame(frame("nameLabel", in: result), 0, 33, 51, 21)
        expectFrame(frame("folderImage", in: result), 13, 0, 25, 25)
        #expect(scene.coverage.percent == 100)
    }

    @Test func aViewTheCodeAddsItselfStaysWhereTheCodePutsIt() throws {
        let source = """
            class BannerView: UIView {
                @IBOutlet var titleLabel: UILabel!
                let container = UIView()
                override func awakeFromNib() {
                    super.awakeFromNib()
                    addSubview(container)
                    container.addSubview(titleLabel)
                    titleLabel.text = "Hi"
                    container.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    titleLabel.snp.makeConstraints { make in make.edges.equalToSuperview().inset(4) }
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        let title = try #require(result.views.first { $0.name == "titleLabel" }?.view)
        #expect(title.superview?.name == "container")
    }

    @Test func aClassThatDoesNotOverrideAwakeFromNibPlacesOnlyTheOutletsItsCodeConstrains() throws {
        let source = """
            class PlainCell: UICollectionViewCell {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var iconView: UIImageView!
                func bind() { nameLabel.snp.makeConstraints { make in make.edges.equalToSuperview() } }
            }
            """
        let (_, result) = try #require(layOut(source))
        let name = try #require(result.views.first { $0.name == "nameLabel" }?.view)
        #expect(name.superview === (name.superview?.superview as? CollectionViewCell)?.contentView)
        #expect(result.views.contains { $0.name == "iconView" } == false)
    }

    @Test func aControllersOutletsAreInItsViewBeforeViewDidLoad() throws {
        let source = """
            class StoreViewController: UIViewController {
                @IBOutlet weak var listView: UITableView!
                @IBOutlet weak var cartButton: UIButton!
                @IBOutlet weak var unusedLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    cartButton.heightAnchor.constraint(equalToConstant: 50).isActive = true
                    cartButton.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor).isActive = true
                    cartButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor).isActive = true
                    cartButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
                    listView.translatesAutoresizingMaskIntoConstraints = false
                    listView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    listView.bottomAnchor.constraint(equalTo: cartButton.topAnchor).isActive = true
                    listView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    listView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        expectFrame(frame("cartButton", in: result), 0, 617, 375, 50)
        expectFrame(frame("listView", in: result), 0, 0, 375, 617)
        #expect(!result.views.contains { $0.name == "unusedLabel" })
    }

    @Test func whereTheCodeStatesNothingAnOutletSitsAtItsNibRootsTopLeadingCorner() throws {
        let source = """
            class LoginViewController: UIViewController {
                @IBOutlet weak var logo: UIImageView!
                @IBOutlet weak var panel: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    logo.snp.makeConstraints { make in
                        make.centerX.equalToSuperview()
                        make.size.equalTo(80)
                    }
                    panel.snp.makeConstraints { make in
                        make.top.equalTo(logo.snp.bottom).offset(20)
                    }
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        let ambiguous = result.views.filter { !$0.ambiguousAttributes.isEmpty }.map(\.name)
        #expect(ambiguous.isEmpty, "\(ambiguous)")
        expectFrame(frame("logo", in: result), 147.5, 0, 80, 80)
        expectFrame(frame("panel", in: result), 0, 100, 375, 567)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func aControllerThatLoadsItsViewInCodeKeepsItsOutletsOut() throws {
        let source = """
            class CodeViewController: UIViewController {
                @IBOutlet weak var badge: UIView!
                override func loadView() { view = UIView() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    badge.snp.makeConstraints { make in make.size.equalTo(10) }
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        #expect(!result.views.contains { $0.name == "badge" })
    }
}
