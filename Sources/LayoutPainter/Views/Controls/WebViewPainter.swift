import Foundation
import LayoutScene

/// A web view's placeholder: a still picture never fetches a page, so the web view is drawn as what it is — its
/// page (the system background while ``LayoutScene/WebView/isOpaque``, as WebKit draws an opaque web view), a light
/// grey panel outlined like a missing image's box (``ImageContentPainter``, without the cross: nothing is missing),
/// and a centred caption saying `WKWebView` and what it was asked to show: the URL's host, `HTML` for an HTML string
/// without a base URL, or the address itself when it has no host. The caption is left out where it does not fit.
///
/// ```swift
/// WebViewPainter(web: web, rect: CGRect(x: 0, y: 0, width: 300, height: 200), measurer: measurer)
///     .draw(into: &drawing, state: &state)   // panel + "WKWebView / example.com"
/// ```
struct WebViewPainter {
    /// The caption's size.
    static let captionFont = Font.systemFont(ofSize: 12)
    /// Space kept between the caption and the panel's sides.
    static let captionMargin: CGFloat = 4

    let web: WebView
    let rect: CGRect
    let measurer: any TextMeasuring

    /// The caption's lines: `WKWebView` and, once something was loaded, what it is.
    var caption: String {
        guard let page = web.page else { return "WKWebView" }
        let detail: String = switch page {
        case .url(let address): page.host ?? address
        case .html: page.host ?? "HTML"
        }
        return "WKWebView\n\(detail)"
    }

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        if web.isOpaque { drawing.shape("page", rect, fill: .systemBackground, state: &state) }
        let grey = ImageContentPainter.placeholderGrey
        let panel = rect.insetBy(dx: 0.5, dy: 0.5)
        guard panel.width > 0, panel.height > 0 else { return }
        drawing.shape("panel", panel, fill: grey.withAlphaComponent(0.08), stroke: DisplayStroke(color: grey, width: 1),
                      state: &state)
        let width = rect.width - 2 * Self.captionMargin
        guard width > 0 else { return }
        let metrics = measurer.measure(TextMeasureRequest(text: caption, font: Self.captionFont, maxWidth: width,
                                                          numberOfLines: 2, lineBreakMode: .byTruncatingTail))
        guard metrics.size.height <= rect.height - 2 * Self.captionMargin else { return }
        drawing.text("caption", metrics, fallback: caption, font: Self.captionFont, color: grey, in: rect, clip: rect,
                     state: &state)
    }
}
