@testable import LayoutScript
import LayoutScene
import Testing

/// Swift's `type(of:)`: the dynamic type of a value, whose static members can be called and whose name
/// `String(describing:)` gives.
@Suite struct TypeOfTests {
    @Test func theDynamicTypeOfClassesStructsAndSwiftValues() {
        let statements = """
            class BaseCell: UIView {
                class var reuseIdentifier: String { String(describing: self) }
                static func make() -> String { "made by \\(String(describing: self))" }
                func identifier() -> String { type(of: self).reuseIdentifier }
            }
            final class ProfileCell: BaseCell {}
            struct Metrics { static let spacing: CGFloat = 8 }
            let cell: BaseCell = ProfileCell()
            let metrics = Metrics()
            """
        #expect(evaluated(statements, "[cell.identifier(), type(of: cell).make(), String(describing: type(of: UILabel()))]")
            == "[\"ProfileCell\", \"made by ProfileCell\", \"UILabel\"]")
        #expect(evaluated(statements, "[String(describing: type(of: 1)), String(describing: type(of: \"a\")), \"\\(type(of: metrics).spacing)\"]")
            == "[\"Int\", \"String\", \"8.0\"]")
    }

    @Test func anUnknownValueStaysUnknownAndMisuseIsAnError() throws {
        let scene = try #require(loadScene("let kind = type(of: viewModel).name\nlet box = UIView()\nview.addSubview(box)"))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:1:21: warning: unknown symbol 'viewModel': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        #expect(headline("let t = type(1)") == "scene.swiftlay:1:9: error: 'type(of:)' takes one value labelled 'of:'")
    }
}
