import Foundation

/// The scroll view a ``WebView`` shows its page in (WebKit's `WKScrollView`): WebKit sizes its content from the
/// page, so constraints leaving the content size open are not ambiguous.
///
/// ```swift
/// let web = WKWebView()
/// web.scrollView.isScrollEnabled = false
/// ```
final class WebScrollView: ScrollView {
    override package var sizesContentItself: Bool { true }
}
