import Foundation
import LayoutEngine
@testable import LayoutScene
@testable import LayoutScript
import Testing

/// `view.transform` with `CGAffineTransform`'s initializers, `identity`, composing methods and entries; frames stay
/// what layout gives.
@Suite struct TransformScenesTests {
    @Test func transformsAreKeptAndFramesStayLaidOut() throws {
        guard let (scene, result) = layOut("""
            final class Splash: UIViewController {
                let logo = UIImageView()
                let card = UIView()
                let hint = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(logo)
                    view.addSubview(card)
                    view.addSubview(hint)
                    logo.snp.makeConstraints { make in make.center.equalToSuperview(); make.size.equalTo(100) }
                    card.snp.makeConstraints { make in make.top.left.equalToSuperview().offset(20); make.size.equalTo(80) }
                    hint.snp.makeConstraints { make in make.top.equalTo(card.snp.bottom); make.left.equalTo(card) }
                    logo.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
                    UIView.animate(withDuration: 0.3) {
                        self.logo.transform = self.logo.transform.rotated(by: .pi / 2)
                    }
                    card.transform = CGAffineTransform(translationX: 0, y: card.frame.height)
                        .concatenating(CGAffineTransform(rotationAngle: 0))
                        .scaledBy(x: 2, y: 1)
                        .translatedBy(x: 5, y: 0)
                    let moved = CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 3, y: 4).inverted())
                    hint.text = card.transform.isIdentity ? "identity"
                        : "\\(card.transform.a) \\(card.transform.ty) \\(moved.x)"
                    hint.transform = .identity
                }
            }
            """) else { return }
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("logo", in: result), 137.5, 283.5, 100, 100)
        expectFrame(frame("card", in: result), 20, 20, 80, 80)
        let views = try #require(scene.canvas.subviews.first?.subviews)
        let logo = views[0].transform, card = views[1].transform
        #expect(abs(logo.a) <= 1e-12 && abs(logo.b - 1.3) <= 1e-12 && abs(logo.c + 1.3) <= 1e-12)
        #expect(card == ViewTransform(a: 2, b: 0, c: 0, d: 1, tx: 10, ty: 0))
        #expect((views[2] as? Label)?.text == "2.0 0.0 -2.0", "the frame was zero when the transform was made")
        #expect(views[2].transform.isIdentity)
    }

    @Test func aTransformOfTheWrongTypeIsAPositionedError() {
        #expect(headline("""
            let canvas = Canvas(width: 100, height: 100)
            let box = UIView()
            box.transform = 2
            """) == "scene.swiftlay:3:17: error: cannot assign value of type 'Int' to type 'CGAffineTransform'")
    }
}
