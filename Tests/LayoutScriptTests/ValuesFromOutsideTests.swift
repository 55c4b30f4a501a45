import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Stored properties set from outside the file: a property wrapper the scene does not declare is an unknown
/// symbol (an initial value is kept as the wrapped value); an `@IBOutlet` view is made with UIKit's defaults.
@Suite struct ValuesFromOutsideTests {
    @Test func undeclaredPropertyWrappersAreUnknown() throws {
        let source = """
            class LoginController: UIViewController {
                @FormTextField(placeholder: "Email") var emailField: MDCOutlinedTextField
                @Published var title2 = "Sign in"
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(emailField)
                    view.addSubview(titleLabel)
                    titleLabel.text = title2
                    titleLabel.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(10) }
                    emailField.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:2:58: warning: unknown symbol 'MDCOutlinedTextField': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:2:5: warning: unknown symbol 'FormTextField': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:3:5: warning: unknown symbol 'Published': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        expectFrame(frame("titleLabel", in: result), 10, 10, 60, 21) // "Sign in": the wrapped value
    }

    @Test func outletsHoldAViewMadeWithUIKitsDefaults() throws {
        let source = """
            class ClockController: UIViewController {
                @IBOutlet weak var hourLabel: UILabel!
                @IBOutlet weak var heightConstraint: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    hourLabel.text = nil
                    hourLabel.text = "12"
                    heightConstraint.constant = 4
                    view.addSubview(hourLabel)
                    hourLabel.snp.makeConstraints { make in make.center.equalToSuperview() }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:2:24: warning: '@IBOutlet hourLabel' is set by a storyboard or nib, which layoutviz does not read; a UILabel made with UIKit's defaults stands in",
            "scene.swiftlay:3:24: warning: unknown symbol '@IBOutlet heightConstraint': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        expectFrame(frame("hourLabel", in: result), 179, 323, 17, 21)
    }

    @Test func aCollectionViewOutletHoldsOneWithAFlowLayout() throws {
        let source = """
            class GalleryController: UIViewController {
                @IBOutlet weak var photos: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(photos)
                    photos.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.height.equalTo(120)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:2:24: warning: '@IBOutlet photos' is set by a storyboard or nib, which layoutviz does "
                + "not read; a UICollectionView with a flow layout, as Interface Builder makes one, stands in",
        ])
        let photos = try #require(result.views.first { $0.name == "photos" }?.view as? CollectionView)
        #expect(photos.collectionViewLayout is CollectionViewFlowLayout)
        expectFrame(frame("photos", in: result), 0, 0, 375, 120)
    }

    @Test func anOutletOfAnUndeclaredClassUsedAsAViewHoldsAPlaceholder() throws {
        let source = """
            class SearchController: UIViewController {
                @IBOutlet weak var dialogView: SearchDialogView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(dialogView)
                    dialogView.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.height.equalTo(350)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let dialog = try #require(result.views.first { $0.name == "dialogView" }?.view as? PlaceholderView)
        #expect(dialog.className == "SearchDialogView")
        // its width is the placeholder's stand-in: "SearchDialogView" at 6 pt a character plus 8 a side
        expectFrame(frame("dialogView", in: result), 131.5, 158.5, 112, 350)
        #expect(scene.coverage.percent == 100)
    }

    @Test func anOutletConstrainedWhileInNoTreeJoinsTheViewItsNibHoldsItIn() throws {
        let source = """
            class InfoCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                override func layoutSubviews() {
                    super.layoutSubviews()
                    titleLabel.snp.updateConstraints { make in
                        make.left.equalTo(contentView).offset(8)
                        make.top.bottom.equalTo(contentView)
                        make.width.equalTo(100)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let joined = "scene.swiftlay:2:24: warning: 'titleLabel' is in no view tree, but is an outlet of 'InfoCell' "
            + "and is then constrained: it is taken as added to 'InfoCell.contentView' by its nib"
        #expect(scene.warnings.map(\.headline).contains(joined))
        #expect(frame("titleLabel", in: result)?.minX == 8)
        #expect(frame("titleLabel", in: result)?.width == 100)
        #expect(scene.coverage.percent == 100)
    }
}
