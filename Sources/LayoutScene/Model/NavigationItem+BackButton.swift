import Foundation

/// How a navigation item's back button shows its title, as `UINavigationItem.BackButtonDisplayMode`.
///
/// ```swift
/// navigationItem.backButtonDisplayMode = .minimal // the chevron alone
/// ```
public enum BackButtonDisplayMode: Sendable, Hashable, CaseIterable {
    /// The previous item's back title, else its title.
    case `default`
    /// "Back".
    case generic
    /// No title.
    case minimal
}

extension NavigationController {
    /// The title of the back button the top item shows, or nil when it shows none: the root shows none, nor does an
    /// item that hides it or whose leading items replace it (unless `leftItemsSupplementBackButton`). The title is
    /// the previous item's `backBarButtonItem` title, else its `backButtonTitle`, else its title (the controller's
    /// when the item has none), else "Back", as the previous item's ``BackButtonDisplayMode`` allows.
    var backButtonTitle: String? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        let item = top.createdNavigationItem
        if item?.hidesBackButton == true { return nil }
        if let item, !item.leftBarButtonItems.isEmpty, !item.leftItemsSupplementBackButton { return nil }
        let previous = viewControllers[viewControllers.count - 2]
        let previousItem = previous.createdNavigationItem
        switch previousItem?.backButtonDisplayMode ?? .default {
        case .minimal: return ""
        case .generic: return Self.genericBackTitle
        case .default:
            return previousItem?.backBarButtonItem?.title ?? previousItem?.backButtonTitle ?? previousItem?.title
                ?? previous.title ?? Self.genericBackTitle
        }
    }

    /// UIKit's English title of a back button that has no other.
    static let genericBackTitle = "Back"
}
