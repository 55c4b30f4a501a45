import Foundation
import LayoutRender
import LayoutScene
import LayoutVizSnapshotTesting
import SnapshotTesting
import Testing

/// `.png(appearance:contentSize:)` and `.frames(appearance:contentSize:)`: the canvas is laid out and painted in the
/// configuration (adjusting fonts and dynamic colours follow), and each configuration has its own reference.
@Suite("Strategies per trait configuration")
struct TraitStrategyTests {
    /// A canvas with a dynamic background and a label whose Dynamic Type font adjusts to the canvas's text size.
    static func canvas() -> Canvas {
        let canvas = Canvas(width: 200, height: 100)
        canvas.backgroundColor = .systemBackground
        let label = Label()
        label.name = "title"
        label.text = "Hi"
        label.font = .preferredFont(forTextStyle: .body, compatibleWith: TraitCollection())
        label.adjustsFontForContentSizeCategory = true
        canvas.addSubview(label)
        label.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        return canvas
    }

    @Test func eachConfigurationIsItsOwnReference() throws {
        let folder = try TemporaryFolder()
        let dark = Snapshotting<Canvas, Data>.png(scale: 1, paintOptions: Boxes.paintOptions, appearance: .dark,
                                                  contentSize: .accessibilityExtraLarge)
        let message = verifySnapshot(of: Self.canvas(), as: dark, named: "title", record: .missing,
                                     snapshotDirectory: folder.path)
        #expect(message?.hasPrefix("No reference was found on disk.") == true)
        _ = verifySnapshot(of: Self.canvas(), as: .frames(contentSize: .accessibilityExtraLarge), named: "title",
                           record: .missing, snapshotDirectory: folder.path)
        _ = verifySnapshot(of: Self.canvas(), as: .frames, named: "title", record: .missing,
                           snapshotDirectory: folder.path)
        #expect(try folder.files() == ["eachConfigurationIsItsOwnReference.title.accessibilityXL.frames",
                                       "eachConfigurationIsItsOwnReference.title.dark.accessibilityXL.png",
                                       "eachConfigurationIsItsOwnReference.title.frames"])
        let image = try PNGImage(data: Data(contentsOf: folder.url.appendingPathComponent(
            "eachConfigurationIsItsOwnReference.title.dark.accessibilityXL.png")))
        #expect(image.pixel(x: 199, y: 99) == RGBAPixel(red: 0, green: 0, blue: 0, alpha: 255))
        let large = try String(contentsOf: folder.url.appendingPathComponent(
            "eachConfigurationIsItsOwnReference.title.accessibilityXL.frames"), encoding: .utf8)
        let regular = try String(contentsOf: folder.url.appendingPathComponent(
            "eachConfigurationIsItsOwnReference.title.frames"), encoding: .utf8)
        #expect(large.contains("font=\"system 40.0 regular\""), "\(large)")
        #expect(regular.contains("font=\"system 17.0 regular\""), "\(regular)")
        #expect(verifySnapshot(of: Self.canvas(), as: dark, named: "title", record: .never,
                               snapshotDirectory: folder.path) == nil)
        let canvas = Self.canvas()
        _ = verifySnapshot(of: canvas, as: dark, named: "title", record: .never, snapshotDirectory: folder.path)
        #expect(canvas.systemTraitCollection == TraitCollection(), "the canvas keeps its own traits")
    }
}
