import Foundation
import LayoutScene

/// A controller's `navigationItem` (`UINavigationItem`: title, title view, bar button items) and `UIBarButtonItem`
/// with its `Style` and `SystemItem`. Targets, actions and menus are accepted and do nothing in a still picture.
enum NavigationItemBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let barItem = t.host(BarButtonItem.self)
        registry.type(ViewController.self).readOnly("navigationItem", \ViewController.navigationItem)
        registry.type(ViewController.self).readOnly("editButtonItem", \ViewController.editButtonItem)
        let item = registry.type(NavigationItem.self)
        item.initializer("init()", []) { _ in .object(NavigationItem()) }
        item.initializer("init(title:)", [t.string]) { call in
            let made = NavigationItem()
            made.title = try call.get(0)
            return .object(made)
        }
        item.property("title", \NavigationItem.title)
        item.property("titleView", \NavigationItem.titleView)
        item.property("largeTitleDisplayMode", \NavigationItem.largeTitleDisplayMode)
        item.property("backButtonTitle", \NavigationItem.backButtonTitle)
        item.property("backBarButtonItem", \NavigationItem.backBarButtonItem)
        item.property("hidesBackButton", \NavigationItem.hidesBackButton)
        item.property("leftItemsSupplementBackButton", \NavigationItem.leftItemsSupplementBackButton)
        item.property("backButtonDisplayMode", \NavigationItem.backButtonDisplayMode)
        item.method("setHidesBackButton(_:animated:)", [t.bool, t.bool]) {
            try $0.receiver(NavigationItem.self).hidesBackButton = $0.get(0)
            return .void
        }
        registry.type(BackButtonDisplayMode.self).namedCases(BackButtonDisplayMode.self)
        item.property("leftBarButtonItem", \NavigationItem.leftBarButtonItem)
        item.property("rightBarButtonItem", \NavigationItem.rightBarButtonItem)
        item.property("leftBarButtonItems", [BarButtonItem]?.self,
                      get: { (item: NavigationItem) in item.leftBarButtonItems },
                      set: { item, items in item.leftBarButtonItems = items ?? [] })
        item.property("rightBarButtonItems", [BarButtonItem]?.self,
                      get: { (item: NavigationItem) in item.rightBarButtonItems },
                      set: { item, items in item.rightBarButtonItems = items ?? [] })
        for (selector, side) in [("setLeftBarButton(_:animated:)", true), ("setRightBarButton(_:animated:)", false)] {
            item.method(selector, [.optional(barItem), t.bool]) { call in
                let given: BarButtonItem? = try call.get(0)
                if side { try call.receiver(NavigationItem.self).leftBarButtonItem = given }
                else { try call.receiver(NavigationItem.self).rightBarButtonItem = given }
                return .void
            }
        }
        for (selector, side) in [("setLeftBarButtonItems(_:animated:)", true),
                                 ("setRightBarButtonItems(_:animated:)", false)] {
            item.method(selector, [.optional(.array(barItem)), t.bool]) { call in
                let given: [BarButtonItem] = try call.get(0, default: [])
                if side { try call.receiver(NavigationItem.self).leftBarButtonItems = given }
                else { try call.receiver(NavigationItem.self).rightBarButtonItems = given }
                return .void
            }
        }
        bindBarButtonItem(registry)
    }

    private static func bindBarButtonItem(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let style = t.host(BarButtonItem.Style.self)
        let item = registry.type(BarButtonItem.self)
        item.initializer("init()", []) { _ in .object(BarButtonItem(title: nil)) }
        item.initializer("init(title:style:target:action:)", [.optional(t.string), style, t.any, t.any], defaults: 2) {
            .object(BarButtonItem(title: try $0.get(0), style: try $0.get(1)))
        }
        item.initializer("init(image:style:target:action:)", [.optional(t.host(Image.self)), style, t.any, t.any],
                         defaults: 2) {
            .object(BarButtonItem(image: try $0.get(0), style: try $0.get(1)))
        }
        item.initializer("init(barButtonSystemItem:target:action:)",
                         [t.host(BarButtonItem.SystemItem.self), t.any, t.any], defaults: 2) {
            .object(BarButtonItem(systemItem: try $0.get(0)))
        }
        item.initializer("init(customView:)", [t.host(View.self)]) { .object(BarButtonItem(customView: try $0.get(0))) }
        item.initializer("init(systemItem:primaryAction:menu:)", [t.host(BarButtonItem.SystemItem.self), t.any, t.any],
                         defaults: 2) {
            .object(BarButtonItem(systemItem: try $0.get(0)))
        }
        item.initializer("init(title:image:primaryAction:menu:)",
                         [.optional(t.string), .optional(t.host(Image.self)), t.any, t.any], defaults: 4) { call in
            let title: String? = try call.get(0, default: nil)
            let image: Image? = try call.get(1, default: nil)
            let made = image.map { BarButtonItem(image: $0) } ?? BarButtonItem(title: title)
            made.title = title
            return .object(made)
        }
        item.property("title", \BarButtonItem.title)
        item.property("image", \BarButtonItem.image)
        item.property("style", \BarButtonItem.style)
        item.property("customView", \BarButtonItem.customView)
        item.property("tintColor", \BarButtonItem.tintColor)
        registry.type(BarButtonItem.Style.self).namedCases(BarButtonItem.Style.self)
        registry.type(NavigationItem.LargeTitleDisplayMode.self).namedCases(NavigationItem.LargeTitleDisplayMode.self)
        registry.type(BarButtonItem.SystemItem.self).namedCases(BarButtonItem.SystemItem.self)
    }
}
