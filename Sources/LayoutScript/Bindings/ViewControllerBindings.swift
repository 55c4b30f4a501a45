import Foundation
import LayoutScene

/// `UIViewController`: the view, its lifecycle calls, child controllers and the deprecated layout guides.
enum ViewControllerBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let controller = registry.type(ViewController.self)
        controller.initializer("init()", []) { _ in .object(ViewController()) }
        controller.property("view", View?.self, get: { (controller: ViewController) in controller.view },
                            set: { controller, view in controller.view = view })
        controller.readOnly("isViewLoaded", \ViewController.isViewLoaded)
        controller.readOnly("viewIfLoaded", \ViewController.viewIfLoaded)
        controller.readOnly("parent", \ViewController.parent)
        controller.readOnly("children", \ViewController.children)
        controller.method("addChild(_:)", [t.controller]) {
            try $0.receiver(ViewController.self).addChild($0.get(0)); return .void
        }
        controller.method("removeFromParent()", []) { try $0.receiver(ViewController.self).removeFromParent(); return .void }
        controller.method("willMove(toParent:)", [.optional(t.controller)]) {
            try $0.receiver(ViewController.self).willMove(toParent: $0.get(0)); return .void
        }
        controller.method("didMove(toParent:)", [.optional(t.controller)]) {
            try $0.receiver(ViewController.self).didMove(toParent: $0.get(0)); return .void
        }
        // Swift 4's spellings, which older files still use
        controller.method("addChildViewController(_:)", [t.controller]) {
            try $0.receiver(ViewController.self).addChild($0.get(0)); return .void
        }
        controller.method("removeFromParentViewController()", []) {
            try $0.receiver(ViewController.self).removeFromParent(); return .void
        }
        controller.method("willMove(toParentViewController:)", [.optional(t.controller)]) {
            try $0.receiver(ViewController.self).willMove(toParent: $0.get(0)); return .void
        }
        controller.method("didMove(toParentViewController:)", [.optional(t.controller)]) {
            try $0.receiver(ViewController.self).didMove(toParent: $0.get(0)); return .void
        }
        controller.property("title", \ViewController.title)
        controller.property("automaticallyAdjustsScrollViewInsets",
                            \ViewController.automaticallyAdjustsScrollViewInsets)
        controller.property("viewRespectsSystemMinimumLayoutMargins",
                            \ViewController.viewRespectsSystemMinimumLayoutMargins)
        controller.property("additionalSafeAreaInsets", EdgeInsets.self,
                            get: { (controller: ViewController) in controller.additionalSafeAreaInsets },
                            set: { controller, insets in controller.additionalSafeAreaInsets = insets })
        controller.readOnly("topLayoutGuide", \ViewController.topLayoutGuide)
        controller.readOnly("bottomLayoutGuide", \ViewController.bottomLayoutGuide)
        controller.method("loadViewIfNeeded()", []) { try $0.receiver(ViewController.self).loadViewIfNeeded(); return .void }
        let steps: [(String, ViewControllerLifecycleStep)] = [
            ("loadView()", .loadView), ("viewDidLoad()", .viewDidLoad), ("updateViewConstraints()", .updateViewConstraints),
            ("viewWillLayoutSubviews()", .viewWillLayoutSubviews), ("viewDidLayoutSubviews()", .viewDidLayoutSubviews),
        ]
        for (selector, step) in steps {
            controller.method(selector, []) { try $0.receiver(ViewController.self).performLifecycleStep(step); return .void }
        }
        controller.method("viewWillAppear(_:)", [t.bool]) {
            try $0.receiver(ViewController.self).performLifecycleStep(.viewWillAppear($0.get(0))); return .void
        }
        controller.method("viewDidAppear(_:)", [t.bool]) {
            try $0.receiver(ViewController.self).performLifecycleStep(.viewDidAppear($0.get(0))); return .void
        }
    }
}
