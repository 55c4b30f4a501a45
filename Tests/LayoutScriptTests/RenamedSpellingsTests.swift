import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// The spellings UIKit's nested types had before Swift 4.2 (`UITableViewCellStyle`, `UIControlState`) name the same
/// types; an app type name that differs from a UIKit one by a whole word or a plural `s` is an unknown symbol, not a
/// typo.
@Suite struct RenamedSpellingsTests {
    @Test func oldSpellingsNameTodaysTypes() throws {
        let source = """
            class NoteCell: UITableViewCell {
                override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let cell = NoteCell(style: UITableViewCellStyle.subtitle, reuseIdentifier: "note")
            let button = UIButton(type: UIButtonType.system)
            button.setTitle("Go", for: UIControlState.normal)
            let axis: UILayoutConstraintAxis = .vertical
            let attribute: NSLayoutAttribute = .top
            let mode: UIViewContentMode = .scaleAspectFit
            view.addSubview(button)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.isEmpty)
        let button = try #require(scene.canvas.subviews.first as? Button)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Go")
        for (old, current) in RenamedTypeSpellings.table {
            #expect(HostRegistry.shared.named(old) === HostRegistry.shared.resolving(current))
        }
    }

    @Test func aWholeWordChangedIsAnAppTypeNotATypo() throws {
        let scene = try #require(loadScene("let layout = UICollectionViewFlexLayout()\nview.addSubview(UIView())"))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:1:14: warning: unknown symbol 'UICollectionViewFlexLayout': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        let plurals = try #require(loadScene("let a = Fonts.title\nlet b = Colors.gray\nview.addSubview(UIView())"))
        #expect(plurals.skipped.unknownSymbols == ["Fonts", "Colors"])
        #expect(firstWarning("let layout = UICollectionViewFlowLayot()") == "scene.swiftlay:1:14: warning: unknown symbol 'UICollectionViewFlowLayot': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'UICollectionViewFlowLayout'?")
        #expect(firstWarning("let layout = UICollectionViewFlwLayot()") == "scene.swiftlay:1:14: warning: unknown symbol 'UICollectionViewFlwLayot': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'UICollectionViewFlowLayout'?")
    }

    @Test func swift4ContainmentAndSpinnerSpellings() throws {
        let scene = try #require(loadScene("""
            final class Child: UIViewController {}
            final class Parent: UIViewController {
                let spinner = UIActivityIndicatorView(activityIndicatorStyle: .whiteLarge)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let child = Child()
                    addChildViewController(child)
                    view.addSubview(child.view)
                    child.didMove(toParentViewController: self)
                    view.addSubview(spinner)
                    let other = Child()
                    addChildViewController(other)
                    other.willMove(toParentViewController: nil)
                    other.removeFromParentViewController()
                }
            }
            """))
        #expect(scene.warnings.isEmpty)
        let root = try #require(scene.canvas.subviews.first)
        #expect((root.subviews.last as? ActivityIndicatorView)?.style == .whiteLarge)
        #expect(scene.canvas.hostedController?.children.count == 1)
    }

    @Test func snapKitBeforeThreeSpeltItsMembersWithAPrefix() throws {
        let source = """
            let header = UIView()
            let body = UIView()
            view.addSubview(header)
            view.addSubview(body)
            header.snp_makeConstraints { make in
                make.top.left.right.equalTo(view)
                make.height.equalTo(50)
            }
            body.snp_makeConstraints { (make) -> Void in
                make.top.equalTo(header.snp_bottom).offset(10)
                make.left.right.equalTo(header)
                make.bottom.equalTo(view.snp_bottomMargin)
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("header", in: result), 0, 0, 375, 50)
        expectFrame(frame("body", in: result), 0, 60, 375, 599)
        #expect(scene.coverage.statements.count == 5)
        #expect(scene.coverage.laidOutCount == 5)
    }

    @Test func snapKitBeforeThreeLabelledItsClosure() throws {
        let source = """
            let bar = UIView()
            view.addSubview(bar)
            bar.snp_makeConstraints(closure: { (make) in
                make.bottom.left.right.equalTo(view)
                make.height.equalTo(44)
            })
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("bar", in: result), 0, 623, 375, 44)
        #expect(scene.coverage.laidOutCount == 2)
    }
}
