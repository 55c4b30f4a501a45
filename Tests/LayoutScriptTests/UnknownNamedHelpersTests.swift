import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An undeclared helper whose name gives the attributes it constrains
/// (``Interpreter/constrainByNamedHelper(_:_:_:in:at:)``).
@Suite struct UnknownNamedHelpersTests {
    @Test func attributeWordsInTheNameAreConstrainedToTheViewGiven() throws {
        let source = """
            class BookController: UIViewController {
                let scroll = UIScrollView()
                let stack = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(scroll)
                    scroll.addSubview(stack)
                    scroll.constrainTo(safeEdgesOf: view)
                    stack.constrainToTopAndSides(of: scroll)
                    let bottom = stack.constrainToBottom(of: scroll)
                    bottom.priority = .defaultLow
                    stack.setHeight(80)
                    stack.widthAnchor.constraint(equalTo: scroll.widthAnchor).isActive = true
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("scroll", in: result), 0, 0, 375, 667)
        expectFrame(frame("stack", in: result), 0, 0, 375, 80)
        #expect(!result.diagnostics.contains { $0.kind == .misuse })
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:9:15: warning: 'UIStackView.constrainToTopAndSides(of:)' is not declared: the attributes its name gives are constrained to the view, anchor or number it is given (stand-ins)"))
    }

    @Test func anAnchorWithAConstantPinsTheOneAttributeNamed() throws {
        let source = """
            class Cell: UIView {
                let thumbnail = UIImageView()
                let name = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(thumbnail)
                    addSubview(name)
                    thumbnail.setLeftConstraintWith(leftAnchor, withConstantEqualTo: 20)
                    thumbnail.setCenterYWith(centerYAnchor)
                    thumbnail.constrainWidth(constant: 40)
                    thumbnail.constrainHeight(constant: 30)
                    name.anchorToCenterX(of: self)
                    name.anchorToCenterY(of: self)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("thumbnail", in: result), 20, 318.5, 40, 30)
        let name = try #require(frame("name", in: result))
        #expect(abs(name.midX - 187.5) <= 1e-6 && abs(name.midY - 333.5) <= 1e-6)
    }

    /// `pinLeft(view.leadingAnchor, 16)`: the name says left, the anchor given is leading; the helper constrains the
    /// edge of the anchor's kind, as it must to compile against `NSLayoutXAxisAnchor`'s rules.
    @Test func aLeftOrRightHelperGivenALeadingOrTrailingAnchorPinsThatEdge() throws {
        let source = """
            class Chat: UIViewController {
                let separator = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(separator)
                    separator.setHeight(1)
                    separator.pinTop(view.topAnchor, 10)
                    separator.pinLeft(view.leadingAnchor, 16)
                    separator.pinRight(view.trailingAnchor, 16)
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("separator", in: result), 16, 10, 343, 1)
        #expect(!result.diagnostics.contains { $0.kind == .misuse })
    }

    @Test func callsThatOnlyLookLikeHelpersStayUnknown() throws {
        let source = """
            func ScaleWidth(_ value: CGFloat) -> CGFloat { value }
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: ScaleWidth(160)))
            view.addSubview(card)
            card.addTopBorder(color: .gray, width: 1)
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("card", in: result), 0, 0, 10, 160)
        #expect(scene.skipped.unknownSymbols == ["UIView.addTopBorder"])
    }

    @Test func edgesListedAsMembersAreTheOnesPinnedToTheSuperview() throws {
        let source = """
            let card = UIView()
            let avatar = UIImageView()
            let badge = UIView()
            view.addSubview(card)
            card.addSubview(avatar)
            card.addSubview(badge)
            card.pinEdgesToSuperview()
            avatar.pinToEdges(edges: [.left, .top], constant: 15)
            avatar.constrainWidth(50)
            avatar.constrainHeight(50)
            badge.roundCorners(corners: [.topLeft, .bottomRight], radius: 8)
            badge.pinToEdges(edges: [.right], constant: 10)
            badge.constrainWidth(20)
            badge.constrainHeight(20)
            badge.pinToEdges(edges: .top, constant: 10)
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("card", in: result), 0, 0, 375, 667)
        expectFrame(frame("avatar", in: result), 15, 15, 50, 50)
        expectFrame(frame("badge", in: result), 345, 10, 20, 20)
        #expect(scene.skipped.unknownSymbols.contains("UIView.roundCorners"))
    }
}
