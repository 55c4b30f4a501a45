import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// What the app's other files give a file's code — their objects, the contents of their classes, their extension
/// methods — flowing on as unknown values or stand-ins instead of skipping the layout beside them.
@Suite struct AppCodeFromOtherFilesTests {
    @Test func anInjectedDependencyOfAnUndeclaredTypeIsUnknown() throws {
        let source = """
            final class MnemonicViewController: UIViewController {
                var coordinator: SignupCoordinator?
                private var cache: WordCache?
                var shown = "none"
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let words = coordinator?.words { shown = "words" }
                    if cache == nil { shown += "+empty cache" }
                }
            }
            """
        let scene = try #require(loadScene(source))
        #expect(controllerProperty("shown", of: scene) == "words+empty cache")
        #expect(scene.warnings.map(\.headline).contains("scene.swiftlay:2:9: warning: 'coordinator' holds the app's "
                + "'SignupCoordinator', which the app's other files set; it stands in as an unknown value"))
    }

    @Test func anInjectedViewOfAnUndeclaredClassIsAPlaceholderView() throws {
        let source = """
            final class RouteViewController: UIViewController {
                var routeOverView: RouteOverView?
                let buyButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(routeOverView!)
                    routeOverView?.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(20)
                        make.left.right.equalToSuperview().inset(20)
                        make.height.equalTo(122)
                    }
                    view.addSubview(buyButton)
                    buyButton.snp.makeConstraints { make in
                        make.top.equalTo(routeOverView!.snp.bottom).offset(16)
                        make.left.right.equalToSuperview().inset(20)
                        make.height.equalTo(50)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline).contains("scene.swiftlay:2:9: warning: 'routeOverView' holds the "
                + "app's 'RouteOverView', which the app's other files set; the files use it as a view, so a "
                + "placeholder view stands in"))
        expectFrame(frame("routeOverView", in: result), 20, 20, 335, 122)
        expectFrame(frame("buyButton", in: result), 20, 158, 335, 50)
        #expect(scene.coverage.percent == 100)
    }

    @Test func aMemberOfAnUndeclaredClassUsedAsAViewIsItsPlaceholderSubview() throws {
        let source = """
            final class GradeViewController: UIViewController {
                let review = ReviewCard()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(review)
                    review.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                    review.comment.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(30)
                        make.centerX.equalToSuperview()
                    }
                    self.review.rating.snp.makeConstraints { make in
                        make.top.equalTo(review.comment.snp.bottom).offset(10)
                        make.left.equalToSuperview().offset(20)
                        make.size.equalTo(CGSize(width: 100, height: 20))
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline).contains("scene.swiftlay:9:16: warning: 'ReviewCard.comment' is not "
                + "declared: the files use it as a view, so it stands for a subview the app's 'ReviewCard' declares in "
                + "a file not given: a placeholder view"))
        let comment = try #require(frame("comment", in: result))
        #expect(comment.minY == 30)
        expectFrame(frame("rating", in: result), 20, comment.maxY + 10, 100, 20)
        #expect(scene.coverage.percent == 100)
    }

    @Test func anInjectedModelOfAProtocolNoTypeInTheFilesAdoptsIsUnknown() throws {
        let source = """
            protocol RowModel { var title: String { get } }
            protocol Styled {}
            struct Plain: Styled {}
            final class RowView: UIView {
                var model: RowModel?
                var style: Styled?
                var shown = "none"
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    if let model { shown = "model" }
                    if style == nil { shown += "+no style" }
                }
            }
            """
        let scene = try #require(loadScene(source))
        #expect(rootViewProperty("shown", of: scene) == "model+no style")
    }

    @Test func aConditionalCastOfAnUnknownValueIsUnknown() {
        let statements = """
            var shown = "none"
            if let first = Feed.items.first as? UILabel { shown = "cast" }
            """
        #expect(evaluated(statements, "shown") == "cast")
    }

    @Test func theSubviewsOfAStandInForAnUndeclaredClassAreUnknown() throws {
        let source = """
            let tabs = CategoryStackView(categories: Categories.all)
            let line = UIView()
            func setUp() {
                guard let first = tabs.arrangedSubviews.first as? UILabel else { return }
                first.textColor = .purple
                view.addSubview(line)
                line.snp.makeConstraints { make in make.top.left.right.equalToSuperview(); make.height.equalTo(2) }
            }
            setUp()
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("line", in: result), 0, 0, 375, 2)
        #expect(scene.warnings.map(\.headline).contains("scene.swiftlay:4:28: warning: unknown symbol "
                + "'CategoryStackView.arrangedSubviews': not declared in the scene's files and not UIKit API that "
                + "layoutviz models; what uses it is skipped"))
    }

    @Test func aClassNamedLikeAControllerUsedAsAViewIsItsPlaceholderView() throws {
        let source = """
            let tabs = PageController()
            view.addSubview(tabs)
            tabs.snp.makeConstraints { make in make.top.left.right.equalToSuperview(); make.height.equalTo(48) }
            """
        let (scene, result) = try #require(layOut(source))
        let tabs = try #require(scene.canvas.subviews.first as? PlaceholderView)
        #expect(tabs.className == "PageController")
        expectFrame(result.views.first { $0.view === tabs }?.frame, 0, 0, 375, 48)
    }

    @Test func aUIKitPropertyCalledLikeAMethodIsTheAppsExtension() throws {
        let source = """
            let line = UIView()
            view.addSubview(line)
            line.center(.horizontal, in: view)
            line.frame = CGRect(x: 10, y: 10, width: 100, height: 1)
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("line", in: result), 10, 10, 100, 1)
        #expect(scene.warnings.map(\.headline) == ["scene.swiftlay:3:6: warning: unknown symbol "
                + "'UIView.center(_:in:)': not declared in the scene's files and not UIKit API that layoutviz models; "
                + "what uses it is skipped"])
    }

    @Test func aNumberForAFontWeightIsSwiftThreesRawValue() throws {
        let source = """
            let name = UILabel()
            view.addSubview(name)
            name.font = UIFont.systemFont(ofSize: 20, weight: 0.4)
            """
        let scene = try #require(loadScene(source))
        let label = try #require(scene.canvas.subviews.first as? Label)
        #expect(label.font.weight == .bold)
        #expect(scene.warnings.map(\.headline) == ["scene.swiftlay:3:51: warning: a number as a 'UIFont.Weight' is "
                + "Swift 3's UIFontWeight; read as UIFont.Weight(rawValue: 0.4)"])
    }

    @Test func aStructPropertyWearingAnUndeclaredWrapperIsUnknown() {
        let statements = """
            struct HornView {
                @Environment(\\.dismiss) private var dismiss
                let title: String
                init() { title = "horn" }
            }
            let horn = HornView()
            """
        #expect(evaluated(statements, "horn.title") == "horn")
    }

    @Test func aNameWrittenThroughoutBesideASimilarMemberIsInherited() throws {
        let source = """
            final class InfoScreen: ScrollScreen {
                private let contextView = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    contentView.addSubview(contextView)
                    contextView.snp.makeConstraints { make in
                        make.top.equalTo(contentView).offset(20)
                        make.left.right.equalTo(contentView)
                        make.height.equalTo(10)
                    }
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        // the inherited `contentView` is a placeholder holding a view, so it has no stand-in size: its weakest pins
        // fill the screen (see "Classes" in the README)
        expectFrame(frame("contentView", in: result), 0, 0, 375, 667)
        expectFrame(frame("contextView", in: result), 0, 20, 375, 10)
    }
}
