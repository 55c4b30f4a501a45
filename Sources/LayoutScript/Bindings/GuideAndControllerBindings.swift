import Foundation
import LayoutScene

/// `UILayoutGuide` and the deprecated `UILayoutSupport`.
enum GuideBindings {
    static func bind(_ registry: HostRegistry) {
        let guide = registry.type(LayoutGuide.self)
        guide.initializer("init()", []) { _ in .object(LayoutGuide()) }
        guide.property("identifier", \LayoutGuide.identifier, namesItem: true)
        guide.readOnly("owningView", \LayoutGuide.owningView)
        guide.readOnly("layoutFrame", \LayoutGuide.layoutFrame)
        guide.readOnly("snp", \LayoutGuide.snp)

        let support = registry.type(LayoutSupport.self)
        support.readOnly("guide", \LayoutSupport.guide)
        support.readOnly("length", \LayoutSupport.length)
        support.readOnly("snp", \LayoutSupport.snp)
    }
}

/// `UIViewController`: the view, its lifecycle calls and the deprecated layout guides.
enum ViewControllerBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let controller = registry.type(ViewController.self)
        controller.initializer("init()", []) { _ in .object(ViewController()) }
        controller.property("view", View?.self, get: { (controller: ViewController) in controller.view },
                            set: { controller, view in controller.view = view })
        controller.readOnly("isViewLoaded", \ViewController.isViewLoaded)
        controller.property("title", \ViewController.title)
        controller.property("additionalSafeAreaInsets", EdgeInsets.self,
                            get: { (controller: ViewController) in controller.additionalSafeAreaInsets },
                            set: { controller, insets in controller.additionalSafeAreaInsets = insets })
        controller.readOnly("topLayoutGuide", \ViewController.topLayoutGuide)
        controller.readOnly("bottomLayoutGuide", \ViewController.bottomLayoutGuide)
        controller.method("loadViewIfNeeded()", []) { try $0.receiver(ViewController.self).loadViewIfNeeded(); return .void }
        controller.method("loadView()", []) { try $0.receiver(ViewController.self).loadView(); return .void }
        controller.method("viewDidLoad()", []) { try $0.receiver(ViewController.self).viewDidLoad(); return .void }
        controller.method("viewWillAppear(_:)", [t.bool]) {
            try $0.receiver(ViewController.self).viewWillAppear($0.get(0)); return .void
        }
        controller.method("viewDidAppear(_:)", [t.bool]) {
            try $0.receiver(ViewController.self).viewDidAppear($0.get(0)); return .void
        }
        controller.method("updateViewConstraints()", []) {
            try $0.receiver(ViewController.self).updateViewConstraints(); return .void
        }
        controller.method("viewWillLayoutSubviews()", []) {
            try $0.receiver(ViewController.self).viewWillLayoutSubviews(); return .void
        }
        controller.method("viewDidLayoutSubviews()", []) {
            try $0.receiver(ViewController.self).viewDidLayoutSubviews(); return .void
        }
    }
}

/// `CALayer`: corner radius, border and clipping.
enum LayerBindings {
    static func bind(_ registry: HostRegistry) {
        let layer = registry.type(Layer.self)
        layer.property("cornerRadius", \Layer.cornerRadius)
        layer.property("borderWidth", \Layer.borderWidth)
        layer.property("borderColor", \Layer.borderColor)
        layer.property("masksToBounds", \Layer.masksToBounds)
    }
}
