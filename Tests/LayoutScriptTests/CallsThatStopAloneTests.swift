import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// In an app's `.swift` file, a runtime error ends the call it happens in, not the file; scenes still stop.
@Suite struct CallsThatStopAloneTests {
    private let source = """
        final class ProfileView: UIView {
            let avatar = UIImageView()
            let name = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                setupUI()
                name.text = "Hi"
            }
            required init?(coder: NSCoder) { fatalError() }
            func setupUI() {
                addSubview(avatar)
                avatar.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(16)
                    make.size.equalTo(40)
                }
                let count: Int = "abc"
                addSubview(name)
                name.snp.makeConstraints { make in
                    make.left.equalTo(avatar.snp.right).offset(8)
                }
            }
        }
        """

    @Test func aFailingMethodOfAnAppFileStopsAloneAndWhatItDidStays() throws {
        let (scene, result) = try #require(layOut(source, fileName: "ProfileView.swift"))
        #expect(scene.warnings.map(\.headline) == [
            "ProfileView.swift:16:26: warning: 'ProfileView.setupUI()' stopped: cannot convert value of type 'String' "
                + "to specified type 'Int'; what it did before stays and its result is unknown (a file of an app given "
                + "alone may lack what its other files declare)",
        ])
        expectFrame(frame("avatar", in: result), 16, 16, 40, 40)
        let root = try #require(scene.canvas.subviews.first)
        #expect(root.subviews.count == 1)
        #expect(scene.coverage.statements.map(\.outcome) == [
            .laidOut, .laidOut,
            .missed("not run: 'ProfileView.setupUI()' stopped before it (see the warning at the failure)"),
        ])
    }

    @Test func onceTheFileShowsMissingFilesOnlyTheFailingStatementIsSkipped() throws {
        let (scene, result) = try #require(layOut("""
            final class CardView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = Theme.background
                    let count: Int = "abc"
                    let stack: UIStackView = "stack"
                    stack.addArrangedSubview(title)
                    addSubview(stack)
                    stack.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(margin())
                        make.width.equalTo(count)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
                func margin() -> CGFloat {
                    return "12"
                }
            }
            """, fileName: "CardView.swift"))
        let suffix = "; the statement is skipped (a file of an app given alone may lack what its other files declare)"
        #expect(scene.warnings.map(\.headline) == [
            "CardView.swift:5:27: warning: unknown symbol 'Theme': not declared in the scene's files and not UIKit API "
                + "that layoutviz models; what uses it is skipped",
            "CardView.swift:6:26: warning: cannot convert value of type 'String' to specified type 'Int'" + suffix,
            "CardView.swift:7:34: warning: cannot convert value of type 'String' to specified type 'UIStackView'"
                + suffix,
            "CardView.swift:16:10: warning: 'CardView.margin()' stopped: cannot convert return expression of type "
                + "'String' to return type 'CGFloat'; what it did before stays and its result is unknown (a file of an "
                + "app given alone may lack what its other files declare)",
        ])
        expectFrame(frame("stack", in: result), 0, 0, 0, 21)
        #expect(scene.coverage.statements.map(\.outcome) == [.standIn("CardView.margin()"), .standIn("count")])
    }

    @Test func aSceneStillStops() {
        #expect(headline(source) == "scene.swiftlay:16:26: error: cannot convert value of type 'String' to specified "
                + "type 'Int'")
    }

    @Test func aTrapTheCodeStatesStillStops() throws {
        let error = try #require(loadError("""
            final class Card: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    check()
                }
                required init?(coder: NSCoder) { fatalError() }
                func check() { fatalError("unreachable") }
            }
            """, fileName: "Card.swift"))
        #expect(error.description.hasPrefix("Card.swift:7:20: error: Fatal error: unreachable"))
    }
}
