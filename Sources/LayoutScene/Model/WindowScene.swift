import Foundation

/// The app's one scene, as `UIWindowScene`: its window and its status bar, for code that reaches the device through
/// `UIApplication.shared.connectedScenes`.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
/// scene?.statusBarManager?.statusBarFrame.height // 54 on an iPhone 15
/// ```
public final class WindowScene {
    /// The scene's windows: the key window.
    public let windows: [Window]
    /// The status bar.
    public let statusBarManager: StatusBarManager?

    /// A scene with `windows` and a status bar `statusBarFrame`.
    ///
    /// ```swift
    /// let scene = WindowScene(windows: [window], statusBarFrame: .zero)
    /// ```
    public init(windows: [Window], statusBarFrame: CGRect) {
        self.windows = windows
        statusBarManager = StatusBarManager(statusBarFrame: statusBarFrame)
    }

    /// The key window among ``windows``.
    ///
    /// ```swift
    /// scene.keyWindow?.safeAreaInsets.top
    /// ```
    public var keyWindow: Window? { windows.first { $0.isKeyWindow } }
}

/// A scene's status bar, as `UIStatusBarManager`.
///
/// ```swift
/// let height = scene.statusBarManager?.statusBarFrame.height ?? 0
/// ```
public final class StatusBarManager {
    /// Where the status bar is: across the top of the screen, ``DeviceScreen/statusBarHeight`` tall.
    public let statusBarFrame: CGRect

    /// A status bar covering `statusBarFrame`.
    ///
    /// ```swift
    /// let manager = StatusBarManager(statusBarFrame: CGRect(x: 0, y: 0, width: 375, height: 20))
    /// ```
    public init(statusBarFrame: CGRect) {
        self.statusBarFrame = statusBarFrame
    }

    /// Whether the status bar is hidden: it has no height (an iPhone in landscape).
    ///
    /// ```swift
    /// manager.isStatusBarHidden // false on an iPhone in portrait
    /// ```
    public var isStatusBarHidden: Bool { statusBarFrame.height == 0 }
}

/// UIKit's name for ``WindowScene``.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
/// ```
public typealias UIWindowScene = WindowScene
