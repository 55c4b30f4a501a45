import Foundation
import LayoutVizCLI
import Testing

/// `--embed navigation|tab`: a controller file shown in a container, its navigation item in the bar.
@Suite struct EmbedCommandTests {
    let scratch = ScratchDirectory()

    private let settings = """
        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Settings"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
            }
        }
        """

    @Test func aControllerInANavigationControllerShowsItsItemsInTheBar() {
        let path = scratch.file("settings.swift", settings)
        let run = CapturedRun(["frames", path, "--embed", "navigation", "--device", "iphone-15"])
        #expect(run.status == 0)
        #expect(run.text.contains("    view.navigationBar  0 59 393 44\n"))
        #expect(run.text.contains("      view.navigationBar.rightBarButtonItem0  "))
        let alone = CapturedRun(["frames", path, "--device", "iphone-15"])
        #expect(!alone.text.contains("navigationBar"))
    }

    private let feed = """
        final class FeedViewController: UIViewController, UITableViewDataSource {
            let tableView = UITableView()
            var viewModel: FeedViewModel!
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tableView)
                tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                tableView.rowHeight = 60
                tableView.dataSource = self
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { viewModel.items.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: "post")
            }
        }
        """

    @Test func aListUnderTheBarStartsBelowItAndItsSampleRowsAreMarked() throws {
        let path = scratch.file("feed.swift", feed)
        let run = CapturedRun(["frames", path, "--embed", "navigation", "--device", "iphone-15"])
        #expect(run.status == 0)
        #expect(run.text.contains("      tableView  0 0 393 852  (content offset 0,-103)\n"))
        #expect(run.text.contains("        tableView.cell[0,0]  0 0 393 60  (representative)\n"))
        let json = CapturedRun(["frames", path, "--embed", "navigation", "--device", "iphone-15", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let table = try #require(views.first { $0["name"] as? String == "tableView" })
        #expect(table["contentOffset"] as? [String: Double] == ["x": 0, "y": -103])
        let row = try #require(views.first { $0["name"] as? String == "tableView.cell[0,0]" })
        #expect(row["representative"] as? Bool == true)
        #expect(row["absoluteFrame"] as? [String: Double] == ["x": 0, "y": 103, "width": 393, "height": 60])
        #expect(views.first { $0["name"] as? String == "tableView.cell[0,0].contentView" }?["representative"] == nil)
    }

    @Test func anUnknownContainerIsAUsageError() {
        let run = CapturedRun(["frames", scratch.file("settings.swift", settings), "--embed", "split"])
        #expect(run.status == 2)
        #expect(run.error.contains("The value 'split' is invalid for '--embed <navigation|tab>'"))
    }
}
