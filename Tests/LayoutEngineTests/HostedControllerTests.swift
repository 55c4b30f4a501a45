import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A controller that records its lifecycle and places views with the deprecated layout guides and the safe area.
private final class ProfileController: ViewController {
    var calls: [String] = []
    var avatarFrameInDidLayout: CGRect?
    var avatarTopOffset: CGFloat = 24
    let avatar = View()
    let header = View()
    let footer = View()

    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
        for (name, view) in [("avatar", avatar), ("header", header), ("footer", footer)] {
            view.name = name
            self.view.addSubview(view)
        }
        avatar.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(avatarTopOffset)
            make.centerX.equalToSuperview()
            make.size.equalTo(96)
        }
        header.snp.makeConstraints { make in
            make.top.equalTo(topLayoutGuide.snp.bottom)
            make.left.right.equalToSuperview()
            make.height.equalTo(44)
        }
        footer.snp.makeConstraints { make in
            make.bottom.equalTo(bottomLayoutGuide.snp.top)
            make.left.right.equalToSuperview()
            make.height.equalTo(50)
        }
    }

    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }

    override func updateViewConstraints() {
        calls.append("updateViewConstraints")
        avatar.snp.updateConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(avatarTopOffset)
        }
    }

    override func viewDidLayoutSubviews() {
        calls.append("viewDidLayoutSubviews")
        avatarFrameInDidLayout = avatar.frame
    }
}

@Suite struct HostedControllerTests {
    private let controller = ProfileController()
    let canvas: Canvas

    init() {
        canvas = Canvas(hosting: controller, width: 390, height: 844)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    }

    @Test func lifecycleRunsInUIKitsOrder() {
        #expect(controller.calls == ["viewDidLoad"])
        canvas.layout()
        #expect(controller.calls == ["viewDidLoad", "viewWillAppear", "updateViewConstraints", "viewWillLayoutSubviews",
                                     "viewDidLayoutSubviews", "viewDidAppear"])
        canvas.layout()
        #expect(controller.calls.suffix(3) == ["updateViewConstraints", "viewWillLayoutSubviews",
                                               "viewDidLayoutSubviews"])
    }

    @Test func framesAreFinalInViewDidLayoutSubviews() {
        canvas.layout()
        expectFrame(controller.avatarFrameInDidLayout, 147, 71, 96, 96)
    }

    @Test func constraintsUpdatedInUpdateViewConstraintsApplyInTheSamePass() {
        canvas.layout()
        controller.avatarTopOffset = 40
        canvas.layout()
        expectFrame(controller.avatarFrameInDidLayout, 147, 87, 96, 96)
    }

    @Test func theControllersViewFillsTheCanvas() {
        let result = canvas.layout()
        expectFrame(controller.view.frame, 0, 0, 390, 844)
        #expect(result.views.map(\.name) == ["root", "view", "avatar", "header", "footer"])
        canvas.size = CGSize(width: 320, height: 568)
        canvas.layout()
        expectFrame(controller.view.frame, 0, 0, 320, 568)
        expectFrame(controller.avatar.frame, 112, 71, 96, 96)
    }

    @Test func topAndBottomLayoutGuides() {
        canvas.layout()
        expectFrame(controller.header.frame, 0, 47, 390, 44)
        expectFrame(controller.footer.frame, 0, 844 - 34 - 50, 390, 50)
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
    }

    @Test func additionalSafeAreaInsetsOfTheController() {
        controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        canvas.layout()
        expectFrame(controller.avatar.frame, 147, 47 + 44 + 24, 96, 96)
        expectFrame(controller.header.frame, 0, 91, 390, 44)
    }

    @Test func viewsAddedInViewWillLayoutSubviewsGetTheirBuiltInConstraints() {
        let controller = LateController()
        let canvas = Canvas(hosting: controller, width: 390, height: 844)
        let result = canvas.layout()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        expectFrame(controller.web.frame, 0, 0, 390, 844)
        expectFrame(controller.web.scrollView.frame, 0, 0, 390, 844)
    }
}

/// A controller that adds its subview in `viewWillLayoutSubviews`, as app base classes' `addView()` hooks do.
private final class LateController: ViewController {
    let web = WebView()

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard web.superview == nil else { return }
        view.addSubview(web)
        web.snp.makeConstraints { make in make.edges.equalToSuperview() }
    }
}
