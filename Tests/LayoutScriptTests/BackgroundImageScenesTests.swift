import Foundation
import LayoutEngine
@testable import LayoutScene
@testable import LayoutScript
import Testing

/// `setBackgroundImage(_:for:)` on buttons (sizing them) and navigation bars, `backgroundImage(for:)` and a bar's
/// `shadowImage`, with `UIBarMetrics`.
@Suite struct BackgroundImageScenesTests {
    @Test func buttonsAndBarsTakeBackgroundImages() throws {
        guard let (scene, result) = layOut("""
            final class ShopScreen: UIViewController {
                let buy = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let pill = UIImage(systemName: "capsule.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))
                    buy.setBackgroundImage(pill, for: .normal)
                    buy.setTitle(buy.backgroundImage(for: .highlighted) == pill ? "Buy" : "Wrong", for: .normal)
                    view.addSubview(buy)
                    buy.snp.makeConstraints { make in make.top.left.equalToSuperview().offset(20) }
                    navigationController?.navigationBar.setBackgroundImage(UIImage(), for: UIBarMetrics.default)
                    navigationController?.navigationBar.shadowImage = UIImage()
                }
            }
            let root = UINavigationController(rootViewController: ShopScreen())
            let canvas = Canvas(hosting: root, width: 390, height: 844)
            """) else { return }
        #expect(scene.warnings.isEmpty)
        let symbol = try #require(Image(systemName: "capsule.fill", withConfiguration: SymbolConfiguration(pointSize: 40)))
        let buy = try #require(frame("buy", in: result))
        #expect(abs(buy.width - max(30, symbol.size.width)) <= 1e-6 && abs(buy.height - max(30, symbol.size.height)) <= 1e-6)
        let navigation = try #require(scene.canvas.subviews.first?.owningViewController as? NavigationController)
        let button = try #require(navigation.topViewController?.view.subviews.first as? Button)
        #expect(button.currentTitle == "Buy", "the highlighted state shows the normal background image")
        #expect(navigation.navigationBar.backgroundImage(for: .default)?.size == .zero)
        #expect(navigation.navigationBar.backgroundImage(for: .compact) == nil)
        #expect(navigation.navigationBar.shadowImage != nil)
    }
}
