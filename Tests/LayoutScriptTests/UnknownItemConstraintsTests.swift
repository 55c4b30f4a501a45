import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An undeclared factory in `NSLayoutConstraint(item:attribute:…)`'s shape
/// (``Interpreter/itemAttributeConstraint(_:callee:in:)``).
@Suite struct UnknownItemConstraintsTests {
    @Test func itemsAttributesRelationAndNumbersAreReadByPosition() throws {
        let source = """
            class LoginView: UIView {
                let title = UILabel()
                let user = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    user.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    addSubview(user)
                    addConstraints([
                        Layout.constraint(item: title, .top, to: self, .top, constant: 50),
                        Layout.constraint(item: title, .centerX, to: self, .centerX),
                        Layout.constraint(item: title, .width, to: nil, .width, constant: 100),
                        Layout.constraint(item: title, .height, .equal, to: nil, .height, constant: 40),
                        Layout.constraint(item: user, .top, to: title, .bottom, constant: 25),
                        Layout.constraint(item: user, .leading, to: self, .leading, constant: 20),
                        Layout.constraint(item: user, .width, .lessThanOrEqual, to: self, .width, multiplier: 0.5),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("title", in: result), 137.5, 50, 100, 40)
        let user = try #require(frame("user", in: result))
        #expect(user.origin == CGPoint(x: 20, y: 115) && user.width <= 187.5)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:11:13: warning: 'Layout.constraint(item:_:to:_:constant:)' is not declared: its arguments are read as NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)'s (stand-ins)"))
    }

    @Test func theConstraintIsInactiveUntilTheFileActivatesIt() throws {
        let source = """
            let card = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
            view.addSubview(card)
            let unused = Layout.constraint(item: card, .top, to: view, .top, constant: 50)
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("card", in: result), 5, 6, 7, 8)
    }
}
