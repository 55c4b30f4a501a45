import Foundation

/// A web view, as WebKit's `WKWebView`. A still picture never loads a page, so it is drawn as an empty web view: its
/// page background (the system background) and no content. Like WebKit's, it has no intrinsic size: constraints or
/// its frame size it.
///
/// ```swift
/// let web = WKWebView(frame: .zero)
/// web.snp.makeConstraints { make in make.edges.equalToSuperview() }
/// ```
open class WebView: View {
    /// Creates an empty web view with the given frame.
    ///
    /// ```swift
    /// let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// Built in code, never unarchived: there is nothing to decode, so this always fails. It exists so that
    /// subclasses written for WebKit, with their `required init?(coder:)`, compile unchanged.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// WebKit's name for ``WebView``.
///
/// ```swift
/// let web: WKWebView = WebView()
/// ```
public typealias WKWebView = WebView
