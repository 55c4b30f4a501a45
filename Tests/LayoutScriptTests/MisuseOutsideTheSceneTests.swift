import Foundation
@testable import LayoutScript
import Testing

/// SnapKit's misuse on a view that never joins the scene is still reported, at its position.
@Suite struct MisuseOutsideTheSceneTests {
    @Test func equalToSuperviewWithoutASuperviewIsReportedEvenIfTheViewIsNeverAdded() throws {
        let source = "let lonely = UIView()\nlonely.snp.makeConstraints { make in make.edges.equalToSuperview() }\nview.alpha = 1"
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:2:65: error: Expected superview but found nil when attempting make constraint `equalToSuperview`.",
        ])
        #expect(scene.warnings.first?.sourceLine == "lonely.snp.makeConstraints { make in make.edges.equalToSuperview() }")
    }

    @Test func aViewAddedLaterIsReportedOnlyByLayout() throws {
        let source = "let late = UIView()\nlate.snp.makeConstraints { make in make.edges.equalToSuperview() }\nview.addSubview(late)"
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.isEmpty)
    }
}
