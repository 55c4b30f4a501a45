import Foundation
import LayoutPainter
@testable import LayoutVizCLI
import Testing

/// `--bounds/--no-bounds` (``PaintingFlags``): views' bounds are outlined whenever guides are drawn, unless asked
/// otherwise.
@Suite struct PaintingFlagsTests {
    private func showsBounds(_ arguments: [String]) throws -> Bool {
        try PaintingFlags.parse(arguments).paintOptions().showsBounds
    }

    @Test func boundsFollowTheGuidesUnlessAskedOtherwise() throws {
        #expect(try showsBounds([]))
        #expect(try showsBounds(["--guides-for", "title"]))
        #expect(try !showsBounds(["--guides", "none"]))
        #expect(try !showsBounds(["--no-bounds"]))
        #expect(try showsBounds(["--guides", "none", "--bounds"]))
    }

    @Test func anSVGOutlinesItsViewsUnlessTurnedOff() throws {
        let scratch = ScratchDirectory()
        let scene = scratch.file("card.swiftlay", """
            let card = UIView()
            view.addSubview(card)
            card.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(16); make.size.equalTo(40) }
            """)
        let outlined = CapturedRun(["render", scene, "-o", "-", "--format", "svg"])
        #expect(outlined.text.contains("<rect id=\"bounds-card\" class=\"view-bounds"))
        let plain = CapturedRun(["render", scene, "-o", "-", "--format", "svg", "--no-bounds"])
        #expect(!plain.text.contains("view-bounds"))
    }
}
