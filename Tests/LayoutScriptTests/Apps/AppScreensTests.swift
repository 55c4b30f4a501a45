import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// An app's screens are found by rule: previews, controllers, and the views and cells its code makes; base classes
/// and views nothing makes are skipped with why. Each screen loads with its own coverage.
@Suite struct AppScreensTests {
    static let sources = [
        SceneSource(name: "Base.swift", text: """
            class BaseViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); setupViews() }
                func setupViews() {}
            }
            """),
        SceneSource(name: "Card.swift", text: """
            final class CardView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(12) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class UnusedView: UIView {}
            final class RowCell: UITableViewCell {}
            #Preview("Card") { CardView() }
            """),
        SceneSource(name: "Home.swift", text: """
            final class HomeViewController: BaseViewController {
                let card = CardView()
                let table = UITableView()
                override func setupViews() {
                    view.addSubview(card)
                    card.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
                    table.register(RowCell.self, forCellReuseIdentifier: "row")
                }
            }
            """),
    ]

    @Test func screensAreFoundByRule() throws {
        let screens = try SceneScript.screens(in: Self.sources)
        #expect(screens.map(\.name) == ["Card", "BaseViewController", "HomeViewController", "CardView", "UnusedView",
                                        "RowCell"])
        #expect(screens.map(\.kind) == [.preview, .controller, .controller, .view, .view, .cell])
        #expect(screens.map(\.skipReason) == [nil, "a base class of other app classes, never made itself", nil, nil,
                                              "the app's code never makes one", nil])
        #expect(screens[0].referenceName == "Card.Card")
        #expect(screens[0].previewNumber == 1)
        #expect((screens[2].file, screens[2].line) == ("Home.swift", 1))
    }

    @Test func eachScreenLoadsWithTheCoverageOfItsOwnCode() throws {
        let screens = try SceneScript.screens(in: Self.sources)
        let home = try #require(screens.first { $0.name == "HomeViewController" })
        let scene = try SceneScript.load(sources: Self.sources, defaultSize: CGSize(width: 375, height: 667),
                                         options: home.loadOptions(LoadOptions()))
        scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(scene.root == .controller(className: "HomeViewController"))
        // the card's statement and the controller's, not every class's in the module
        #expect(scene.coverage.statements.count == 2)
        #expect(scene.coverage.laidOutCount == 2)
        let preview = try #require(screens.first)
        #expect(preview.loadOptions(LoadOptions()).preview == "1")
    }

    @Test func aFileLayoutvizCannotReadIsLeftOutOfAnAppWithAWarning() throws {
        let sources = Self.sources + [SceneSource(name: "Broken.swift", text: "func f() {\n    let l = #dsohandle\n}")]
        let screens = try SceneScript.screens(in: sources)
        let home = try #require(screens.first { $0.name == "HomeViewController" })
        let scene = try SceneScript.load(sources: sources, defaultSize: CGSize(width: 375, height: 667),
                                         options: home.loadOptions(LoadOptions()))
        #expect(scene.warnings.map(\.headline).contains(
            "Broken.swift:2:13: warning: this file is left out of the app's module, so what it declares is unknown: "
                + "macro '#dsohandle' is not supported in scene files"))
        #expect(throws: ScriptError.self) {
            try SceneScript.load(sources: sources, defaultSize: CGSize(width: 375, height: 667))
        }
    }
}
