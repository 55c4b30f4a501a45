import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A search bar holds its rounded field inset from its sides (before a Cancel button when it shows one); a
/// navigation item's search controller puts its bar in the navigation bar under the title when the item does not
/// hide it while scrolling, and the bar and the safe area grow by its strip.
@Suite struct SearchBarLayoutTests {
    @Test func aSearchBarOnItsOwnIsFiftySixTallWithItsFieldInsetAndCentred() {
        let canvas = Canvas(width: 390, height: 200)
        let search = SearchBar()
        canvas.addSubview(search)
        search.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(search.frame, 0, 0, 390, 56)
        expectFrame(search.searchTextField.frame, 8, 10, 374, 36)
        #expect(search.searchTextField.placeholder == "Search")
        #expect(search.searchTextField.backgroundColor == .tertiarySystemFill)
        #expect(search.searchTextField.layer.cornerRadius == 10)
    }

    @Test func aCancelButtonTakesTheTrailingEdge() throws {
        let canvas = Canvas(width: 390, height: 200)
        let search = SearchBar()
        search.showsCancelButton = true
        canvas.addSubview(search)
        search.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        canvas.layout(measuring: MonospacedTextMeasurer())
        let cancel = try #require(search.cancelButton)
        #expect(cancel.title(for: .normal) == "Cancel")
        #expect(abs(cancel.frame.maxX - 382) < 1e-6)
        #expect(abs(search.searchTextField.frame.maxX - (cancel.frame.minX - 8)) < 1e-6)
    }

    private func navigation(hidesWhenScrolling: Bool, large: Bool) -> (NavigationController, ViewController) {
        let screen = ViewController()
        screen.title = "Contacts"
        let search = SearchController(searchResultsController: nil)
        screen.navigationItem.searchController = search
        screen.navigationItem.hidesSearchBarWhenScrolling = hidesWhenScrolling
        let navigation = NavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = large
        let canvas = Canvas(hosting: navigation, width: 390, height: 844)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        canvas.layout(measuring: MonospacedTextMeasurer())
        return (navigation, screen)
    }

    @Test func theNavigationBarShowsTheItemsSearchBarUnderTheLargeTitle() throws {
        let (navigation, screen) = navigation(hidesWhenScrolling: false, large: true)
        let bar = navigation.navigationBar
        expectFrame(bar.frame, 0, 47, 390, 148)
        let search = try #require(bar.searchBarShown)
        #expect(search.superview === bar)
        #expect(search.displayName == "\(bar.displayName).searchBar")
        expectFrame(search.frame, 0, 96, 390, 52)
        expectFrame(search.searchTextField.frame, 16, 8, 358, 36)
        let title = bar.largeTitleLabel.frame
        #expect(abs(title.maxY - (96 - 8)) < 1e-6)
        #expect(abs(screen.view.safeAreaInsets.top - (47 + 148)) < 1e-6)
    }

    @Test func aSearchBarHiddenWhileScrollingIsTuckedAwayAtFirst() {
        let (navigation, screen) = navigation(hidesWhenScrolling: true, large: false)
        expectFrame(navigation.navigationBar.frame, 0, 47, 390, 44)
        #expect(navigation.navigationBar.searchBarShown == nil)
        #expect(abs(screen.view.safeAreaInsets.top - (47 + 44)) < 1e-6)
    }

    @Test func aStandardBarWithASearchBarIsNinetySixTall() {
        let (navigation, _) = navigation(hidesWhenScrolling: false, large: false)
        expectFrame(navigation.navigationBar.frame, 0, 47, 390, 96)
        expectFrame(navigation.navigationBar.searchBarShown?.frame, 0, 44, 390, 52)
    }
}
