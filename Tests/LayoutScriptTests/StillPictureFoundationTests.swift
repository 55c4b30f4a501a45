import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Foundation and WebKit API that a still picture never shows, known without a warning: timers (never fire),
/// URLs and requests, index paths, web view configurations, web views (blank pages); `arc4random` from a fixed
/// sequence; the sized integer types as `Int`; a control's events as an option-set array literal.
@Suite struct StillPictureFoundationTests {
    @Test func timersNeverFireAndURLsAreInertValues() throws {
        let scene = try #require(loadScene("""
            final class Clock: UIViewController {
                let label = UILabel()
                var ticks = 0
                var timer: Timer?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(label)
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                        self?.ticks += 1
                    }
                    let old = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick),
                                                   userInfo: nil, repeats: false)
                    old.invalidate()
                    let request = URLRequest(url: URL(string: "https://example.com")!)
                    let path = IndexPath(item: 2, section: 0)
                    let configuration = WKWebViewConfiguration()
                    configuration.userContentController = WKUserContentController()
                    configuration.websiteDataStore = WKWebsiteDataStore.nonPersistent()
                    var components = URLComponents(string: "https://example.com")
                    components?.queryItems = [URLQueryItem(name: "id", value: "7")]
                    label.text = "\\(ticks)"
                }
                @objc func tick() { ticks += 1 }
            }
            """))
        #expect(scene.warnings.isEmpty)
        #expect(scene.skipped.unrunClosures == 1)
        #expect((scene.canvas.subviews.first?.subviews.first as? Label)?.text == "0")
    }

    @Test func randomNumbersAreTheSameOnEveryRun() {
        let statements = """
            let numbers = [arc4random_uniform(100), arc4random_uniform(100), arc4random_uniform(1), arc4random_uniform(0)]
            let big = arc4random()
            let small: UInt32 = 7
            let text = "\\(numbers) \\(big <= 4_294_967_295) \\(Int(big % UInt32(3)) < 3) \\(UInt32(small) + 1)"
            """
        let first = evaluated(statements, "text")
        #expect(first == evaluated(statements, "text"))
        #expect(first == "[67, 36, 0, 0] true true 8")
    }

    @Test func aBoundOutsideUInt32IsAnError() {
        #expect(headline("let n = arc4random_uniform(-1)")
            == "scene.swiftlay:1:9: error: 'arc4random_uniform' takes one UInt32 upper bound")
    }

    @Test func controlEventsTakeAnArrayLiteral() throws {
        let scene = try #require(loadScene("""
            final class Screen: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(button)
                    button.addTarget(self, action: #selector(tapped), for: [.touchUpInside, .touchDown])
                    button.removeTarget(self, action: #selector(tapped), for: [])
                }
                @objc func tapped() {}
            }
            """))
        #expect(scene.warnings.isEmpty)
    }

    @Test func webViewsAreBlankPages() throws {
        guard let (scene, result) = layOut("""
            final class MapScreen: UIViewController {
                lazy var web: WKWebView = {
                    let configuration = WKWebViewConfiguration()
                    configuration.userContentController = WKUserContentController()
                    let web = WKWebView(frame: .zero, configuration: configuration)
                    web.navigationDelegate = nil
                    web.allowsBackForwardNavigationGestures = true
                    return web
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(web)
                    web.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
                    web.load(URLRequest(url: URL(string: "https://example.com/map")!))
                }
            }
            """) else { return }
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("web", in: result), 10, 10, 355, 647)
        let web = try #require(scene.canvas.subviews.first?.subviews.first as? WebView)
        #expect(web.backgroundColor == .systemBackground)
    }
}
