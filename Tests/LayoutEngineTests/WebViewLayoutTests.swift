import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A web view's scroll view fills it, and WebKit sizes the page, so an empty scroll view is not ambiguous.
@Suite struct WebViewLayoutTests {
    @Test func theScrollViewFillsTheWebViewWithoutAmbiguity() {
        let canvas = Canvas(width: 320, height: 480)
        let web = WebView()
        web.name = "web"
        canvas.addSubview(web)
        web.snp.makeConstraints { make in
            make.top.left.equalTo(20)
            make.right.equalToSuperview().offset(-10)
            make.height.equalTo(200)
        }
        web.scrollView.contentInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        let result = canvas.layout()
        #expect(result.diagnostics.isEmpty)
        expectFrame(web.frame, 20, 20, 290, 200)
        expectFrame(web.scrollView.frame, 0, 0, 290, 200)
        #expect(web.scrollView.contentOffset == CGPoint(x: 0, y: -8), "an unscrolled page rests at its inset")
        let identifiers = web.constraints.compactMap(\.identifier).filter { $0.hasPrefix("WKWebView") }.sorted()
        #expect(identifiers == ["WKWebView-scrollView-bottom", "WKWebView-scrollView-left",
                                "WKWebView-scrollView-right", "WKWebView-scrollView-top"])
    }

    @Test func aWebViewHasNoIntrinsicSize() {
        let canvas = Canvas(width: 320, height: 480)
        let web = WebView()
        web.name = "web"
        canvas.addSubview(web)
        web.snp.makeConstraints { make in make.top.left.equalTo(0) }
        let result = canvas.layout()
        #expect(web.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(!result.diagnostics.isEmpty, "its size is ambiguous without constraints")
    }
}
