import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `layoutviz render` draws a web view as its placeholder: the opaque page with a light grey panel and a caption,
/// or, with `isOpaque` off, the web view's own background under the panel.
@Suite struct WebViewRenderTests {
    let scratch = ScratchDirectory()

    private func render(_ statements: String) throws -> PNGImage {
        let scene = """
            let canvas = Canvas(width: 200, height: 100)
            canvas.backgroundColor = .white
            let web = WKWebView()
            canvas.addSubview(web)
            web.snp.makeConstraints { make in make.edges.equalToSuperview() }
            web.backgroundColor = .red
            \(statements)
            """
        let output = scratch.path("web-\(UUID().uuidString).png")
        let run = CapturedRun(["render", scratch.file("web.swiftlay", scene), "-o", output, "--guides", "none",
                               "--padding", "0"])
        #expect(run.status == 0, "\(run.error)")
        return try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output)))
    }

    @Test func anOpaqueWebViewDrawsItsPageWhateverItsBackground() throws {
        let image = try render("web.load(URLRequest(url: URL(string: \"https://example.com\")!))")
        let panel = RGBAPixel(red: 246, green: 246, blue: 246, alpha: 255)
        #expect(image.pixel(x: 10, y: 10) == panel, "the page is white, the panel light grey over it")
        #expect(image.pixel(x: 0, y: 50) == RGBAPixel(red: 142, green: 142, blue: 147, alpha: 255), "the outline")
        let ink = (2..<98).flatMap { y in (2..<198).map { x in (x, y) } }.filter { image.pixel(x: $0.0, y: $0.1) != panel }
        let xs = ink.map(\.0), ys = ink.map(\.1)
        let middle = try (Double(#require(xs.min()) + #require(xs.max())) / 2,
                          Double(#require(ys.min()) + #require(ys.max())) / 2)
        #expect(abs(middle.0 - 100) <= 2 && abs(middle.1 - 50) <= 3, "the caption is centred: \(middle)")
    }

    @Test func aWebViewThatIsNotOpaqueShowsItsBackground() throws {
        let image = try render("web.isOpaque = false")
        #expect(image.pixel(x: 10, y: 10) == RGBAPixel(red: 246, green: 11, blue: 11, alpha: 255))
    }
}
