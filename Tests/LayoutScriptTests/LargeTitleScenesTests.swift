import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `prefersLargeTitles` and `largeTitleDisplayMode` set in a controller file: the bar grows, the title shows large
/// and what is pinned to the safe area moves down with it.
@Suite struct LargeTitleScenesTests {
    private func load(_ mode: String) throws -> LayoutResult {
        let source = """
            final class InboxViewController: UIViewController {
                let list = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Inbox"
                    navigationController?.navigationBar.prefersLargeTitles = true
                    navigationItem.largeTitleDisplayMode = \(mode)
                    view.addSubview(list)
                    list.snp.makeConstraints { make in
                        make.top.equalTo(view.safeAreaLayoutGuide)
                        make.leading.trailing.bottom.equalToSuperview()
                    }
                }
            }
            """
        let scene = try SceneScript.load(source: source, fileName: "Inbox.swift", defaultSize: testSize,
                                         options: LoadOptions(embedding: .navigation))
        #expect(scene.warnings.isEmpty)
        return scene.canvas.layout(measuring: MonospacedTextMeasurer())
    }

    @Test func theListStartsBelowTheLargeTitle() throws {
        let result = try load(".automatic")
        expectFrame(frame("list", in: result), 0, 96, 375, 667 - 96)
        #expect(frame("view.navigationBar.largeTitleLabel", in: result)?.minX == 16)
    }

    @Test func neverKeepsTheStandardBar() throws {
        expectFrame(frame("list", in: try load(".never")), 0, 44, 375, 667 - 44)
    }
}
