import Foundation

/// What a controller shows in the navigation bar when it is on top, as `UINavigationItem`: a title (else the
/// controller's ``ViewController/title``), or a title view in its place, and bar button items on each side.
///
/// ```swift
/// controller.navigationItem.title = "Settings"
/// controller.navigationItem.rightBarButtonItems = [edit, add]   // edit outermost
/// ```
public final class NavigationItem {
    /// The title drawn centred in the bar.
    public var title: String?
    /// A view drawn centred in the bar instead of the title.
    public var titleView: View?
    /// The items at the leading edge, outermost first.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// The items at the trailing edge, outermost first.
    public var rightBarButtonItems: [BarButtonItem] = []
    /// Whether the title shows large when the bar ``NavigationBar/prefersLargeTitles``.
    ///
    /// ```swift
    /// navigationItem.largeTitleDisplayMode = .never
    /// ```
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The back button's title when this item is the one before the top (see ``NavigationController``'s back button).
    public var backButtonTitle: String?
    /// The item whose title the next item's back button shows (its other settings are kept).
    public var backBarButtonItem: BarButtonItem?
    /// Whether this item, on top, shows no back button.
    public var hidesBackButton = false
    /// Whether this item's leading items follow the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false
    /// How the next item's back button shows its title.
    public var backButtonDisplayMode = BackButtonDisplayMode.default
    /// The search controller whose search bar the navigation bar shows under the title (see
    /// ``hidesSearchBarWhenScrolling``).
    public var searchController: SearchController?
    /// Whether the search bar is tucked away while content scrolls. UIKit shows a screen first with it tucked away
    /// unless this is `false`, so the navigation bar shows ``searchController``'s bar only then.
    public var hidesSearchBarWhenScrolling = true

    /// The search bar the navigation bar shows: ``searchController``'s, when ``hidesSearchBarWhenScrolling`` is
    /// `false`.
    var shownSearchBar: SearchBar? {
        hidesSearchBarWhenScrolling ? nil : searchController?.searchBar
    }

    /// When a title shows large, as `UINavigationItem.LargeTitleDisplayMode`.
    ///
    /// ```swift
    /// let mode: NavigationItem.LargeTitleDisplayMode = .always
    /// ```
    public enum LargeTitleDisplayMode: Sendable, Hashable, CaseIterable {
        /// As the item below it in the stack, large for the root.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }

    /// An empty item.
    ///
    /// ```swift
    /// let item = NavigationItem()
    /// ```
    public init() {}

    /// The outermost leading item; setting it replaces them all.
    ///
    /// ```swift
    /// item.leftBarButtonItem = BarButtonItem(systemItem: .cancel)
    /// ```
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The outermost trailing item; setting it replaces them all.
    ///
    /// ```swift
    /// item.rightBarButtonItem = BarButtonItem(systemItem: .done)
    /// ```
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}

/// UIKit's name for ``NavigationItem``.
///
/// ```swift
/// let item: UINavigationItem = controller.navigationItem
/// ```
public typealias UINavigationItem = NavigationItem

extension ViewController {
    /// What the controller shows in a navigation bar when it is on top (made on first use).
    ///
    /// ```swift
    /// controller.navigationItem.title = "Inbox"
    /// ```
    public var navigationItem: NavigationItem {
        if let item = createdNavigationItem { return item }
        let item = NavigationItem()
        createdNavigationItem = item
        return item
    }

    /// An Edit item (`.edit`), the same one each time, as `UIViewController.editButtonItem`.
    ///
    /// ```swift
    /// controller.navigationItem.rightBarButtonItem = controller.editButtonItem
    /// ```
    public var editButtonItem: BarButtonItem {
        if let item = createdEditButtonItem { return item }
        let item = BarButtonItem(systemItem: .edit)
        createdEditButtonItem = item
        return item
    }
}
