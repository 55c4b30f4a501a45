import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `LoadOptions.branch` N draws the N-th branch of each condition on an unknown value (``UnknownConditions``).
@Suite struct UnknownConditionBranchesTests {
    private let card = """
        let badge = UIView()
        view.addSubview(badge)
        badge.snp.makeConstraints { make in make.top.left.equalToSuperview() }
        if viewModel.isEmpty {
            badge.snp.makeConstraints { make in make.size.equalTo(10) }
        } else if viewModel.isLocked {
            badge.snp.makeConstraints { make in make.size.equalTo(20) }
        } else {
            badge.snp.makeConstraints { make in make.size.equalTo(30) }
        }
        if item.isNew { badge.alpha = 0.5 }
        guard let price = item.price else { return }
        badge.layer.cornerRadius = item.isRound ? 5 : 1
        switch item.kind {
        case .none: break
        case .sale: badge.tag = 1
        case .gift: badge.tag = 2
        }
        """

    private func drawn(branch: Int) throws -> (LoadedScene, CGRect?) {
        var options = LoadOptions()
        options.branch = branch
        let scene = try SceneScript.load(source: card, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: options)
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        return (scene, result.views.first { $0.name == "badge" }?.frame)
    }

    @Test func theFirstBranchRunsByDefaultAndCountsTheWaysTheCodeCouldGo() throws {
        let (scene, frame) = try drawn(branch: 1)
        expectFrame(frame, 0, 0, 10, 10)
        let badge = try #require(scene.canvas.subviews.first)
        #expect(badge.alpha == 0.5)
        #expect(badge.layer.cornerRadius == 5)
        #expect(badge.tag == 1)
        #expect(scene.unknownBranchCount == 3)
    }

    @Test func theNthBranchRunsWithTheLastWhenAChainIsShorter() throws {
        let (second, secondFrame) = try drawn(branch: 2)
        expectFrame(secondFrame, 0, 0, 20, 20)
        let badge = try #require(second.canvas.subviews.first)
        #expect(badge.alpha == 1)
        #expect(badge.layer.cornerRadius == 1)
        #expect(badge.tag == 2)
        #expect(second.warnings.map(\.headline).contains(
            "scene.swiftlay:4:4: warning: condition 'viewModel.isEmpty' is unknown; the code under it is skipped "
                + "(branch 2 of every unknown condition is drawn, see 'Unknown is a value' in the README)"))
        #expect(second.warnings.map(\.headline).contains(
            "scene.swiftlay:6:11: warning: condition 'viewModel.isLocked' is unknown; the 'else if' branch runs "
                + "(branch 2 of every unknown condition is drawn, see 'Unknown is a value' in the README)"))
        let (third, thirdFrame) = try drawn(branch: 3)
        expectFrame(thirdFrame, 0, 0, 30, 30)
        #expect(third.canvas.subviews.first?.tag == 2)
        let (fifth, fifthFrame) = try drawn(branch: 5)
        expectFrame(fifthFrame, 0, 0, 30, 30)
        #expect(fifth.warnings.map(\.headline).contains(
            "scene.swiftlay:14:8: warning: the switch's subject 'item.kind' is unknown; the case '.gift' runs (branch "
                + "5 of every unknown condition is drawn, see 'Unknown is a value' in the README)"))
    }
}
