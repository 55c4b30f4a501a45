@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `UIApplication.shared` in a scene: the key window's safe area and the status bar come from `--device`, the layout
/// direction from the system's traits; opening URLs does nothing and a `UIWindow` made in code has no safe area.
@Suite struct ApplicationScenesTests {
    static let source = """
        let topBar = UINavigationController().navigationBar.frame.size.height + UIApplication.shared.statusBarFrame.size.height
        let bottomInset = UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? UIWindow().safeAreaInsets.bottom
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let statusBar = scene?.statusBarManager?.statusBarFrame.height ?? -1
        let header = UIView()
        view.addSubview(header)
        header.snp.makeConstraints { make in
            make.top.equalTo(topBar)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(bottomInset + statusBar)
        }
        let footer = UILabel()
        footer.text = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? "rtl" : "ltr"
        if UIApplication.shared.canOpenURL(URL(string: "maps://")!) { footer.text = "opened" }
        UIApplication.shared.open(URL(string: "maps://")!, options: [:], completionHandler: nil)
        UIApplication.shared.keyWindow?.addSubview(UIView())
        footer.isHidden = UIApplication.shared.delegate != nil || UIApplication.shared !== UIApplication.shared
        view.addSubview(footer)
        """

    private func layOutOnDevice(_ device: DevicePreset?, traits: TraitCollection = TraitCollection()) throws
        -> (LoadedScene, LayoutResult) {
        let scene = try TraitCollection.$current.withValue(traits) {
            try SceneScript.load(source: Self.source, fileName: "scene.swiftlay", defaultSize: testSize,
                                 options: LoadOptions(device: device))
        }
        return (scene, scene.canvas.layout(measuring: MonospacedTextMeasurer()))
    }

    private func footer(of scene: LoadedScene) -> Label? {
        labels(in: scene.canvas).first
    }

    @Test func onAnIPhone15TheStatusBarAndHomeIndicatorShapeTheHeader() throws {
        let (scene, result) = try layOutOnDevice(.iPhone15)
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("header", in: result), 0, 98, 393, 88)
        #expect(footer(of: scene)?.text == "ltr")
        #expect(footer(of: scene)?.isHidden == false)
    }

    @Test func onAnIPhoneSEInRightToLeft() throws {
        let (scene, result) = try layOutOnDevice(.iPhoneSE3, traits: TraitCollection(layoutDirection: .rightToLeft))
        expectFrame(frame("header", in: result), 0, 64, 375, 20)
        #expect(footer(of: scene)?.text == "rtl")
    }

    @Test func withoutADeviceThereIsNoStatusBarOrSafeArea() throws {
        let (_, result) = try layOutOnDevice(nil)
        expectFrame(frame("header", in: result), 0, 44, 375, 0)
    }

    /// `UIResponder` is a plain base (nothing of an app delegate is drawn); a nested UIKit type layoutviz does not
    /// model is an unknown symbol, not an error.
    @Test func anAppDelegateIsAPlainObjectWithAWindow() throws {
        let source = """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = UIViewController()
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            let delegate = AppDelegate()
            let launched = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                make.size.equalTo(delegate.window?.isKeyWindow == true && launched ? 40 : 10)
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:3:98: warning: unknown symbol 'UIApplication.LaunchOptionsKey': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        expectFrame(frame("box", in: result), 0, 0, 40, 40)
    }
}
