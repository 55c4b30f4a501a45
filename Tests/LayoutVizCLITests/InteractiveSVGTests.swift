import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// Whether Debian's Chromium is installed.
private let chromiumInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")

/// The SVG of `render` in a real browser: headless Chromium (Debian's `chromium`, which `scripts/test` installs)
/// driven by `scripts/hover-in-chromium` over the DevTools protocol. Hovering the email field of the login form
/// leaves its guides at full strength and dims the others; before the hover nothing is dimmed.
@Suite(.enabled(if: chromiumInstalled, "chromium is not installed (scripts/setup --browser)"))
struct InteractiveSVGTests {
    struct Hover: Decodable {
        var before: [String: String]
        var after: [String: String]
        var hovered: [String]
    }

    @Test func hoveringAViewShowsOnlyItsGuidesAtFullStrength() throws {
        let scratch = ScratchDirectory()
        let svg = scratch.url.appendingPathComponent("login-form.svg").path
        let scene = LayoutVizProcess.packageRoot.appendingPathComponent("Samples/login-form.swiftlay").path
        #expect(CapturedRun(["render", scene, "-o", svg]).status == 0)
        let own = ["guide-emailField-top-titleLabel-bottom", "guide-emailField-height",
                   "guide-passwordField-top-emailField-bottom"]
        let others = ["guide-logo-width", "guide-titleLabel-top-logo-bottom", "guide-signInButton-height"]
        let before = scratch.url.appendingPathComponent("before.png").path
        let after = scratch.url.appendingPathComponent("after.png").path
        // The email field's frame is 40,234 327×48 in the picture (16-point padding included).
        let (status, data) = try LayoutVizProcess.runPackageScript(
            "hover-in-chromium", [svg, "120", "258"] + own + others + ["--before", before, "--after", after])
        try #require(status == 0)
        let hover = try JSONDecoder().decode(Hover.self, from: data)

        #expect(hover.hovered.contains("view-emailField"))
        for id in own + others { #expect(hover.before[id] == "1", "\(id) before the hover") }
        for id in own { #expect(hover.after[id] == "1", "\(id) while the email field is hovered") }
        for id in others { #expect(hover.after[id] == "0.15", "\(id) while the email field is hovered") }

        let still = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: before)))
        let hovered = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: after)))
        #expect(still.width == hovered.width && still.height == hovered.height)
        var changed = 0
        for y in 0..<still.height { for x in 0..<still.width where still.pixel(x: x, y: y) != hovered.pixel(x: x, y: y) {
            changed += 1
        } }
        #expect(changed > 500, "the screenshots before and after the hover differ in \(changed) pixels")
    }
}
