import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `lint -o sheet.png`: the configurations with findings side by side, each finding outlined and numbered on its
/// view with a legend.
@Suite struct LintPictureCommandTests {
    let scratch = ScratchDirectory()
    /// ``LintCommandTests``'s card with the title between the margins: truncated on the narrow phone only.
    private let scene = LintCommandTests.scene.replacingOccurrences(
        of: "make.width.equalTo(200)", with: "make.trailing.equalToSuperview().inset(20)")
        .replacingOccurrences(of: "A title much too long for the narrow screens",
                              with: "A title long enough for the narrow phone only")

    @Test func theSheetShowsEachConfigurationWithFindingsNumberedAsTheReport() throws {
        let file = scratch.file("card.swiftlay", scene)
        let svg = scratch.path("lint.svg")
        let run = CapturedRun(["lint", file, "--matrix", "device=iphone-se-3,ipad-10", "-o", svg])
        #expect(run.status == 0, "\(run.error)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        // both configurations have findings: the button too small everywhere (number 2 in the report), the title
        // truncated on the phone alone (number 1)
        #expect(text.contains("id=\"panel-1\"") && text.contains("id=\"panel-2\"") && !text.contains("id=\"panel-3\""))
        #expect(text.contains("id=\"panel-1-legend-1-marker\"") && !text.contains("id=\"panel-2-legend-1-marker\""))
        #expect(text.contains("id=\"panel-1-legend-2-marker\"") && text.contains("id=\"panel-2-legend-2-marker\""))
        #expect(text.contains(">[small-touch-target] 'close' is 24 × 24 pt, under the"))
        #expect(text.contains(">card.swiftlay:13<"))
        let png = scratch.path("lint.png")
        let pictured = CapturedRun(["lint", file, "--matrix", "device=iphone-se-3", "-o", png, "--scale", "1"])
        #expect(pictured.status == 0, "\(pictured.error)")
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: png)))
        // one panel: the 375 pt screen with its padding, and the legend beside it
        #expect(image.width > 375 + 2 * 16 + 2 * 24)
    }

    @Test func withoutFindingsNoPictureIsWritten() {
        let file = scratch.file("fine.swiftlay", """
            let title = UILabel()
            title.text = "Fine"
            view.addSubview(title)
            title.snp.makeConstraints { make in make.center.equalToSuperview() }
            """)
        let png = scratch.path("none.png")
        let run = CapturedRun(["lint", file, "--matrix", "device=iphone-15", "-o", png])
        #expect(run.status == 0)
        #expect(run.error == "lint: no findings, so no picture was written to \(png)\n")
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    @Test func anUnknownPictureFormatIsAUsageError() {
        let file = scratch.file("card.swiftlay", scene)
        let run = CapturedRun(["lint", file, "-o", scratch.path("sheet.gif")])
        #expect(run.status == 2)
        #expect(run.error.contains("cannot tell the format of '\(scratch.path("sheet.gif"))': use a .png, .svg or .pdf "
                                   + "name"))
    }
}
