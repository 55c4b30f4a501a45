import Foundation
import LayoutRender
import LayoutScene
import LayoutVizSnapshotTesting
import SnapshotTesting
import Testing

/// `.accessibilityImage`: an accessibility snapshot through swift-snapshot-testing.
@Suite struct AccessibilityStrategyTests {
    static func canvas(title: String) -> Canvas {
        let canvas = Canvas(width: 200, height: 80)
        canvas.backgroundColor = .white
        let label = Label()
        label.text = title
        canvas.addSubview(label)
        label.snp.makeConstraints { make in make.center.equalToSuperview() }
        return canvas
    }

    @Test func recordsThenComparesTheAccessibilityPicture() throws {
        let folder = try TemporaryFolder()
        let strategy = Snapshotting<Canvas, Data>.accessibilityImage(scale: 1)
        let first = verifySnapshot(of: Self.canvas(title: "Hello"), as: strategy, named: "hello", record: .missing,
                                   snapshotDirectory: folder.path)
        #expect(first?.hasPrefix("No reference was found on disk.") == true)
        #expect(try folder.files() == ["recordsThenComparesTheAccessibilityPicture.hello.png"])
        let image = try PNGImage(data: Data(contentsOf: folder.url.appendingPathComponent(
            "recordsThenComparesTheAccessibilityPicture.hello.png")))
        #expect(image.width > 232)
        #expect(verifySnapshot(of: Self.canvas(title: "Hello"), as: strategy, named: "hello", record: .never,
                               snapshotDirectory: folder.path) == nil)
        #expect(verifySnapshot(of: Self.canvas(title: "Goodbye"), as: strategy, named: "hello", record: .never,
                               snapshotDirectory: folder.path) != nil)
    }
}
