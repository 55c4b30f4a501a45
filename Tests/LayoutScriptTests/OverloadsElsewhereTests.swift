import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// A call whose labels fit none of a class's declared overloads goes to one declared in another file, when the files
/// show there are others (``Interpreter/callOverloadDeclaredElsewhere(_:_:_:_:in:at:)``).
@Suite struct OverloadsElsewhereTests {
    private func screen(_ firstLine: String) -> String {
        """
        \(firstLine)
        class SearchView: UIView {
            let button = UIButton()
            let list = UITableView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubviews()
                configure(title: "Go")
            }
            required init?(coder: NSCoder) { fatalError() }
            private func addSubviews() {
                self.addSubviews(views: [button, list])
            }
            private func configure() {}
        }
        """
    }

    @Test func aPluralAddSubviewsWithOtherLabelsIsTheAppsHelperAndAnyOtherIsUnknown() throws {
        let scene = try #require(loadScene(screen("let theme = Theme.current")))
        #expect(scene.canvas.subviews.first?.subviews.count == 2)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:8:9: warning: unknown symbol 'SearchView.configure(title:)': the files declare 'configure' "
                + "with other labels only (an overload in another file?); what uses it is skipped"))
    }

    @Test func inAFileThatDeclaresEverythingTheMismatchIsSwiftcsError() {
        #expect(headline(screen("")) == "scene.swiftlay:12:14: error: extra argument 'views' in call")
    }
}
