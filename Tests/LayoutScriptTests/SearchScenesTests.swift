import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Search bars and search controllers written in a scene lay out as UIKit's.
@Suite struct SearchScenesTests {
    @Test func aControllersSearchControllerShowsInItsNavigationBar() throws {
        let source = """
            final class ContactsViewController: UIViewController {
                private let searchController = UISearchController(searchResultsController: nil)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Contacts"
                    searchController.searchResultsUpdater = self
                    searchController.obscuresBackgroundDuringPresentation = false
                    searchController.searchBar.placeholder = "Search contacts"
                    navigationItem.searchController = searchController
                    navigationItem.hidesSearchBarWhenScrolling = false
                }
            }
            """
        let scene = try SceneScript.load(source: source, fileName: "Contacts.swift", defaultSize: testSize,
                                         options: LoadOptions(embedding: .navigation))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("view.navigationBar.searchBar", in: result), 0, 44, 375, 52)
        let field = try #require(result.views.first { $0.name == "view.navigationBar.searchBar.searchTextField" })
        expectFrame(field.frame, 16, 8, 343, 36)
        #expect((field.view as? TextField)?.placeholder == "Search contacts")
    }

    @Test func aSearchBarInAViewIsFiftySixTall() throws {
        let source = """
            let search = UISearchBar()
            search.searchBarStyle = .minimal
            search.text = "pasta"
            search.setShowsCancelButton(true, animated: false)
            view.addSubview(search)
            search.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("search", in: result), 0, 0, 375, 56)
        #expect(frame("search.cancelButton", in: result) != nil)
        let field = try #require(result.views.first { $0.name == "search.searchTextField" }?.view as? TextField)
        #expect(field.text == "pasta")
    }
}
