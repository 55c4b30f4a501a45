import Foundation
import LayoutScene

/// `UIActivityIndicatorView` / `ActivityIndicatorView`: style, colour, animating; `UIActivityIndicatorView.Style`.
enum ActivityIndicatorBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let spinner = registry.type(ActivityIndicatorView.self)
        spinner.initializer("init()", []) { try $0.interpreter.makeView(ActivityIndicatorView(), at: $0.span) }
        spinner.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(ActivityIndicatorView(frame: $0.get(0)), at: $0.span)
        }
        spinner.initializer("init(style:)", [t.host(ActivityIndicatorStyle.self)]) {
            try $0.interpreter.makeView(ActivityIndicatorView(style: $0.get(0)), at: $0.span)
        }
        // Swift 4's spelling
        spinner.initializer("init(activityIndicatorStyle:)", [t.host(ActivityIndicatorStyle.self)]) {
            try $0.interpreter.makeView(ActivityIndicatorView(style: $0.get(0)), at: $0.span)
        }
        spinner.property("style", \ActivityIndicatorView.style)
        spinner.property("color", \ActivityIndicatorView.color)
        spinner.property("hidesWhenStopped", \ActivityIndicatorView.hidesWhenStopped)
        spinner.readOnly("isAnimating", \ActivityIndicatorView.isAnimating)
        spinner.method("startAnimating()", []) { try $0.receiver(ActivityIndicatorView.self).startAnimating(); return .void }
        spinner.method("stopAnimating()", []) { try $0.receiver(ActivityIndicatorView.self).stopAnimating(); return .void }
        registry.type(ActivityIndicatorStyle.self).cases(ActivityIndicatorStyle.self)
    }
}
