import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// A frame, size or insets made with a number the files do not define is the value its known numbers make, the
/// unknown ones 0 (``Interpreter/likelyGeometryArguments(_:receiver:_:)``).
@Suite struct LikelyGeometryTests {
    @Test func aFrameWithAnUnknownNumberKeepsTheNumbersTheFileStates() throws {
        let source = """
            let card = UIView(frame: CGRect(x: 10, y: 20, width: kCardWidth, height: 44))
            view.addSubview(card)
            let banner = UIView()
            banner.frame = CGRect(x: Metrics.left, y: 100, width: 300, height: ScaleWidth(60))
            view.addSubview(banner)
            let badge = UIView()
            badge.frame = CGRectMake(kBadgeX, 200, 30, 30)
            view.addSubview(badge)
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("card", in: result), 10, 20, 0, 44)
        expectFrame(frame("banner", in: result), 0, 100, 300, 60)
        expectFrame(frame("badge", in: result), 0, 200, 30, 30)
        #expect(scene.warnings.map(\.headline).contains("scene.swiftlay:1:12: warning: UIView(frame:) is given an "
            + "unknown value; the view is made with CGRect(x: 10, y: 20, width: 0, height: 44) for 'frame'"))
    }

    @Test func withNoNumberKnownThereIsNoGuessAndUIKitsDefaultStays() throws {
        let source = """
            let card = UIView()
            card.layoutMargins = UIEdgeInsets(top: K.border, left: K.border, bottom: K.border, right: K.border)
            card.frame = CGRectMake(kX, kY, kW, kH)
            view.addSubview(card)
            """
        let (scene, result) = try #require(layOut(source))
        let card = try #require(result.views.first { $0.name == "card" }?.view)
        #expect(card.layoutMargins == EdgeInsets(8))
        #expect(scene.warnings.map(\.headline).contains { $0.contains("'K'") })
        expectFrame(frame("card", in: result), 0, 0, 0, 0)
    }

    @Test func theScenesOwnVariablesKeepTheValueUnknown() throws {
        let source = """
            let size = CGSize(width: kSide, height: 44)
            let box = UIView()
            view.addSubview(box)
            if size.height > 40 {
                box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            } else {
                box.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("box", in: result), 0, 0, 10, 10)
        #expect(scene.warnings.map(\.headline).contains { $0.contains("condition 'size.height > 40' is unknown") })
    }

    @Test func aSizeWithAnUnknownNumberInAConstraintIsAStandIn() throws {
        let source = """
            let avatar = UIView()
            view.addSubview(avatar)
            avatar.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.size.equalTo(CGSize(width: Theme.avatarWidth, height: 44))
            }
            let panel = UIView()
            view.addSubview(panel)
            panel.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(UIEdgeInsets(top: 100, left: kInset, bottom: 200, right: 30))
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("avatar", in: result), 0, 0, 0, 44)
        expectFrame(frame("panel", in: result), 0, 100, 345, 367)
        let standIns = scene.canvas.allActiveLayoutConstraints().compactMap(\.standInFor)
        #expect(standIns == ["CGSize(width: Theme.avatarWidth, height: 44)", "CGSize(width: Theme.avatarWidth, "
            + "height: 44)", "UIEdgeInsets(top: 100, left: kInset, bottom: 200, right: 30)", "UIEdgeInsets(top: 100, "
            + "left: kInset, bottom: 200, right: 30)", "UIEdgeInsets(top: 100, left: kInset, bottom: 200, right: 30)",
            "UIEdgeInsets(top: 100, left: kInset, bottom: 200, right: 30)"])
    }
}
