@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// A `switch` on a value of an unknown type runs no case: locals its cases initialize become that unknown, a switch
/// whose every case returns returns it, and what uses them degrades instead of stopping the scene.
@Suite struct UnknownSwitchSubjectTests {
    private func unknownStyle(column: Int) -> String {
        "scene.swiftlay:1:\(column): warning: unknown symbol 'FontName': not declared in the scene's files and not "
            + "UIKit API that layoutviz models; what uses it is skipped"
    }

    @Test func localsTheCasesInitializeBecomeUnknown() throws {
        let source = """
            func tracking(for style: FontName) -> CGFloat {
                let tracking: CGFloat
                switch style {
                case .head1, .head2:
                    tracking = 0
                case .body1:
                    if style.isWide { tracking = 2 } else { tracking = 1 }
                }
                return tracking
            }
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                make.size.equalTo(30)
                make.trailing.lessThanOrEqualToSuperview().inset(tracking(for: .head1))
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            unknownStyle(column: 26),
        ])
        #expect(scene.coverage.statements.last?.outcome == .standIn("tracking(for: .head1)"))
        expectFrame(frame("box", in: result), 0, 0, 30, 30)
    }

    @Test func aSwitchWhoseCasesAllReturnReturnsTheUnknown() throws {
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
        ])
        expectFrame(frame("box", in: result), 0, 0, 10, 10)
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
