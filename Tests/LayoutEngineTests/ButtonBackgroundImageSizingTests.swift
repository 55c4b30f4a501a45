import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A legacy button's intrinsic size is at least its background image's size on each axis (measured with the
/// monospaced measurer: a 15-pt title is 7.5 pt per character and 18 pt tall, plus 6 pt above and below).
@Suite struct ButtonBackgroundImageSizingTests {
    let canvas = Canvas(width: 400, height: 400)

    /// A PNG of `width` × `height` pixels at 2x (only its header is read).
    private static func background(_ width: Int, _ height: Int) throws -> Image {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += (0..<4).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        let bitmap = try ImageBitmap(data: Data(bytes + [8, 6, 0, 0, 0]), scale: 2, path: "/a/pill@2x.png")
        return Image(content: .bitmap(bitmap), name: "pill")
    }

    private static func button(_ title: String) -> Button {
        let button = Button(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }

    @Test func aLargerBackgroundImageSizesTheButton() throws {
        let buy = Self.button("Buy")
        buy.setBackgroundImage(try Self.background(240, 88), for: .normal)
        expectFrame(laidOutAtItsIntrinsicSize(buy, in: canvas), 10, 20, 120, 44)
    }

    @Test func theContentWinsOnAnAxisWhereItIsLarger() throws {
        let subscribe = Self.button("Subscribe now")
        subscribe.setBackgroundImage(try Self.background(40, 100), for: .normal)
        // 13 × 7.5 = 97.5, rounded up to 98 wide; the image is 20 × 50 pt.
        expectFrame(laidOutAtItsIntrinsicSize(subscribe, in: canvas), 10, 20, 98, 50)
        subscribe.contentEdgeInsets = EdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        canvas.layout()
        expectFrame(subscribe.frame, 10, 20, 118, 58)
    }

    @Test func anEmptyImageOrAConfigurationLeavesTheSizeAlone() throws {
        let buy = Self.button("Buy")
        buy.setBackgroundImage(Image(content: .empty), for: .normal)
        expectFrame(laidOutAtItsIntrinsicSize(buy, in: canvas), 10, 20, 30, 30)
        var configuration = ButtonConfiguration.plain()
        configuration.title = "Buy"
        buy.configuration = configuration
        buy.setBackgroundImage(try Self.background(240, 88), for: .normal)
        canvas.layout()
        #expect(buy.frame.width < 120 && buy.frame.height < 44)
    }
}
