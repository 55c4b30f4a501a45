import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An app's methods on SnapKit's chain named as SnapKit's with words put before them (`snEqualTo`, `snOffset`).
@Suite struct SnapKitWrappersTests {
    @Test func aWrapperIsReadAsTheMethodItWrapsWithAStandIn() throws {
        let source = """
            let avatar = UIView()
            view.addSubview(avatar)
            avatar.snp.makeConstraints { make in
                make.left.snEqualToSuperview().snOffset(16)
                make.top.equalToSuperview().offset(20)
                make.width.height.snEqualTo(44)
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("avatar", in: result), 16, 20, 44, 44)
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:4:15: warning: 'ConstraintMakerExtendable.snEqualToSuperview()' is not declared: an app's "
                + "wrapper of SnapKit's 'equalToSuperview', read as it (a stand-in)",
            "scene.swiftlay:4:36: warning: 'ConstraintMakerEditable.snOffset(_:)' is not declared: an app's wrapper of "
                + "SnapKit's 'offset', read as it (a stand-in)",
            "scene.swiftlay:6:23: warning: 'ConstraintMakerExtendable.snEqualTo(_:)' is not declared: an app's wrapper "
                + "of SnapKit's 'equalTo', read as it (a stand-in)",
        ])
        #expect(scene.coverage.laidOutCount == 3)
        let standIns = scene.coverage.statements.filter { if case .standIn = $0.outcome { true } else { false } }
        #expect(standIns.map(\.line) == [4, 6])
    }

    @Test func aMisspeltMethodIsStillAnError() {
        let source = """
            let avatar = UIView()
            view.addSubview(avatar)
            avatar.snp.makeConstraints { make in make.left.equalToSuperveiw() }
            """
        #expect(headline(source) == "scene.swiftlay:3:48: error: value of type 'ConstraintMakerExtendable' has no "
                + "member 'equalToSuperveiw'; did you mean 'equalToSuperview'?")
    }
}
