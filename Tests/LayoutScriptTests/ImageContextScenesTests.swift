import Foundation
import LayoutEngine
@testable import LayoutScene
@testable import LayoutScript
import Testing

/// Solid-colour images drawn in code — `UIGraphicsBeginImageContext…` with `fill(_:)` / `UIRectFill(_:)`, and
/// `UIGraphicsImageRenderer(size:).image { … }` — as a button's background image; other drawing warns once.
@Suite struct ImageContextScenesTests {
    private let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

    @Test func anImageContextMakesASolidImageForAButtonBackground() throws {
        guard let (scene, result) = layOut("""
            func image(with color: UIColor) -> UIImage? {
                let size = CGSize(width: 1, height: 1)
                UIGraphicsBeginImageContextWithOptions(size, false, 0)
                let context = UIGraphicsGetCurrentContext()
                context?.setFillColor(color.cgColor)
                context?.fill(CGRect(origin: .zero, size: size))
                let image = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                return image
            }
            let buy = UIButton(type: .custom)
            buy.setTitle(UIGraphicsGetCurrentContext() == nil ? "Buy" : "Leak", for: .normal)
            buy.setBackgroundImage(image(with: .red), for: .normal)
            view.addSubview(buy)
            buy.snp.makeConstraints { make in make.top.left.equalToSuperview().offset(20) }
            """) else { return }
        #expect(scene.warnings.isEmpty)
        let button = try #require(scene.canvas.subviews.first as? Button)
        let image = try #require(button.backgroundImage(for: .normal))
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(image.scale == 2, "scale 0 is the screen's")
        #expect(image.content == .drawn(ImageDrawing(size: CGSize(width: 1, height: 1), scale: 2, isOpaque: false,
                                                     fills: [ImageFill(rect: unit, color: .red)])))
        let buy = try #require(frame("buy", in: result))
        #expect(button.currentTitle == "Buy", "no context is current after UIGraphicsEndImageContext()")
        expectFrame(buy, 20, 20, 30, 34)  // the title's size: a 1 × 1 pt image does not enlarge it
    }

    @Test func rectFillAndSetFillUseTheCurrentContextAtScaleOne() throws {
        let scene = try #require(loadScene("""
            UIGraphicsBeginImageContext(CGSize(width: 4, height: 2))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            let image = UIGraphicsGetImageFromCurrentImageContext()!
            UIGraphicsEndImageContext()
            let imageView = UIImageView(image: image)
            view.addSubview(imageView)
            """))
        #expect(scene.warnings.isEmpty)
        let imageView = try #require(scene.canvas.subviews.first as? ImageView)
        #expect(imageView.image?.content == .drawn(ImageDrawing(
            size: CGSize(width: 4, height: 2), scale: 1, isOpaque: false,
            fills: [ImageFill(rect: CGRect(x: 0, y: 0, width: 2, height: 2), color: .blue)])))
    }

    @Test func aRendererKeepsItsFillsAndWarnsOnceForOtherDrawing() throws {
        let scene = try #require(loadScene("""
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4))
            let image = renderer.image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 5, height: 4))
                context.cgContext.strokePath()
                context.cgContext.setFillColor(UIColor.red.cgColor)
                context.cgContext.fill(CGRect(x: 5, y: 0, width: 5, height: 4))
                context.cgContext.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            let imageView = UIImageView(image: image)
            view.addSubview(imageView)
            """))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:5:23: warning: drawing with 'CGContext.strokePath()' is not modelled: an image drawn in "
                + "code keeps only its solid rectangle fills",
        ])
        let imageView = try #require(scene.canvas.subviews.first as? ImageView)
        #expect(imageView.image?.content == .drawn(ImageDrawing(
            size: CGSize(width: 10, height: 4), scale: 2, isOpaque: false,
            fills: [ImageFill(rect: CGRect(x: 0, y: 0, width: 5, height: 4), color: .green),
                    ImageFill(rect: CGRect(x: 5, y: 0, width: 5, height: 4), color: .red)])))
    }

    @Test func badArgumentsArePositionedErrors() {
        #expect(headline("UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false)")
                    == "scene.swiftlay:1:1: error: 'UIGraphicsBeginImageContextWithOptions' takes a CGSize, whether it "
                    + "is opaque and a scale (0 for the screen's)")
    }
}
