import Foundation
import LayoutEngine
@testable import LayoutScene
@testable import LayoutScript
import Testing

/// WebKit's web view in a scene: its scroll view, opacity and delegates, and what it is asked to load (kept, never
/// fetched; `URL(string:)` and `URLRequest(url:)` keep what they are made with).
@Suite struct WebViewScenesTests {
    static let scene = """
        import UIKit
        import WebKit

        final class HelpScreen: UIViewController, WKNavigationDelegate {
            let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            let terms = WKWebView()
            var host = ""
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(web)
                view.addSubview(terms)
                web.scrollView.isScrollEnabled = false
                web.scrollView.bounces = false
                web.scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
                web.isOpaque = false
                web.backgroundColor = .clear
                web.navigationDelegate = self
                web.uiDelegate = nil
                web.snp.makeConstraints { make in
                    make.top.left.right.equalToSuperview().inset(20)
                    make.height.equalTo(200)
                }
                terms.snp.makeConstraints { make in
                    make.top.equalTo(web.snp.bottom).offset(20)
                    make.left.right.equalTo(web)
                    make.bottom.equalToSuperview().offset(-20)
                }
                let request = URLRequest(url: URL(string: "https://example.com/help")!)
                host = request.url?.host ?? "none"
                web.load(request)
                terms.loadHTMLString("<b>Terms</b>", baseURL: nil)
            }
        }
        """

    @Test func aWebViewKeepsWhatItLoadsAndItsScrollViewFillsIt() throws {
        guard let (scene, result) = layOut(Self.scene) else { return }
        #expect(scene.warnings.isEmpty)
        #expect(result.diagnostics.isEmpty)
        expectFrame(frame("web", in: result), 20, 20, 335, 200)
        expectFrame(frame("web.scrollView", in: result), 0, 0, 335, 200)
        expectFrame(frame("terms", in: result), 20, 240, 335, 407)
        expectFrame(frame("terms.scrollView", in: result), 0, 0, 335, 407)
        let views = try #require(scene.canvas.subviews.first?.subviews)
        let web = try #require(views.first as? WebView)
        let terms = try #require(views.last as? WebView)
        #expect(web.page == .url("https://example.com/help"))
        #expect(terms.page == .html(baseURL: nil))
        #expect(!web.isOpaque && terms.isOpaque)
        #expect(web.backgroundColor == .clear)
        #expect(web.scrollView.contentInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(controllerProperty("host", of: scene) == "example.com")
    }

    @Test func anAddressTheSceneDoesNotDefineIsAWarningAndNothingIsLoaded() throws {
        guard let (scene, _) = layOut("""
            let canvas = Canvas(width: 320, height: 200)
            let web = WKWebView()
            canvas.addSubview(web)
            web.snp.makeConstraints { make in make.edges.equalToSuperview() }
            web.load(URLRequest(url: URL(string: API.helpPage)!))
            """) else { return }
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:5:38: warning: unknown symbol 'API': not declared in the scene's files and not UIKit API "
                + "that layoutviz models; what uses it is skipped",
        ])
        #expect((scene.canvas.subviews.first as? WebView)?.page == nil)
    }

    @Test func uiKitsOwnWebViewLoadsARequest() throws {
        guard let (scene, _) = layOut("""
            let canvas = Canvas(width: 320, height: 200)
            let web = UIWebView(frame: .zero)
            web.scalesPageToFit = true
            canvas.addSubview(web)
            web.snp.makeConstraints { make in make.edges.equalToSuperview() }
            web.loadRequest(URLRequest(url: URL(string: "https://example.com/faq")!))
            """) else { return }
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        let web = try #require(scene.canvas.subviews.first as? LegacyWebView)
        #expect(web.page == .url("https://example.com/faq"))
        #expect(web.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
    }
}
