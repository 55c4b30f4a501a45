import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// An app's factories given a superview, overloads of UIKit methods taking arrays, the screen's size as a function,
/// and a root whose UIKit initializer only traps.
@Suite struct AppFactoriesAndOverloadsTests {
    @Test func aViewMadeByAFactoryGivenASuperviewJoinsItWhenConstrained() throws {
        let source = """
            let card: UIView = ViewFactory.make(color: .red, addToSuperview: view)
            card.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(10)
            }
            ViewFactory.line(in: view).snp.makeConstraints { make in
                make.left.right.bottom.equalToSuperview()
                make.height.equalTo(1)
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("card", in: result), 10, 10, 355, 647)
        let line = try #require(scene.canvas.subviews.last as? PlaceholderView)
        #expect(line.className == "ViewFactory")
        expectFrame(result.views.first { $0.view === line }?.frame, 0, 666, 375, 1)
        #expect(scene.warnings.map(\.headline).contains("scene.swiftlay:1:20: warning: 'card' is in no view tree, but "
                + "was made by 'ViewFactory' (unknown code) given 'view' and is then constrained: it is taken as "
                + "added to 'view' by that call"))
    }

    @Test func aUIKitMethodGivenAnArrayRunsForEachElement() throws {
        let source = """
            let box = UIView()
            let stack = UIStackView()
            let title = UILabel()
            let icon = UIView()
            view.addSubview(box)
            box.addSubview([stack])
            stack.addArrangedSubview([title, icon])
            """
        let scene = try #require(loadScene(source))
        let stack = try #require(scene.canvas.subviews.first?.subviews.first as? StackView)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:6:5: warning: 'UIView.addSubview(_:)' is given an array: an app's overload taking one (an "
                + "extension in another file?); UIKit's method runs for each element",
            "scene.swiftlay:7:7: warning: 'UIStackView.addArrangedSubview(_:)' is given an array: an app's overload "
                + "taking one (an extension in another file?); UIKit's method runs for each element",
        ])
    }

    @Test func theScreensSizeCalledAsAFunctionIsTheScreensSize() throws {
        let source = """
            let banner = UIView()
            view.addSubview(banner)
            banner.frame = CGRect(x: 0, y: 0, width: sp_screenWidth(), height: 40)
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("banner", in: result), 0, 0, 375, 40)
    }

    @Test func aRootWhoseUIKitInitializerOnlyTrapsIsMadeWithAnother() throws {
        let source = """
            final class SetupViewController: UIViewController {
                let header = UIView()
                required init(store: DataStore) {
                    super.init(nibName: nil, bundle: nil)
                }
                required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    fatalError()
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    header.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("header", in: result), 0, 0, 100, 50)
        #expect(scene.warnings.map(\.headline).contains("scene.swiftlay:1:13: warning: the root 'SetupViewController' "
                + "is made with init(store:), given unknown values for 'store'"))
    }

    @Test func writingPastTheEndOfAnArrayChangesNothing() {
        let statements = """
            var labels: [UILabel] = []
            labels[2] = UILabel()
            """
        #expect(evaluated(statements, "labels.count") == "0")
    }
}
