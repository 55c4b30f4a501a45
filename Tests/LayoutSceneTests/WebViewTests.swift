import Foundation
@testable import LayoutScene
import Testing

/// A web view keeps what it was asked to load (nothing is fetched) and owns a scroll view, as WebKit's does.
@Suite struct WebViewTests {
    @Test func loadingKeepsThePageAndItsHost() {
        let web = WebView()
        #expect(web.page == nil)
        web.load(url: "https://docs.example.com/help?id=7")
        #expect(web.page == .url("https://docs.example.com/help?id=7"))
        #expect(web.page?.host == "docs.example.com")
        web.loadHTMLString("<p>Hi</p>", baseURL: nil)
        #expect(web.page == .html(baseURL: nil))
        #expect(web.page?.host == nil)
        web.loadHTMLString("<p>Hi</p>", baseURL: "https://example.org/")
        #expect(web.page?.host == "example.org")
        #expect(WebView.Page.url("file:///tmp/page.html").host == nil)
    }

    @Test func itsScrollViewIsASubviewNamedAfterIt() {
        let web = WebView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        web.name = "help"
        #expect(web.subviews.count == 1)
        #expect(web.subviews.first === web.scrollView)
        #expect(web.scrollView.displayName == "help.scrollView")
        #expect(web.scrollView.typeName == "WKScrollView")
        #expect(web.typeName == "WKWebView")
        #expect(!web.scrollView.translatesAutoresizingMaskIntoConstraints)
        #expect(web.scrollView.sizesContentItself)
    }

    @Test func itIsOpaqueWithTheSystemBackgroundByDefault() {
        let web = WebView()
        #expect(web.isOpaque)
        #expect(web.backgroundColor == .systemBackground)
        #expect(web.scrollView.contentInset == .zero)
    }
}
