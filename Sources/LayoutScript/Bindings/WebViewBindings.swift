import Foundation
import LayoutScene

/// `WKWebView` / `WebView` and UIKit's `UIWebView`: made with or without a configuration (kept nowhere: nothing is
/// loaded), its `scrollView`, `isOpaque`, and `load(_:)` (`loadRequest(_:)` on a `UIWebView`) /
/// `loadHTMLString(_:baseURL:)`, which record what would be shown (a `URLRequest`'s URL, see
/// ``OutsideLayoutInitializerValues``); other loading and navigation calls are API outside layout
/// (``UIKitOutsideLayout``).
enum WebViewBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let web = registry.type(WebView.self)
        web.initializer("init()", []) { try $0.interpreter.makeView(WebView(), at: $0.span) }
        web.initializer("init(frame:)", [t.rect]) { try $0.interpreter.makeView(WebView(frame: $0.get(0)), at: $0.span) }
        web.initializer("init(frame:configuration:)", [t.rect, t.any]) {
            try $0.interpreter.makeView(WebView(frame: $0.get(0)), at: $0.span)
        }
        web.readOnly("scrollView", \WebView.scrollView)
        web.property("isOpaque", \WebView.isOpaque)
        web.method("load(_:)", [t.any]) { call in
            let web = try call.receiver(WebView.self)
            if let address = address(of: call.value(0), property: "url") { web.load(url: address) }
            return .null
        }
        web.method("loadHTMLString(_:baseURL:)", [t.string, t.any]) { call in
            try call.receiver(WebView.self).loadHTMLString(call.get(0), baseURL: address(of: call.value(1)))
            return .null
        }
        bindLegacy(registry.type(LegacyWebView.self), t)
    }

    /// `UIWebView`: made like WebKit's, and `loadRequest(_:)`, its name for `load(_:)`.
    private static func bindLegacy(_ legacy: HostType, _ t: BindingTypes) {
        legacy.initializer("init()", []) { try $0.interpreter.makeView(LegacyWebView(), at: $0.span) }
        legacy.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(LegacyWebView(frame: $0.get(0)), at: $0.span)
        }
        legacy.method("loadRequest(_:)", [t.any]) { call in
            let web = try call.receiver(WebView.self)
            if let address = address(of: call.value(0), property: "url") { web.load(url: address) }
            return .null
        }
    }

    /// The `absoluteString` of a `URL` (or of a `URLRequest`'s `url` when `property` names it), if it kept one.
    private static func address(of value: Value, property: String? = nil) -> String? {
        guard case .object(var object) = value else { return nil }
        if let property {
            guard case .object(let inner)? = OutsideLayoutObject.of(object)?.values[property] else { return nil }
            object = inner
        }
        guard case .string(let address)? = OutsideLayoutObject.of(object)?.values["absoluteString"] else { return nil }
        return address
    }
}
