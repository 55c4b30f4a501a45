import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Buttons with images size to image + title (+ padding) + insets, measured with the monospaced measurer (0.5 em
/// per character, 1.2 em per line, rounded up): symbols are 20 pt at body size (``SymbolImageEstimates``).
@Suite struct ButtonImageSizingTests {
    let canvas = Canvas(width: 400, height: 400)

    private static func symbolButton(_ title: String?, type: ButtonType = .system) -> Button {
        let button = Button(type: type)
        button.setTitle(title, for: .normal)
        button.setImage(Image(systemName: "play.fill"), for: .normal)
        return button
    }

    @Test func aLegacyImageSitsRightBesideTheTitleWithoutImplicitPadding() {
        // "Play" at 15 pt: 4 × 7.5 = 30 wide, 18 tall; the 20-pt symbol beside it.
        expectFrame(laidOutAtItsIntrinsicSize(Self.symbolButton("Play"), in: canvas), 10, 20, 50, 20)
    }

    @Test func anImageOnlyButtonIsTheImagesSizePlusContentInsets() {
        let button = Self.symbolButton(nil)
        expectFrame(laidOutAtItsIntrinsicSize(button, in: canvas), 10, 20, 20, 20)
        button.contentEdgeInsets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        canvas.layout()
        expectFrame(button.frame, 10, 20, 36, 36)
    }

    @Test func titleAndImageEdgeInsetsDoNotChangeTheSize() {
        let button = Self.symbolButton("Play")
        button.imageEdgeInsets = EdgeInsets(top: 0, left: -8, bottom: 0, right: 0)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        expectFrame(laidOutAtItsIntrinsicSize(button, in: canvas), 10, 20, 50, 20)
    }

    @Test func aPreferredSymbolConfigurationResizesTheSymbol() {
        let button = Self.symbolButton(nil)
        button.setPreferredSymbolConfiguration(SymbolConfiguration(pointSize: 34), forImageIn: .normal)
        // 20 × 34 / 17 = 40.
        expectFrame(laidOutAtItsIntrinsicSize(button, in: canvas), 10, 20, 40, 40)
    }

    @Test func aBitmapImageIsItsPointSize() throws {
        let bitmap = try ImageBitmap(data: Self.pngHeader(width: 48, height: 36), scale: 2, path: "art@2x.png")
        let button = Button(type: .custom)
        button.setImage(Image(content: .bitmap(bitmap), name: "art"), for: .normal)
        button.setTitle("Go", for: .normal)
        // 24 × 18 pt image; "Go" at 18 pt: 18 wide, a 21.6-pt line rounded to 22.
        expectFrame(laidOutAtItsIntrinsicSize(button, in: canvas), 10, 20, 42, 22)
    }

    @Test func theImageForTheCurrentStateSizesTheButton() {
        let button = Self.symbolButton(nil)
        button.setImage(Image(systemName: "pause.fill", withConfiguration: SymbolConfiguration(scale: .large)),
                        for: .selected)
        button.isSelected = true
        // A large symbol: 20 × 1.3 = 26.
        expectFrame(laidOutAtItsIntrinsicSize(button, in: canvas), 10, 20, 26, 26)
    }

    @Test func aMissingAssetTakesNoRoom() {
        let button = Button(type: .system)
        button.setTitle("Submit", for: .normal)
        button.setImage(Image(named: "nothing", in: .empty), for: .normal)
        expectFrame(laidOutAtItsIntrinsicSize(button, in: canvas), 10, 20, 45, 30)
    }

    @Test func aConfigurationImageLeadsItsTitleByTheImagePadding() {
        var configuration = ButtonConfiguration.filled()
        configuration.title = "Next"
        configuration.image = Image(systemName: "arrow.right")
        configuration.imagePadding = 8
        // 20 + 8 + 4 × 8.5 + 12 + 12 wide; max(20, 21) + 7 + 7 tall.
        expectFrame(laidOutAtItsIntrinsicSize(Button(configuration: configuration), in: canvas), 10, 20, 86, 35)
    }

    @Test func aConfigurationImageAboveTheTitleStacksThem() {
        var configuration = ButtonConfiguration.plain()
        configuration.title = "Next"
        configuration.image = Image(systemName: "arrow.right")
        configuration.imagePlacement = .top
        configuration.imagePadding = 4
        // max(20, 34) + 24 wide; 20 + 4 + 21 + 14 tall.
        expectFrame(laidOutAtItsIntrinsicSize(Button(configuration: configuration), in: canvas), 10, 20, 58, 59)
    }

    @Test func anImageOnlyConfigurationIsTheImagePlusItsInsets() {
        var configuration = ButtonConfiguration.gray()
        configuration.image = Image(systemName: "heart")
        configuration.preferredSymbolConfigurationForImage = SymbolConfiguration(pointSize: 25.5)
        // 20 × 1.5 = 30; + 24 and + 14.
        expectFrame(laidOutAtItsIntrinsicSize(Button(configuration: configuration), in: canvas), 10, 20, 54, 44)
    }

    /// The first bytes of a PNG of `width` × `height` pixels (enough for its size; never decoded here).
    static func pngHeader(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += (0..<4).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }
}
