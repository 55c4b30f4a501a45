import Foundation
import LayoutScene

/// `UITabBarController` (its tabs and selection), its `UITabBar`, `UITabBarItem` and a controller's `tabBarItem` and
/// `tabBarController`, shown at rest.
enum TabBarControllerBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let tabs = registry.type(TabBarController.self)
        tabs.initializer("init()", []) { _ in .object(TabBarController()) }
        tabs.property("viewControllers", Tabs.self, get: { (tabs: TabBarController) in Tabs(tabs.viewControllers) },
                      set: { tabs, given in tabs.viewControllers = given.controllers })
        tabs.method("setViewControllers(_:animated:)", [Tabs.scriptType(in: registry), t.bool]) {
            try $0.receiver(TabBarController.self).setViewControllers($0.get(0, as: Tabs.self).controllers,
                                                                     animated: $0.get(1))
            return .void
        }
        tabs.property("selectedIndex", \TabBarController.selectedIndex)
        tabs.property("selectedViewController", \TabBarController.selectedViewController)
        tabs.readOnly("tabBar", \TabBarController.tabBar)
        let controller = registry.type(ViewController.self)
        controller.readOnly("tabBarController", \ViewController.tabBarController)
        controller.property("tabBarItem", TabBarItem.self,
                            get: { (controller: ViewController) in controller.tabBarItem },
                            set: { controller, item in controller.tabBarItem = item })

        let bar = registry.type(TabBar.self)
        bar.initializer("init()", []) { try $0.interpreter.makeView(TabBar(frame: .zero), at: $0.span) }
        bar.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(TabBar(frame: $0.get(0)), at: $0.span)
        }
        bar.property("items", [TabBarItem]?.self, get: { (bar: TabBar) in bar.items },
                     set: { bar, items in bar.setItems(items, animated: false) })
        bar.method("setItems(_:animated:)", [.optional(.array(t.host(TabBarItem.self))), t.bool]) {
            try $0.receiver(TabBar.self).setItems($0.get(0), animated: $0.get(1))
            return .void
        }
        bar.property("selectedItem", \TabBar.selectedItem)
        bar.property("barTintColor", \TabBar.barTintColor)
        bar.property("unselectedItemTintColor", \TabBar.unselectedItemTintColor)
        bar.property("isTranslucent", \TabBar.isTranslucent)

        bindItem(registry)
    }

    private static func bindItem(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let image = ScriptType.optional(t.host(Image.self))
        let item = registry.type(TabBarItem.self)
        item.initializer("init()", []) { _ in .object(TabBarItem()) }
        item.initializer("init(title:image:selectedImage:)", [.optional(t.string), image, image]) {
            .object(TabBarItem(title: try $0.get(0), image: try $0.get(1), selectedImage: try $0.get(2)))
        }
        item.initializer("init(title:image:tag:)", [.optional(t.string), image, t.int]) {
            .object(TabBarItem(title: try $0.get(0), image: try $0.get(1), tag: try $0.get(2)))
        }
        item.property("title", \TabBarItem.title)
        item.property("image", \TabBarItem.image)
        item.property("selectedImage", \TabBarItem.selectedImage)
        item.property("tag", \TabBarItem.tag)
        item.property("badgeValue", \TabBarItem.badgeValue)
        item.property("badgeColor", \TabBarItem.badgeColor)
    }
}

/// Tabs as a scene hands them over: an unknown value among them (an app's controller class from a file not given,
/// already warned about) is a blank controller, so the other tabs keep their places.
private struct Tabs: ScriptConvertible {
    let controllers: [ViewController]?

    init(_ controllers: [ViewController]?) {
        self.controllers = controllers
    }

    static func scriptType(in registry: HostRegistry) -> ScriptType {
        .optional(.array(.host(registry.type(ViewController.self))))
    }

    static func fromScript(_ value: Value) -> Tabs? {
        if case .null = value { return Tabs(nil) }
        guard case .array(let elements) = value else { return nil }
        let controllers = elements.compactMap { element in
            element.host(ViewController.self) ?? (element.isUnknown ? ViewController() : nil)
        }
        return controllers.count == elements.count ? Tabs(controllers) : nil
    }

    var scriptValue: Value { controllers.map { .array($0.map { .object($0) }) } ?? .null }
}
