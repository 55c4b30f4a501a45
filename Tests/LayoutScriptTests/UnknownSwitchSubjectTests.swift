@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// A `switch` on a value of an unknown type takes its first case that does more than leave: locals that case
/// initializes and values it returns are real, names its pattern binds are unknown, and a warning at the subject
/// names the case.
@Suite struct UnknownSwitchSubjectTests {
    private func unknownStyle(column: Int) -> String {
        "scene.swiftlay:1:\(column): warning: unknown symbol 'FontName': not declared in the scene's files and not "
            + "UIKit API that layoutviz models; what uses it is skipped"
    }

    private func firstCase(line: Int, column: Int, subject: String = "style", _ label: String) -> String {
        "scene.swiftlay:\(line):\(column): warning: the switch's subject '\(subject)' is unknown; its first case "
            + "\(label) runs (an unknown value takes the first case, see 'Unknown is a value' in the README)"
    }

    @Test func localsTheFirstCaseInitializesHaveItsValues() throws {
        let source = """
            func tracking(for style: FontName) -> CGFloat {
                let tracking: CGFloat
                switch style {
                case .head1, .head2:
                    tracking = 12
                case .body1:
                    if style.isWide { tracking = 2 } else { tracking = 1 }
                }
                return tracking
            }
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.equalToSuperview()
                make.size.equalTo(30)
                make.trailing.equalToSuperview().inset(tracking(for: .head1))
            }
            """
        let (scene, result) = try #require(layOut(source, size: CGSize(width: 100, height: 100)))
        #expect(scene.warnings.map(\.headline) == [
            unknownStyle(column: 26),
            firstCase(line: 3, column: 12, "'.head1, .head2'"),
        ])
        #expect(scene.coverage.statements.last?.outcome == .laidOut)
        expectFrame(frame("box", in: result), 58, 0, 30, 30)
    }

    @Test func aSwitchWhoseCasesAllReturnReturnsTheFirstCasesValue() throws {
        let source = """
            func inset(for style: FontName) -> CGFloat {
                switch style {
                case .head1: return 4
                case .body1:
                    switch style.weight {
                    case .bold: return 8
                    default: return 2
                    }
                }
            }
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.leading.equalToSuperview().inset(inset(for: .body1))
                make.size.equalTo(10)
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            unknownStyle(column: 23),
            firstCase(line: 2, column: 12, "'.head1'"),
        ])
        expectFrame(frame("box", in: result), 4, 4, 10, 10)
    }

    @Test func aCaseThatOnlyLeavesIsPassedOverAndBindingsAreUnknown() throws {
        let source = """
            func place(_ message: Message, bubble: UIView) {
                switch message.kind {
                case .none: return
                case .text(let body) where body.isEmpty:
                    bubble.snp.makeConstraints { make in
                        make.trailing.top.equalToSuperview().inset(8)
                        make.width.equalTo(body.count)
                        make.height.equalTo(20)
                    }
                    fallthrough
                case .photo:
                    bubble.backgroundColor = .systemBlue
                }
            }
            let bubble = UIView()
            view.addSubview(bubble)
            place(Message(), bubble: bubble)
            """
        let (scene, result) = try #require(layOut(source, size: CGSize(width: 200, height: 100)))
        #expect(scene.warnings.map(\.headline).contains(
            firstCase(line: 2, column: 12, subject: "message.kind", "'.text(let body)'")))
        let bubble = try #require(scene.canvas.subviews.first)
        expectFrame(frame("bubble", in: result), 192, 8, 0, 20)
        #expect(bubble.backgroundColor == .systemBlue)
    }

    @Test func aLocalNoCaseAssignsIsStillUninitialized() {
        let source = """
            func tracking(for style: FontName) -> CGFloat {
                let tracking: CGFloat
                switch style {
                case .head1: print("head")
                default: break
                }
                return tracking
            }
            let x = tracking(for: .head1)
            """
        #expect(headline(source) == "scene.swiftlay:7:12: error: constant 'tracking' used before being initialized")
    }
}
