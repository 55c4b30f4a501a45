import Foundation
import LayoutScene

/// `UIApplication.shared` (see ``LayoutScene/Application``): its key window with the device's safe area, its status
/// bar, layout direction and text size; `canOpenURL(_:)` is false (no other app is installed) and `open(_:)` does
/// nothing (``UIKitOutsideLayout``). `UIWindow`, `UIWindowScene` and `UIStatusBarManager` as it hands them out.
enum ApplicationBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let application = registry.type(Application.self)
        application.staticProperty("shared") { .object($0.application) }
        application.readOnly("windows", \Application.windows)
        application.readOnly("keyWindow", \Application.keyWindow)
        application.readOnly("statusBarFrame", \Application.statusBarFrame)
        application.readOnly("isStatusBarHidden", \Application.isStatusBarHidden)
        application.readOnly("userInterfaceLayoutDirection", \Application.userInterfaceLayoutDirection)
        application.readOnly("preferredContentSizeCategory", \Application.preferredContentSizeCategory)
        application.readOnly("connectedScenes", \Application.connectedScenes)
        application.method("canOpenURL(_:)", [t.any]) { _ in .bool(false) }

        let window = registry.type(Window.self)
        window.initializer("init()", []) { try $0.interpreter.makeView(Window(frame: .zero), at: $0.span) }
        window.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(Window(frame: $0.get(0)), at: $0.span)
        }
        window.property("rootViewController", \Window.rootViewController)
        window.readOnly("isKeyWindow", \Window.isKeyWindow)
        window.method("makeKeyAndVisible()", []) { try $0.receiver(Window.self).makeKeyAndVisible(); return .void }

        let scene = registry.type(WindowScene.self)
        scene.readOnly("windows", \WindowScene.windows)
        scene.readOnly("keyWindow", \WindowScene.keyWindow)
        scene.readOnly("statusBarManager", \WindowScene.statusBarManager)
        let statusBar = registry.type(StatusBarManager.self)
        statusBar.readOnly("statusBarFrame", \StatusBarManager.statusBarFrame)
        statusBar.readOnly("isStatusBarHidden", \StatusBarManager.isStatusBarHidden)
    }
}
