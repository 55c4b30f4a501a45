import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Views are named after the variable or property they are first bound to; a stored property, global or array
/// replaces a local variable's name; arrays name their elements `name[index]`; names the code sets are kept.
@Suite struct NamingTests {
    @Test func variablesPropertiesAndArrays() {
        guard let scene = loadScene("""
            let avatar = UIView()
            var rows: [UIView] = []
            for _ in 0..<2 {
                let row = UIView()
                rows.append(row)
            }
            let cells = (0..<2).map { _ in UILabel() }
            var spare: UIView?
            spare = UIView()
            let guide = UILayoutGuide()
            ([avatar, spare!] + rows + cells).forEach(view.addSubview)
            view.addLayoutGuide(guide)
            """) else { return }
        #expect(scene.canvas.subviews.map(\.name) == ["avatar", "spare", "rows[0]", "rows[1]", "cells[0]", "cells[1]"])
        #expect(scene.canvas.layoutGuides.first?.identifier == "guide")
    }

    @Test func helperLocalsGiveWayToWhereTheViewIsStored() {
        guard let scene = loadScene("""
            func makeBadge() -> UIView {
                let badge = UIView()
                return badge
            }
            let unread = makeBadge()
            func addRow() {
                let row = UIView()
                view.addSubview(row)
            }
            addRow()
            view.addSubview(unread)
            """) else { return }
        #expect(scene.canvas.subviews.map(\.name) == ["row", "unread"])
    }

    @Test func propertiesOfSceneClasses() {
        guard let scene = loadScene("""
            class Screen: UIViewController {
                let header: UIView = {
                    let view = UIView()
                    return view
                }()
                lazy var footer = UIView()
                var items: [UILabel] = []
                override func viewDidLoad() {
                    view.addSubview(header)
                    view.addSubview(footer)
                    for _ in 0..<2 { items.append(UILabel()) }
                    items.forEach(view.addSubview)
                }
            }
            """) else { return }
        #expect(scene.canvas.subviews.first?.subviews.map(\.name) == ["header", "footer", "items[0]", "items[1]"])
    }

    @Test func namesSetByTheCodeAreKept() {
        guard let scene = loadScene("""
            let a = UIView()
            a.name = "first"
            let b = UIView()
            b.snp.setLabel("second")
            let c = UIView()
            c.accessibilityIdentifier = "third"
            let d = UIView()
            var kept: [UIView] = [a, b, c, d]
            [a, b, c, d].forEach(view.addSubview)
            """) else { return }
        #expect(scene.canvas.subviews.map(\.name) == ["first", "second", "third", "d"])
        #expect(scene.canvas.name == "view")
    }

    @Test func canvasesKeepTheirRootName() {
        guard let scene = loadScene("let canvas = Canvas(width: 10, height: 10)") else { return }
        #expect(scene.canvas.name == "root")
        #expect(scene.root == .canvas(variable: "canvas"))
    }

    @Test func unnamedViewsKeepTheirPath() {
        guard let (_, result) = layOut("view.addSubview(UIView())") else { return }
        #expect(result.views.map(\.name) == ["view", "#0"])
    }
}

/// A stored property and a method with the same base name, as table view controllers have.
@Suite struct PropertyBesideMethodTests {
    @Test func aNameThatIsNotCalledIsTheStoredProperty() {
        guard let scene = loadScene("""
            class ListController: UIViewController {
                let tableView = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            }
            """) else { return }
        #expect(scene.canvas.subviews.first?.subviews.map(\.name) == ["tableView"])
    }
}

/// A part pointing back at the view holding it does not name that view.
@Suite struct BackReferenceNamingTests {
    @Test func aTablesDelegateDoesNotNameTheViewHoldingTheTable() throws {
        let scene = try #require(loadScene("""
            class MainView: UIView {
                let tableView = UITableView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(tableView)
                    tableView.delegate = self
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            extension MainView: UITableViewDelegate {}
            """))
        #expect(scene.canvas.subviews.first?.displayName == "MainView")
    }

    @Test func aDataSourceSetBeforeTheTableIsAddedDoesNotNameTheView() throws {
        let scene = try #require(loadScene("""
            class MainView: UIView, UITableViewDataSource {
                lazy var mainTableView: UITableView = {
                    let table = UITableView()
                    table.dataSource = self
                    return table
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(mainTableView)
                }
                required init?(coder: NSCoder) { fatalError() }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
            }
            """))
        #expect(scene.canvas.subviews.first?.displayName == "MainView")
    }
}
