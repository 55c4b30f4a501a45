import Foundation

/// One item of a ``TabBar``, as `UITabBarItem`: a title and an image (another when selected). A view controller's
/// ``ViewController/tabBarItem`` is the item a ``TabBarController`` shows for it; the bar shows what the item holds
/// when it is laid out.
///
/// ```swift
/// controller.tabBarItem = UITabBarItem(title: "Chats", image: UIImage(systemName: "message"), tag: 0)
/// controller.tabBarItem.selectedImage = UIImage(systemName: "message.fill")
/// ```
public final class TabBarItem {
    /// The title under the image.
    public var title: String?
    /// The image.
    public var image: Image?
    /// The image while the item is selected; `nil` shows ``image``.
    public var selectedImage: Image?
    /// A number the app identifies the item by (never drawn).
    public var tag = 0
    /// The badge's text: drawn in a capsule at the top right of the item's image; `""` is a capsule without text,
    /// `nil` no badge.
    public var badgeValue: String?
    /// The badge's colour; `nil` is UIKit's system red.
    public var badgeColor: Color?

    /// An item with no title or image.
    ///
    /// ```swift
    /// let item = UITabBarItem()
    /// ```
    public init() {}

    /// An item with a title, an image and an image for the selected state.
    ///
    /// ```swift
    /// let item = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: UIImage(named: "home-on"))
    /// ```
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item with a title, an image and a tag.
    ///
    /// ```swift
    /// let item = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
    /// ```
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}

/// UIKit's name for ``TabBarItem``.
///
/// ```swift
/// let item = UITabBarItem(title: "Home", image: nil, tag: 0)
/// ```
public typealias UITabBarItem = TabBarItem

extension ViewController {
    /// The item a ``TabBarController`` shows for this controller, made on first use with the controller's
    /// ``title``, as UIKit's property. A ``NavigationController`` given none shows its root controller's, as UIKit
    /// does (the item a root controller sets on itself appears on the tab of its navigation controller).
    ///
    /// ```swift
    /// controller.tabBarItem.image = UIImage(named: "tab-home")
    /// ```
    public var tabBarItem: TabBarItem! {
        get {
            if let item = createdTabBarItem { return item }
            if let root = (self as? NavigationController)?.viewControllers.first { return root.tabBarItem }
            let item = TabBarItem(title: title, image: nil, selectedImage: nil)
            createdTabBarItem = item
            return item
        }
        set { createdTabBarItem = newValue }
    }
}
