import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An undeclared helper given a visual format and views (``Interpreter/constrainByFormatHelper(_:_:_:in:at:)``).
@Suite struct UnknownFormatHelpersTests {
    @Test func viewsAreNamedByTheirNumberAndTheFormatIsInstalled() throws {
        let source = """
            class LaunchView: UIView {
                let title = UILabel()
                let signUp = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    addSubview(signUp)
                    addConstraintsWithFormat(format: "H:|-48-[v0]-48-|", views: title)
                    addConstraintsWithFormat(format: "H:|-48-[v0]-48-|", views: signUp)
                    addConstraintsWithFormat(format: "V:|-20-[v1(30)]-40-[v0(50)]", views: signUp, title)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let launch = LaunchView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("title", in: result), 48, 20, 279, 30)
        expectFrame(frame("signUp", in: result), 48, 90, 279, 50)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:8:9: warning: 'LaunchView.addConstraintsWithFormat(format:views:)' is not declared: its visual format is read with the views given, in order, and its constraints are activated (stand-ins)"))
        #expect(scene.warnings.allSatisfy { !$0.headline.contains("translatesAutoresizingMaskIntoConstraints") })
        // one warning for the helper: the name is not also an unknown symbol
        #expect(scene.warnings.allSatisfy { !$0.message.hasPrefix("unknown symbol 'addConstraintsWithFormat'") })
        #expect(!scene.skipped.unknownSymbols.contains("addConstraintsWithFormat"))
    }

    @Test func namesWithoutNumbersAreBoundInOrderOfAppearance() throws {
        let source = """
            let a = UIView()
            let b = UIView()
            view.addSubview(a)
            view.addSubview(b)
            view.install("H:|[left(100)][right(50)]", [a, b])
            view.install("V:|[left(10)][right(20)]", [a, b])
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("a", in: result), 0, 0, 100, 10)
        expectFrame(frame("b", in: result), 100, 10, 50, 20)
    }

    @Test func viewNamesAreReadFromAFormat() {
        #expect(VisualFormat.viewNames(in: "H:|-[v1]-[v0]-[v1]|") == ["v1", "v0"])
        #expect(VisualFormat.viewNames(in: "not a [format") == nil)
    }
}
