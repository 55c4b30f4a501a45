import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// A root view whose class overrides `awakeFromNib()` is loaded as its nib would load it: the outlets the code uses as
/// views are put in the nib's root (a cell's content view), then `awakeFromNib()` runs.
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

    @Test func aClassThatDoesNotOverrideAwakeFromNibIsMadeInCode() throws {
        let source = """
            class PlainCell: UICollectionViewCell {
                @IBOutlet weak var nameLabel: UILabel!
                func bind() { nameLabel.snp.makeConstraints { make in make.edges.equalToSuperview() } }
            }
            """
        let (_, result) = try #require(layOut(source))
        #expect(result.views.contains { $0.name == "nameLabel" } == false)
    }
}
