import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Scenes that set how a scroll view's content is inset from the bars: the safe area UIKit adds, the content inset,
/// the controller's opt-out, all readable back as UIKit's names.
@Suite struct ScrollInsetScenesTests {
    private func listController(_ body: String) -> String {
        """
        final class InboxViewController: UIViewController, UITableViewDataSource {
            let tableView = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                view.addSubview(tableView)
                tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                tableView.dataSource = self
                tableView.rowHeight = 60
                \(body)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: "mail")
                cell.textLabel?.text = "Message \\(indexPath.row)"
                return cell
            }
        }
        """
    }

    private func layOutEmbedded(_ source: String) throws -> (LoadedScene, LayoutResult) {
        let scene = try SceneScript.load(source: source, fileName: "Inbox.swift", defaultSize: testSize,
                                         options: LoadOptions(embedding: .navigation))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        return (scene, scene.canvas.layout(measuring: MonospacedTextMeasurer()))
    }

    @Test func rowsStartBelowTheNavigationBar() throws {
        let (_, result) = try layOutEmbedded(listController(""))
        expectFrame(frame("tableView", in: result), 0, 0, 375, 667)
        let first = try #require(result.views.first { $0.name == "tableView.cell[0,0]" })
        expectFrame(first.absoluteFrame, 0, 44, 375, 60)
        let table = try #require(result.views.first { $0.name == "tableView" }?.view as? TableView)
        #expect(table.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    @Test func neverKeepsTheRowsUnderTheBarAndTheContentInsetStillCounts() throws {
        let (_, result) = try layOutEmbedded(listController("""
            tableView.contentInsetAdjustmentBehavior = .never
                    tableView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
            """))
        let first = try #require(result.views.first { $0.name == "tableView.cell[0,0]" })
        expectFrame(first.absoluteFrame, 0, 8, 375, 60)
    }

    @Test func theBehaviourIsSpelledAsInUIKitAndTheAdjustedInsetReadsBack() throws {
        let source = """
            final class GalleryViewController: UIViewController {
                let scrollView = UIScrollView()
                let content = UIView()
                let caption = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    automaticallyAdjustsScrollViewInsets = false
                    scrollView.contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.always
                    view.addSubview(scrollView)
                    scrollView.addSubview(content)
                    view.addSubview(caption)
                    scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    content.snp.makeConstraints { make in
                        make.edges.equalTo(scrollView.contentLayoutGuide)
                        make.width.equalTo(scrollView.frameLayoutGuide)
                        make.height.equalTo(200)
                    }
                    caption.snp.makeConstraints { make in make.bottom.left.equalToSuperview() }
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    caption.text = "inset \\(Int(scrollView.adjustedContentInset.top))"
                }
            }
            """
        let (scene, result) = try layOutEmbedded(source)
        expectFrame(try #require(result.views.first { $0.name == "content" }).absoluteFrame, 0, 44, 375, 200)
        let caption = try #require(result.views.first { $0.name == "caption" }?.view as? Label)
        #expect(caption.text == "inset 44")
        #expect(scene.warnings.isEmpty)
    }
}
