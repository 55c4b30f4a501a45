import Foundation
import LayoutScene

extension HostTypeDeclarations {
    /// `UINavigationController` with its `UINavigationBar` (and `UIBarMetrics`), `UINavigationItem`, `UIBarButtonItem`
    /// (with its `Style` and `SystemItem`), `UITabBarController` with its `UITabBar` and `UITabBarItem`, and `UIPageViewController` with its nested enums (`UIPageViewController.TransitionStyle`,
    /// `.NavigationOrientation`, `.NavigationDirection`).
    static func declareContainers(in registry: HostRegistry) {
        let controller = registry.type(ViewController.self)
        registry.declare(NavigationController.self, "UINavigationController", aliases: ["NavigationController"],
                         parent: controller, isValueType: false)
        registry.declare(NavigationBar.self, "UINavigationBar", aliases: ["NavigationBar"],
                         parent: registry.type(View.self), isValueType: false)
        registry.declare(BarMetrics.self, "UIBarMetrics", aliases: ["BarMetrics"], isValueType: true)
        let navigationItem = registry.declare(NavigationItem.self, "UINavigationItem", aliases: ["NavigationItem"],
                                              isValueType: false)
        navigationItem.nestedTypes["LargeTitleDisplayMode"] = registry.declare(
            NavigationItem.LargeTitleDisplayMode.self, "UINavigationItem.LargeTitleDisplayMode",
            aliases: [], isValueType: true)
        navigationItem.nestedTypes["BackButtonDisplayMode"] = registry.declare(
            BackButtonDisplayMode.self, "UINavigationItem.BackButtonDisplayMode", aliases: [], isValueType: true)
        registry.declare(SearchController.self, "UISearchController", aliases: ["SearchController"],
                         parent: controller, isValueType: false)
        let barItem = registry.declare(BarButtonItem.self, "UIBarButtonItem", aliases: ["BarButtonItem"],
                                       isValueType: false)
        barItem.nestedTypes["Style"] = registry.declare(BarButtonItem.Style.self, "UIBarButtonItem.Style",
                                                        aliases: ["UIBarButtonItemStyle"], isValueType: true)
        barItem.nestedTypes["SystemItem"] = registry.declare(
            BarButtonItem.SystemItem.self, "UIBarButtonItem.SystemItem", aliases: ["UIBarButtonSystemItem"],
            isValueType: true)
        registry.declare(TabBarController.self, "UITabBarController", aliases: ["TabBarController"],
                         parent: controller, isValueType: false)
        registry.declare(TabBar.self, "UITabBar", aliases: ["TabBar"], parent: registry.type(View.self),
                         isValueType: false)
        registry.declare(TabBarItem.self, "UITabBarItem", aliases: ["TabBarItem"], isValueType: false)
        registry.declare(TableViewController.self, "UITableViewController", aliases: ["TableViewController"],
                         parent: controller, isValueType: false)
        registry.declare(CollectionViewController.self, "UICollectionViewController",
                         aliases: ["CollectionViewController"], parent: controller, isValueType: false)
        let pages = registry.declare(PageViewController.self, "UIPageViewController", aliases: ["PageViewController"],
                                     parent: controller, isValueType: false)
        pages.nestedTypes["TransitionStyle"] = registry.declare(
            PageViewController.TransitionStyle.self, "UIPageViewController.TransitionStyle",
            aliases: ["UIPageViewControllerTransitionStyle"], isValueType: true)
        pages.nestedTypes["NavigationOrientation"] = registry.declare(
            PageViewController.NavigationOrientation.self, "UIPageViewController.NavigationOrientation",
            aliases: ["UIPageViewControllerNavigationOrientation"], isValueType: true)
        pages.nestedTypes["NavigationDirection"] = registry.declare(
            PageViewController.NavigationDirection.self, "UIPageViewController.NavigationDirection",
            aliases: ["UIPageViewControllerNavigationDirection"], isValueType: true)
    }
}

extension TabBarItem: HostValue {}
extension BarMetrics: HostValue {}
extension NavigationItem: HostValue {}
extension BackButtonDisplayMode: HostValue {}
extension NavigationItem.LargeTitleDisplayMode: HostValue {}
extension BarButtonItem: HostValue {}
extension BarButtonItem.Style: HostValue {}
extension BarButtonItem.SystemItem: HostValue {}
extension PageViewController.TransitionStyle: HostValue {}
extension PageViewController.NavigationOrientation: HostValue {}
extension PageViewController.NavigationDirection: HostValue {}
