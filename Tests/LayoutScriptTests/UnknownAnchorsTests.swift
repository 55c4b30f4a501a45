import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An undeclared anchor property read by its name (``Interpreter/anchorNamedLike(_:of:at:)``).
@Suite struct UnknownAnchorsTests {
    @Test func aSafeAnchorIsTheSafeAreasAnchorOfThatAttribute() throws {
        let source = """
            class RecordController: UIViewController {
                let send = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    send.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(send)
                    NSLayoutConstraint.activate([
                        send.bottomAnchor.constraint(equalTo: view.safeBottomAnchor, constant: -10),
                        send.leadingAnchor.constraint(equalTo: view.marginLeadingAnchor),
                        send.widthAnchor.constraint(equalToConstant: 35),
                        send.heightAnchor.constraint(equalToConstant: 35),
                    ])
                }
            }
            """
        let (scene, result) = try #require(layOut(source, size: CGSize(width: 393, height: 852)))
        let send = try #require(frame("send", in: result))
        #expect(send.maxY == 852 - scene.canvas.safeAreaInsets.bottom - 10)
        #expect(send.minX == 8)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:8:56: warning: 'UIView.safeBottomAnchor' is not declared: it stands in as the view's safeAreaLayoutGuide.bottomAnchor"))
    }

    @Test func aNameWithoutOneAttributeStaysUnknown() throws {
        let source = """
            let card = UIView()
            view.addSubview(card)
            _ = card.edgesAnchor
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.skipped.unknownSymbols == ["UIView.edgesAnchor"])
    }
}
