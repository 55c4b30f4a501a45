import Foundation
import LayoutRender
import LayoutScene
import LayoutSnapshots
import LayoutVizTesting
import Testing

/// `assertLayoutSnapshot(…, appearance:contentSize:)`: the canvas is built, laid out and painted in the configuration,
/// and each configuration is its own reference, named and described for it.
@Suite("Snapshots per trait configuration")
struct TraitSnapshotTests {
    @Test func eachConfigurationIsItsOwnReference() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertLayoutSnapshot(of: TraitBoxes.canvas(), as: .png(scale: 1), named: "card",
                                 paintOptions: Boxes.paintOptions, snapshotDirectory: folder.path)
            assertLayoutSnapshot(of: TraitBoxes.canvas(), as: .png(scale: 1), named: "card",
                                 paintOptions: Boxes.paintOptions, appearance: .dark,
                                 contentSize: .accessibilityLarge, snapshotDirectory: folder.path)
            assertLayoutSnapshot(of: TraitBoxes.canvas(), as: .frames, named: "card", contentSize: .extraSmall,
                                 snapshotDirectory: folder.path)
        }
        let prefix = "eachConfigurationIsItsOwnReference.card"
        #expect(try folder.files() == [
            "\(prefix).dark.accessibilityLarge.png", "\(prefix).dark.accessibilityLarge.png.layoutviz.json",
            "\(prefix).png", "\(prefix).png.layoutviz.json",
            "\(prefix).xSmall.frames", "\(prefix).xSmall.frames.layoutviz.json",
        ])
        let darkURL = folder.url.appendingPathComponent("\(prefix).dark.accessibilityLarge.png")
        let dark = try PNGImage(data: Data(contentsOf: darkURL))
        #expect(dark.height == 40)
        #expect(dark.pixel(x: 30, y: 2) == RGBAPixel(red: 0, green: 0, blue: 0, alpha: 255), "systemBackground, dark")
        #expect(dark.pixel(x: 2, y: 2) == RGBAPixel(red: 255, green: 69, blue: 58, alpha: 255), "systemRed, dark")
        #expect(dark.pixel(x: 2, y: 19) == RGBAPixel(red: 255, green: 69, blue: 58, alpha: 255), "20 points tall at AX2")
        let light = try PNGImage(data: Data(contentsOf: folder.url.appendingPathComponent("\(prefix).png")))
        #expect(light.pixel(x: 2, y: 2) == RGBAPixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(light.pixel(x: 2, y: 19) == RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255), "10 points at large")
        let sidecar = try ReferenceSidecar(decoding: Data(contentsOf: folder.url.appendingPathComponent(
            "\(prefix).dark.accessibilityLarge.png.layoutviz.json")))
        #expect(sidecar.traits == "dark accessibilityLarge")
        let frames = try String(contentsOf: folder.url.appendingPathComponent("\(prefix).xSmall.frames"), encoding: .utf8)
        #expect(frames.contains("view bar root 0 0 20 8\n"), "10 × 0.8127 = 8.127, on a third-point grid 8: \(frames)")

        assertLayoutSnapshot(of: TraitBoxes.canvas(), as: .png(scale: 1), named: "card", record: .never,
                             paintOptions: Boxes.paintOptions, appearance: .dark, contentSize: .accessibilityLarge,
                             snapshotDirectory: folder.path)
        withKnownIssue("the light reference does not hold the dark picture") {
            try FileManager.default.removeItem(at: darkURL)
            try FileManager.default.copyItem(at: folder.url.appendingPathComponent("\(prefix).png"), to: darkURL)
            assertLayoutSnapshot(of: TraitBoxes.canvas(), as: .png(scale: 1), named: "card", record: .never,
                                 paintOptions: Boxes.paintOptions, appearance: .dark, contentSize: .accessibilityLarge,
                                 snapshotDirectory: folder.path)
        }
    }

    @Test func theCanvasKeepsItsOwnTraitsAfterwards() throws {
        let folder = try TemporaryFolder()
        let canvas = TraitBoxes.canvas()
        withKnownIssue {
            assertLayoutSnapshot(of: canvas, as: .frames, appearance: .dark, snapshotDirectory: folder.path)
        }
        #expect(canvas.systemTraitCollection == TraitCollection())
    }
}

/// A canvas whose colours are dynamic and whose bar's height is a Dynamic Type value (10 points at large).
enum TraitBoxes {
    static func canvas() -> Canvas {
        let canvas = Canvas(width: 60, height: 40)
        canvas.backgroundColor = .systemBackground
        let bar = View()
        bar.name = "bar"
        bar.backgroundColor = .systemRed
        canvas.addSubview(bar)
        bar.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(20)
            make.height.equalTo(FontMetrics(forTextStyle: .caption1).scaledValue(for: 10))
        }
        return canvas
    }
}
