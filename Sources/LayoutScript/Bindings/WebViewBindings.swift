import Foundation
import LayoutScene

/// `WKWebView` / `WebView`: made with or without a configuration (kept nowhere: nothing is loaded); loading and
/// navigation are API outside layout (``UIKitOutsideLayout``).
enum WebViewBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let web = registry.type(WebView.self)
        web.initializer("init()", []) { try $0.interpreter.makeView(WebView(), at: $0.span) }
        web.initializer("init(frame:)", [t.rect]) { try $0.interpreter.makeView(WebView(frame: $0.get(0)), at: $0.span) }
        web.initializer("init(frame:configuration:)", [t.rect, t.any]) {
            try $0.interpreter.makeView(WebView(frame: $0.get(0)), at: $0.span)
        }
    }
}
