import Foundation

/// UIKit's own web view, `UIWebView`, which apps written before WebKit's still make: a ``WebView`` under UIKit's name,
/// its page in a ``WebView/scrollView`` that fills it, drawn as a placeholder naming what it was asked to load.
///
/// ```swift
/// let web = UIWebView(frame: .zero)
/// web.loadRequest(URLRequest(url: URL(string: "https://example.com")!))   // page == .url("https://example.com")
/// ```
open class LegacyWebView: WebView {}

/// UIKit's name for ``LegacyWebView``.
///
/// ```swift
/// let web: UIWebView = LegacyWebView()
/// ```
public typealias UIWebView = LegacyWebView
