import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Constraints handed to undeclared code are activated (``Interpreter/activateConstraintArguments(of:callee:in:at:)``),
/// and an app's overload of a UIKit method runs UIKit's
/// (``Interpreter/callExtendedHostOverload(_:_:candidates:receiver:_:in:at:)``).
@Suite struct UnknownCallConstraintsTests {
    @Test func anExtendedAddSubviewAddsTheViewAndActivatesItsConstraints() throws {
        let source = """
            class CardController: UIViewController {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(card, constraints: [
                        card.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
                        card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                        card.heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("card", in: result), 16, 8, 343, 40)
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:6:14: warning: 'UIView.addSubview(_:constraints:)' is not declared (an extension in another file?): UIKit's 'addSubview(_:)' runs with the arguments it takes; what the others add is unknown",
            "scene.swiftlay:6:14: warning: 'UIView.addSubview(_:constraints:)' is not declared: the constraints given to it are activated",
        ])
    }

    @Test func constraintsGivenToAnUnknownFunctionAreActivated() throws {
        let source = """
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            let size = [card.widthAnchor.constraint(equalToConstant: 30), card.heightAnchor.constraint(equalToConstant: 20)]
            Installer.install(size, card.topAnchor.constraint(equalTo: view.topAnchor, constant: 4))
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("card", in: result), 0, 4, 30, 20)
    }

    @Test func aHandlerInsideAnUnknownCallsArgumentIsNotRun() throws {
        let source = """
            let card = UIView()
            Menu.add(Item(title: "Add", handler: { view.addSubview(card) }))
            Menu.show { view.addSubview(UIView()) }
            """
        let scene = try #require(loadScene(source))
        #expect(scene.canvas.subviews.count == 1)
        #expect(scene.skipped.unrunClosures == 1)
    }
}
