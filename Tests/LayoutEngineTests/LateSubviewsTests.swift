import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Views and constraints a controller adds in `viewDidLayoutSubviews` or its first `viewDidAppear` are laid out,
/// as UIKit's next layout pass places them.
@Suite struct LateSubviewsTests {
    private final class LateController: ViewController {
        let banner = View()
        let badge = View()
        var layouts = 0

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layouts += 1
            guard banner.superview == nil else { return }
            banner.name = "banner"
            view.addSubview(banner)
            banner.snp.makeConstraints { make in
                make.top.left.right.equalToSuperview()
                make.height.equalTo(view.frame.height / 4)
            }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            badge.name = "badge"
            view.addSubview(badge)
            badge.snp.makeConstraints { make in
                make.bottom.right.equalToSuperview().inset(10)
                make.size.equalTo(20)
            }
        }
    }

    @Test func viewsAddedAfterTheSolveAreLaidOutInTheSameLayout() throws {
        let controller = LateController()
        let canvas = Canvas(hosting: controller, width: 320, height: 480)
        let result = canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(try #require(result.views.first { $0.name == "banner" }).frame, 0, 0, 320, 120)
        expectFrame(try #require(result.views.first { $0.name == "badge" }).frame, 290, 450, 20, 20)
        #expect(controller.layouts == 1, "the extra pass solves again without calling the callbacks again")
        let again = canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(again.views.map(\.frame) == result.views.map(\.frame))
    }
}
