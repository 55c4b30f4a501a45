import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An undeclared layout helper called with anchors and sizes is read by UIKit's attribute names
/// (``Interpreter/constrainByUnknownHelper(_:_:_:in:at:)``).
@Suite struct UnknownLayoutHelpersTests {
    private let login = """
        class LoginController: UIViewController {
            let logo = UIImageView()
            let email = UITextField()
            let button = UIButton()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(logo)
                logo.centerX(inView: view)
                logo.setDimensions(height: 120, width: 150)
                logo.anchor(top: view.topAnchor, paddingTop: 32)
                view.addSubview(email)
                email.anchor(top: logo.bottomAnchor, left: view.leftAnchor, right: view.rightAnchor,
                             paddingTop: 20, paddingLeft: 32, paddingRight: 32, height: 50)
                view.addSubview(button)
                button.anchor(top: email.bottomAnchor, leading: email.leadingAnchor, trailing: email.trailingAnchor,
                              bottomConstant: 4, heightConstant: 9)
            }
        }
        """

    @Test func anchorsPaddingsAndSizesBecomeConstraints() throws {
        let (scene, result) = try #require(layOut(login))
        expectFrame(frame("logo", in: result), 112.5, 32, 150, 120)
        expectFrame(frame("email", in: result), 32, 172, 311, 50)
        expectFrame(frame("button", in: result), 32, 222, 311, 34)
        let standIns = Set(constraints(in: scene.canvas).compactMap(\.standInFor))
        #expect(standIns == ["UIImageView.centerX(inView:)", "UIImageView.setDimensions(height:width:)",
                             "UIImageView.anchor(top:paddingTop:)",
                             "UITextField.anchor(top:left:right:paddingTop:paddingLeft:paddingRight:height:)",
                             "UIButton.anchor(top:leading:trailing:bottomConstant:heightConstant:)"])
        #expect(scene.warnings.map(\.headline).contains("scene.swiftlay:10:14: warning: 'UIImageView.anchor(top:paddingTop:)' is not declared: its anchor and size arguments are read as constraints of the view's anchors of the same names (stand-ins)"))
    }

    private func constraints(in view: View) -> [LayoutConstraint] {
        view.constraints + view.subviews.flatMap(constraints(in:))
    }

    @Test func aCallWithoutAnchorsOrSizesStaysUnknown() throws {
        let source = """
            let card = UIView()
            view.addSubview(card)
            card.configure(title: "A", width: "wide")
            card.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("card", in: result), 1, 2, 3, 4)
        #expect(scene.skipped.unknownSymbols == ["UIView.configure"])
    }
}

/// Helpers named after an attribute and more, and anchors labelled with `Anchor`.
@Suite struct UnknownLayoutHelperSpellingsTests {
    @Test func aNameStartingWithAnAttributeAndAnAnchorLabelledWithItPin() throws {
        let source = """
            let photo = UIButton()
            view.addSubview(photo)
            photo.centerXView(inView: view, topAnchor: view.topAnchor, paddingTop: 12)
            photo.setDimensions(height: 100, width: 100)
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("photo", in: result), 137.5, 12, 100, 100)
    }

    @Test func aCapitalisedNameIsATypeNotAHelperOfSelf() throws {
        let source = """
            final class ContactCell: UIView {
                lazy var indicator: UIImageView = {
                    let view = StreamingIndicator(height: 16)
                    view.isHidden = true
                    return view
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(indicator)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let scene = try #require(loadScene(source))
        let indicator = try #require(scene.canvas.subviews.first?.subviews.first)
        #expect(indicator.name == "indicator")
        #expect(indicator is ImageView)
        #expect(scene.skipped.unknownSymbols.contains("StreamingIndicator"))
    }

    @Test func aCallWhoseValueIsUsedIsAFunctionNotAHelper() throws {
        let source = """
            final class BorrowCell: UITableViewCell {
                let bar = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(bar)
                    bar.snp.makeConstraints { make in
                        make.top.left.right.equalTo(0)
                        make.height.equalTo(propH(height: 44))
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(!scene.warnings.contains { $0.headline.contains("are read as constraints") })
        expectFrame(frame("bar", in: result), 0, 0, 375, 44)
        #expect(scene.coverage.statements.map(\.outcome) == [.laidOut, .standIn("propH(height: 44)")])
    }
}
