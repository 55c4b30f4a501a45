import Foundation
import LayoutScene
import Testing

/// A button's images on their own: per state, with symbol configurations, the colour they are drawn in, and how
/// ``ButtonContentLayout`` arranges image and title.
@Suite struct ButtonImageTests {
    private let star = Image(systemName: "star")!
    private let filledStar = Image(systemName: "star.fill")!

    @Test func aStateWithoutItsOwnImageUsesTheNormalOne() {
        let button = Button(type: .system)
        button.setImage(star, for: .normal)
        button.setImage(filledStar, for: .selected)
        #expect(button.image(for: .disabled) == star)
        #expect(button.currentImage == star)
        button.isSelected = true
        #expect(button.currentImage == filledStar)
        #expect(button.imageView?.image == filledStar)
    }

    @Test func aConfigurationsImageReplacesTheStatesImages() {
        let button = Button(type: .system)
        button.setImage(star, for: .normal)
        var configuration = ButtonConfiguration.plain()
        configuration.image = filledStar
        configuration.preferredSymbolConfigurationForImage = SymbolConfiguration(scale: .small)
        button.configuration = configuration
        #expect(button.currentImage?.name == "star.fill")
        #expect(button.currentImage?.size == CGSize(width: 16, height: 16))
        button.configuration?.image = nil
        #expect(button.currentImage == nil)
    }

    @Test func symbolsAndSystemButtonImagesAreTinted() throws {
        let system = Button(type: .system)
        system.setImage(star, for: .normal)
        system.tintColor = .systemPink
        #expect(system.currentImageColor == .systemPink)
        system.isEnabled = false
        #expect(system.currentImageColor == ControlMetrics.disabledTitleColor)

        let bitmap = try ImageBitmap(data: Self.pngHeader, scale: 1, path: "art.png")
        let art = Image(content: .bitmap(bitmap), name: "art")
        let custom = Button(type: .custom)
        custom.setImage(art, for: .normal)
        #expect(custom.currentImageColor == nil)
        custom.setImage(art.withRenderingMode(.alwaysTemplate), for: .normal)
        #expect(custom.currentImageColor == .systemBlue)
        custom.setImage(star.withRenderingMode(.alwaysOriginal), for: .normal)
        #expect(custom.currentImageColor == .label)

        var filled = ButtonConfiguration.filled()
        filled.image = art
        #expect(Button(configuration: filled).currentImageColor == .white)
    }

    @Test func besideTheTitleTheImageLeadsUnlessTrailing() {
        let content = ButtonContentLayout(imageSize: CGSize(width: 20, height: 20),
                                          titleSize: CGSize(width: 40, height: 18), placement: .leading, padding: 8)
        #expect(content.size == CGSize(width: 68, height: 20))
        let rect = CGRect(x: 10, y: 5, width: 68, height: 20)
        let leading = content.frames(in: rect, direction: .leftToRight)
        #expect(leading.image == CGRect(x: 10, y: 5, width: 20, height: 20))
        #expect(leading.title == CGRect(x: 38, y: 5, width: 40, height: 20))
        let rightToLeft = content.frames(in: rect, direction: .rightToLeft)
        #expect(rightToLeft.image == CGRect(x: 58, y: 5, width: 20, height: 20))
        #expect(rightToLeft.title == CGRect(x: 10, y: 5, width: 40, height: 20))
        var trailing = content
        trailing.placement = .trailing
        #expect(trailing.frames(in: rect, direction: .leftToRight).image == CGRect(x: 58, y: 5, width: 20, height: 20))
    }

    @Test func aboveOrBelowTheTitleTheImageIsCentredAcross() {
        let content = ButtonContentLayout(imageSize: CGSize(width: 20, height: 20),
                                          titleSize: CGSize(width: 40, height: 18), placement: .bottom, padding: 4)
        #expect(content.size == CGSize(width: 40, height: 42))
        #expect(content.titleRoom(inWidth: 100) == 100)
        let frames = content.frames(in: CGRect(x: 0, y: 0, width: 40, height: 42), direction: .leftToRight)
        #expect(frames.image == CGRect(x: 10, y: 22, width: 20, height: 20))
        #expect(frames.title == CGRect(x: 0, y: 0, width: 40, height: 18))
    }

    @Test func thePaddingCountsOnlyBetweenAnImageAndATitle() {
        let imageOnly = ButtonContentLayout(imageSize: CGSize(width: 20, height: 20), titleSize: .zero,
                                            placement: .top, padding: 10)
        #expect(imageOnly.size == CGSize(width: 20, height: 20))
        let titleOnly = ButtonContentLayout(imageSize: .zero, titleSize: CGSize(width: 30, height: 18),
                                            placement: .leading, padding: 10)
        #expect(titleOnly.size == CGSize(width: 30, height: 18))
        #expect(titleOnly.titleRoom(inWidth: 50) == 50)
    }

    /// The first bytes of a 4 × 4 PNG.
    private static let pngHeader = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        + Array("IHDR".utf8) + [0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0])
}
