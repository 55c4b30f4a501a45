import Foundation
import LayoutScene
import Testing

// Image views: intrinsic sizes (image's point size, none when empty or missing), init(image:) sizing, system symbol
// estimates, tint inheritance and the UIKit class name.

@Suite struct ImageViewTests {
    @Test func intrinsicSizeIsTheImagesPointSize() throws {
        let bitmap = try ImageBitmap(data: AssetFolder.png(width: 96, height: 48), scale: 3, path: "art@3x.png")
        let view = ImageView(image: Image(content: .bitmap(bitmap), name: "art"))
        #expect(view.intrinsicContentSize == CGSize(width: 32, height: 16))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 32, height: 16))
    }

    @Test func noImageOrAMissingOneHasNoIntrinsicSize() {
        let none = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        #expect(ImageView().intrinsicContentSize == none)
        #expect(ImageView(image: Image(named: "gone", in: .empty)).intrinsicContentSize == none)
    }

    @Test func systemSymbolsAreBodySizedEstimates() throws {
        let star = try #require(Image(systemName: "star.fill"))
        #expect(star.size == CGSize(width: 20, height: 20))
        #expect(star.content == .systemSymbol("star.fill"))
        #expect(ImageView(image: star).intrinsicContentSize == CGSize(width: 20, height: 20))
        let big = try #require(Image(systemName: "play", withConfiguration: SymbolConfiguration(pointSize: 34)))
        #expect(big.size == CGSize(width: 40, height: 40))
        let large = star.withConfiguration(SymbolConfiguration(scale: .large))
        #expect(large.size == CGSize(width: 26, height: 26))
        #expect(star.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    }

    @Test func tintColorIsInheritedUntilSet() {
        let parent = View()
        let child = ImageView()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemPink
        #expect(child.tintColor == .systemPink)
        child.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen)
        child.tintColor = nil
        #expect(child.tintColor == .systemPink)
    }

    @Test func classNamesAreUIKits() {
        #expect(ImageView().typeName == "UIImageView")
        #expect(View().typeName == "UIView")
        #expect(Label().typeName == "UILabel")
        #expect(ScrollView().typeName == "UIScrollView")
    }
}
