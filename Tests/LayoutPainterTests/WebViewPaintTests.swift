import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// A web view is drawn as a placeholder saying what it is: its opaque page, a light outlined panel and a caption
/// naming `WKWebView` and what it was asked to load.
@Suite struct WebViewPaintTests {
    let canvas = Canvas(width: 400, height: 300)

    private func add(_ web: WebView, height: CGFloat = 200) -> WebView {
        web.name = "web"
        canvas.addSubview(web)
        pin(web, 20, 10, 300, height)
        return web
    }

    @Test func anEmptyWebViewSaysWhatItIs() throws {
        _ = add(WebView())
        let list = paint(canvas)
        #expect(list.group("view-web")?.classes == ["view", "web-view"])
        #expect(list.group("view-web")?.itemIDs == ["view-web-background", "view-web-page", "view-web-panel",
                                                    "view-web-caption", "view-web.scrollView"])
        #expect(list.shape("view-web-page")?.fill == Color.systemBackground.resolved(for: .light))
        let panel = list.shape("view-web-panel")
        expectRect(panel?.rect, 20.5, 10.5, 299, 199)
        #expect(panel?.fill == ImageContentPainter.placeholderGrey.withAlphaComponent(0.08))
        #expect(panel?.stroke == DisplayStroke(color: ImageContentPainter.placeholderGrey, width: 1))
        let caption = list.text("view-web-caption")
        #expect(caption?.lines.map(\.text) == ["WKWebView"])
        #expect(caption?.font == WebViewPainter.captionFont)
        #expect(caption?.color == ImageContentPainter.placeholderGrey)
        let x = try #require(caption?.lines.first?.origin.x)
        #expect(abs(x - (20 + (300 - 54) / 2)) <= 1e-6, "centred: 54 pt wide")
    }

    @Test func aLoadedPageIsNamedByItsHost() {
        add(WebView()).load(url: "https://example.com/help?id=7")
        #expect(paint(canvas).text("view-web-caption")?.lines.map(\.text) == ["WKWebView", "example.com"])
    }

    @Test func anHTMLStringIsNamedAsSuch() {
        let web = add(WebView())
        web.loadHTMLString("<b>Terms</b>", baseURL: nil)
        #expect(paint(canvas).text("view-web-caption")?.lines.map(\.text) == ["WKWebView", "HTML"])
        web.loadHTMLString("<b>Terms</b>", baseURL: "https://example.org/terms/")
        #expect(paint(canvas).text("view-web-caption")?.lines.map(\.text) == ["WKWebView", "example.org"])
        web.load(url: "file:///tmp/terms.html")
        #expect(paint(canvas).text("view-web-caption")?.lines.map(\.text) == ["WKWebView", "file:///tmp/terms.html"])
    }

    @Test func aWebViewThatIsNotOpaqueShowsItsOwnBackground() {
        let web = add(WebView())
        web.isOpaque = false
        web.backgroundColor = .clear
        let list = paint(canvas)
        #expect(list.shape("view-web-page") == nil)
        #expect(list.shape("view-web-background") == nil)
        #expect(list.shape("view-web-panel") != nil)
    }

    @Test func theCaptionIsLeftOutWhereItDoesNotFit() {
        add(WebView(), height: 20).load(url: "https://example.com")
        let list = paint(canvas)
        #expect(list.text("view-web-caption") == nil)
        #expect(list.shape("view-web-panel") != nil)
    }
}
