import Foundation

/// A controller that searches, as `UISearchController`: its ``searchBar`` is what layout sees, shown in a
/// navigation bar through ``NavigationItem/searchController`` or added to a view like any bar. A still picture shows
/// it inactive: the results controller is kept and not shown.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchBar.placeholder = "Search contacts"
/// navigationItem.searchController = search
/// navigationItem.hidesSearchBarWhenScrolling = false
/// ```
open class SearchController: ViewController {
    /// The search bar.
    public let searchBar = SearchBar()
    /// The controller showing results (kept; not shown while the search is inactive).
    public let searchResultsController: ViewController?
    /// Whether the search is active (kept; a still picture shows it inactive).
    public var isActive = false
    /// Kept for pasted code.
    public var obscuresBackgroundDuringPresentation = true
    /// Kept for pasted code.
    public var hidesNavigationBarDuringPresentation = true
    /// Kept for pasted code.
    public var automaticallyShowsCancelButton = true

    /// A search controller showing results in `searchResultsController` (nil: in the searching controller).
    ///
    /// ```swift
    /// UISearchController(searchResultsController: nil)
    /// ```
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
    }

    /// A search controller showing results in the searching controller.
    ///
    /// ```swift
    /// UISearchController()
    /// ```
    public convenience override init() {
        self.init(searchResultsController: nil)
    }
}

/// UIKit's name for ``SearchController``.
public typealias UISearchController = SearchController
