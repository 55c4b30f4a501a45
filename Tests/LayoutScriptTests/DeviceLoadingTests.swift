import Foundation
import LayoutEngine
import LayoutScene
@testable import LayoutScript
import Testing

/// `LoadOptions(device:orientation:)` and the system direction: the root canvas becomes the device's screen (size,
/// safe area, minimum root margins, traits), whatever root the scene has.
@Suite struct DeviceLoadingTests {
    static let controller = """
        final class ScreenViewController: UIViewController {
            let header = UIView()
            let footer = UIView()
            let body = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(header)
                view.addSubview(footer)
                view.addSubview(body)
                header.snp.makeConstraints { make in
                    make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)
                    make.height.equalTo(44)
                }
                footer.snp.makeConstraints { make in
                    make.bottom.leading.trailing.equalTo(view.safeAreaLayoutGuide)
                    make.height.equalTo(30)
                }
                body.snp.makeConstraints { make in
                    make.top.equalTo(header.snp.bottom)
                    make.leading.equalTo(view.layoutMarginsGuide)
                    make.width.equalTo(100)
                    make.bottom.equalTo(footer.snp.top)
                }
            }
        }
        """

    private func layOut(_ source: String, device: DevicePreset?, _ orientation: DeviceOrientation = .portrait,
                        traits: TraitCollection = TraitCollection()) throws -> (LoadedScene, LayoutResult) {
        let scene = try TraitCollection.$current.withValue(traits) {
            try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize,
                                 options: LoadOptions(device: device, orientation: orientation))
        }
        return (scene, scene.canvas.layout(measuring: MonospacedTextMeasurer()))
    }

    @Test func safeAreaPinnedViewsInLandscapeOnAnIPhone15() throws {
        let (scene, result) = try layOut(Self.controller, device: .iPhone15, .landscape)
        #expect(scene.canvas.size == CGSize(width: 852, height: 393))
        #expect(scene.canvas.systemTraitCollection.verticalSizeClass == .compact)
        expectFrame(frame("header", in: result), 59, 0, 734, 44)
        expectFrame(frame("footer", in: result), 59, 342, 734, 30)
        expectFrame(frame("body", in: result), 59 + 16, 44, 100, 298)
    }

    @Test func safeAreaPinnedViewsInLandscapeOnAnIPhoneSE() throws {
        let (scene, result) = try layOut(Self.controller, device: .iPhoneSE3, .landscape)
        #expect(scene.canvas.size == CGSize(width: 667, height: 375))
        expectFrame(frame("header", in: result), 0, 0, 667, 44)
        expectFrame(frame("footer", in: result), 0, 345, 667, 30)
        expectFrame(frame("body", in: result), 16, 44, 100, 301)
    }

    @Test func theProMaxInLandscapeHasARegularWidthAndWiderMargins() throws {
        let (scene, result) = try layOut(Self.controller, device: .iPhone15ProMax, .landscape)
        #expect(scene.canvas.systemTraitCollection.horizontalSizeClass == .regular)
        expectFrame(frame("body", in: result), 59 + 20, 44, 100, 430 - 21 - 30 - 44)
    }

    @Test func portraitOnAnIPad() throws {
        let (scene, result) = try layOut(Self.controller, device: .iPad10)
        #expect(scene.canvas.systemTraitCollection.displayScale == 2)
        expectFrame(frame("header", in: result), 0, 24, 820, 44)
        expectFrame(frame("footer", in: result), 0, 1180 - 20 - 30, 820, 30)
        expectFrame(frame("body", in: result), 20, 68, 100, 1180 - 20 - 30 - 68)
    }

    @Test func rightToLeftFlipsLeadingOnADevice() throws {
        let (scene, result) = try layOut(Self.controller, device: .iPhone15, .landscape,
                                         traits: TraitCollection(layoutDirection: .rightToLeft))
        #expect(scene.canvas.layoutDirection == .rightToLeft)
        expectFrame(frame("header", in: result), 59, 0, 734, 44)
        expectFrame(frame("body", in: result), 852 - 75 - 100, 44, 100, 298)
    }

    @Test func rightToLeftWithoutADevice() throws {
        let source = """
            let title = UILabel()
            title.text = "Hi"
            view.addSubview(title)
            title.snp.makeConstraints { make in
                make.top.equalToSuperview()
                make.leading.equalToSuperview().offset(10)
                make.width.equalTo(50)
            }
            """
        let (scene, result) = try layOut(source, device: nil, traits: TraitCollection(layoutDirection: .rightToLeft))
        #expect(scene.canvas.size == testSize)
        let title = try #require(scene.canvas.subviews.first)
        #expect(title.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        expectFrame(frame("title", in: result), testSize.width - 60, 0, 50, 21)
    }

    @Test func aDeclaredCanvasBecomesTheScreen() throws {
        let source = """
            let canvas = Canvas(width: 320, height: 480)
            canvas.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            let width = canvas.bounds.width
            let bar = UIView()
            canvas.addSubview(bar)
            bar.snp.makeConstraints { make in
                make.top.leading.equalTo(canvas.safeAreaLayoutGuide)
                make.width.equalTo(width / 2)
                make.height.equalTo(10)
            }
            """
        let (scene, result) = try layOut(source, device: .iPhone15Pro)
        #expect(scene.canvas.size == CGSize(width: 393, height: 852))
        #expect(scene.canvas.deviceSafeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        expectFrame(frame("bar", in: result), 0, 59, 196.5, 10)
        let (bare, bareResult) = try layOut(source, device: nil)
        #expect(bare.canvas.size == CGSize(width: 320, height: 480))
        expectFrame(frame("bar", in: bareResult), 0, 47, 160, 10)
    }

    @Test func aViewRootTakesTheScreenWidthButNoSafeArea() throws {
        let source = """
            final class BannerView: UIView {
                let title = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.snp.makeConstraints { make in
                        make.edges.equalTo(safeAreaLayoutGuide).inset(8)
                        make.height.equalTo(20)
                    }
                }
            }
            """
        let (scene, result) = try layOut(source, device: .iPhone15, .landscape)
        #expect(scene.root == .view(className: "BannerView"))
        #expect(scene.canvas.deviceSafeAreaInsets == .zero)
        #expect(scene.canvas.systemTraitCollection.verticalSizeClass == .compact)
        expectFrame(frame("BannerView", in: result), 0, 0, 852, 36)
        expectFrame(frame("title", in: result), 8, 8, 836, 20)
    }
}
