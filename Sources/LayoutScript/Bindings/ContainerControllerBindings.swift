import Foundation
import LayoutScene

/// `UINavigationController` (its stack, bar — with its background and shadow images — and hiding it) and
/// `UIPageViewController` (its pages), shown at rest.
enum ContainerControllerBindings {
    static func bind(_ registry: HostRegistry) {
        bindNavigation(registry)
        bindPages(registry)
    }

    private static func bindNavigation(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let navigation = registry.type(NavigationController.self)
        navigation.initializer("init(rootViewController:)", [t.controller]) {
            .object(try NavigationController(rootViewController: $0.get(0)))
        }
        navigation.initializer("init()", []) { _ in .object(NavigationController()) }
        navigation.property("viewControllers", [ViewController].self,
                            get: { (navigation: NavigationController) in navigation.viewControllers },
                            set: { navigation, controllers in navigation.setViewControllers(controllers, animated: false) })
        navigation.readOnly("topViewController", \NavigationController.topViewController)
        navigation.readOnly("visibleViewController", \NavigationController.topViewController)
        navigation.readOnly("navigationBar", \NavigationController.navigationBar)
        navigation.property("isNavigationBarHidden", \NavigationController.isNavigationBarHidden)
        navigation.method("setNavigationBarHidden(_:animated:)", [t.bool, t.bool]) {
            try $0.receiver(NavigationController.self).setNavigationBarHidden($0.get(0), animated: $0.get(1))
            return .void
        }
        navigation.method("pushViewController(_:animated:)", [t.controller, t.bool]) {
            try $0.receiver(NavigationController.self).pushViewController($0.get(0), animated: $0.get(1))
            return .void
        }
        navigation.method("popViewController(animated:)", [t.bool]) {
            let popped = try $0.receiver(NavigationController.self).popViewController(animated: $0.get(0))
            return popped.map { .object($0) } ?? .null
        }
        navigation.method("setViewControllers(_:animated:)", [.array(t.controller), t.bool]) {
            try $0.receiver(NavigationController.self).setViewControllers($0.get(0), animated: $0.get(1))
            return .void
        }
        registry.type(ViewController.self).readOnly("navigationController", \ViewController.navigationController)
        let bar = registry.type(NavigationBar.self)
        // a bar an app places itself (`let header = UINavigationBar(frame: .zero)`), outside any navigation controller
        bar.initializer("init()", []) { try $0.interpreter.makeView(NavigationBar(), at: $0.span) }
        bar.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(NavigationBar(frame: $0.get(0)), at: $0.span)
        }
        bar.property("barTintColor", \NavigationBar.barTintColor)
        bar.readOnly("titleLabel", \NavigationBar.titleLabel)
        bar.property("prefersLargeTitles", \NavigationBar.prefersLargeTitles)
        let image = ScriptType.optional(t.host(Image.self))
        let metrics = t.host(BarMetrics.self)
        bar.method("setBackgroundImage(_:for:)", [image, metrics]) {
            try $0.receiver(NavigationBar.self).setBackgroundImage($0.get(0), for: $0.get(1)); return .void
        }
        bar.method("backgroundImage(for:)", [metrics]) {
            try $0.receiver(NavigationBar.self).backgroundImage(for: $0.get(0)).scriptValue
        }
        bar.property("shadowImage", \NavigationBar.shadowImage)
        registry.type(BarMetrics.self).namedCases(BarMetrics.self)
    }

    private static func bindPages(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let pages = registry.type(PageViewController.self)
        let style = t.host(PageViewController.TransitionStyle.self)
        let orientation = t.host(PageViewController.NavigationOrientation.self)
        pages.initializer("init(transitionStyle:navigationOrientation:options:)",
                          [style, orientation, .optional(.any)], defaults: 1) {
            .object(try PageViewController(transitionStyle: $0.get(0), navigationOrientation: $0.get(1)))
        }
        pages.initializer("init()", []) { _ in .object(PageViewController()) }
        pages.readOnly("transitionStyle", \PageViewController.transitionStyle)
        pages.readOnly("navigationOrientation", \PageViewController.navigationOrientation)
        pages.readOnly("viewControllers", \PageViewController.viewControllers)
        let completion = ScriptType.optional(.function([.bool], .void))
        pages.method("setViewControllers(_:direction:animated:completion:)",
                     [.optional(.array(t.controller)), t.host(PageViewController.NavigationDirection.self), t.bool,
                      completion], defaults: 1) { call in
            try call.receiver(PageViewController.self).setViewControllers(call.get(0), direction: call.get(1),
                                                                          animated: call.get(2))
            if call.isProvided(3), case .function = call.value(3) {
                call.interpreter.mainQueue.enqueue(call.value(3), arguments: [.bool(true)], deadline: 0, at: call.span)
            }
            return .void
        }
        registry.type(PageViewController.TransitionStyle.self).namedCases(PageViewController.TransitionStyle.self)
        registry.type(PageViewController.NavigationOrientation.self)
            .namedCases(PageViewController.NavigationOrientation.self)
        registry.type(PageViewController.NavigationDirection.self).namedCases(PageViewController.NavigationDirection.self)
    }
}
