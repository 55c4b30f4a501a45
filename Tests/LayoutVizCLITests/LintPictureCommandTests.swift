import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `lint -o sheet.png`: the configurations with findings side by side, each finding outlined and numbered on its
/// view with a legend.
@Suite struct LintPictureCommandTests {
    let scratch = ScratchDirectory()
    /// A close button too small to touch everywhere, and a title truncated only on the narrow phone.
    private let scene = """
        let title = UILabel()
        title.text = "A title long enough for the narrow phone only"
        view.addSubview(title)
        title.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
            make.leading.trailing.equalToSuperview().inset(20)
        }
        let close = UIButton(type: .system)
        close.setTitle("×", for: .normal)
        view.addSubview(close)
        close.snp.makeConstraints { make in
            make.top.trailing.equalTo(view.safeAreaLayoutGuide)
            make.size.equalTo(24)
        }
        """

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
        #expect(text.contains(">card.swiftlay:12<"))
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
