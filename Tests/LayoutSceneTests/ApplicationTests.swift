import Foundation
import LayoutScene
import Testing

/// `UIApplication` on a device: a key window with the screen's bounds and safe area, the device's status bar, the
/// system's layout direction and text size.
@Suite struct ApplicationTests {
    @Test func onAnIPhone15TheKeyWindowHasTheDevicesSafeArea() throws {
        let screen = DevicePreset.iPhone15.screen(.portrait)
        let app = Application(screenSize: screen.size, screen: screen,
                              traits: TraitCollection(preferredContentSizeCategory: .extraLarge,
                                                      layoutDirection: .rightToLeft))
        let window = try #require(app.keyWindow)
        #expect(window.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(window.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(window.isKeyWindow)
        #expect(app.windows.count == 1)
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
        #expect(!app.isStatusBarHidden)
        #expect(app.userInterfaceLayoutDirection == .rightToLeft)
        #expect(app.preferredContentSizeCategory == .extraLarge)
        let scene = try #require(app.connectedScenes.first)
        #expect(scene.keyWindow === window)
        #expect(scene.statusBarManager?.statusBarFrame.height == 54)
    }

    @Test func theStatusBarFollowsTheDeviceAndOrientation() {
        let se = DevicePreset.iPhoneSE3.screen(.portrait)
        #expect(Application(screenSize: se.size, screen: se, traits: TraitCollection()).statusBarFrame.height == 20)
        let turned = DevicePreset.iPhone15.screen(.landscape)
        let landscape = Application(screenSize: turned.size, screen: turned, traits: TraitCollection())
        #expect(landscape.isStatusBarHidden)
        #expect(landscape.keyWindow?.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let bare = Application(screenSize: CGSize(width: 375, height: 667), screen: nil, traits: TraitCollection())
        #expect(bare.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 0))
        #expect(bare.keyWindow?.safeAreaInsets == .zero)
    }

    @Test func aWindowMadeInCodeHasNoSafeAreaUntilShown() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.safeAreaInsets == .zero)
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
    }
}
