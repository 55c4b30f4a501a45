import Foundation
import LayoutScene
import Testing

/// `UIImage.withTintColor(_:)` and `withTintColor(_:renderingMode:)`: the colour travels with the image through
/// later changes, takes part in equality, and wins over a button's tint.
@Suite struct ImageTintTests {
    @Test func theTintTravelsWithTheImage() throws {
        let star = try #require(Image(systemName: "star"))
        let red = star.withTintColor(.systemRed)
        #expect(red.tintColor == .systemRed)
        #expect(red.renderingMode == .automatic)
        #expect(red.withRenderingMode(.alwaysTemplate).tintColor == .systemRed)
        #expect(red.withConfiguration(SymbolConfiguration(pointSize: 30)).tintColor == .systemRed)
        #expect(star.withTintColor(.white, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(star.tintColor == nil)
        #expect(red != star)
        #expect(red == star.withTintColor(.systemRed))
    }

    @Test func aTintedImageKeepsItsColourInAButton() throws {
        let button = Button(type: .system)
        button.setImage(Image(systemName: "heart")?.withTintColor(.systemRed, renderingMode: .alwaysOriginal),
                        for: .normal)
        #expect(button.currentImageColor == .systemRed)
    }
}
