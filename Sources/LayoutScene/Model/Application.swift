import Foundation

/// The running app, as `UIApplication.shared`, on the screen a scene is drawn on: its key window has the screen's
/// bounds and the device's safe-area insets, its status bar is the device's, and its layout direction and text size
/// are the system's traits.
///
/// ```swift
/// let app = Application(screenSize: CGSize(width: 393, height: 852), screen: DevicePreset.iPhone15.portrait,
///                       traits: .current)
/// app.keyWindow?.safeAreaInsets.bottom // 34
/// app.statusBarFrame.height            // 54
/// ```
public final class Application {
    /// The app's windows: one key window covering the screen.
    public let windows: [Window]
    /// Where the status bar is: across the top of the screen, as tall as the device's (none without a device).
    public let statusBarFrame: CGRect
    /// The direction text and layouts run in, from the system's traits (`--direction`).
    public let userInterfaceLayoutDirection: LayoutDirection
    /// The text size the user chose, from the system's traits (`--content-size`).
    public let preferredContentSizeCategory: ContentSizeCategory
    /// The app's scenes: one window scene holding ``windows``.
    public let connectedScenes: [WindowScene]

    /// The app on a screen of `screenSize` points: `screen` gives the safe area and status bar (`nil`: none), and
    /// `traits` the layout direction and text size.
    ///
    /// ```swift
    /// let app = Application(screenSize: CGSize(width: 375, height: 667), screen: nil, traits: .current)
    /// ```
    public init(screenSize: CGSize, screen: DeviceScreen?, traits: TraitCollection) {
        let window = Window(screenSize: screenSize, safeAreaInsets: screen?.safeAreaInsets ?? .zero)
        windows = [window]
        statusBarFrame = CGRect(x: 0, y: 0, width: screenSize.width, height: screen?.statusBarHeight ?? 0)
        userInterfaceLayoutDirection = traits.layoutDirection
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        connectedScenes = [WindowScene(windows: windows, statusBarFrame: statusBarFrame)]
    }

    /// The key window.
    ///
    /// ```swift
    /// app.keyWindow?.safeAreaInsets.top
    /// ```
    public var keyWindow: Window? { windows.first { $0.isKeyWindow } }

    /// Whether the status bar is hidden: it has no height.
    ///
    /// ```swift
    /// app.isStatusBarHidden // true without a device
    /// ```
    public var isStatusBarHidden: Bool { statusBarFrame.height == 0 }
}

/// UIKit's name for ``Application``.
///
/// ```swift
/// let app: UIApplication = Application(screenSize: CGSize(width: 375, height: 667), screen: nil, traits: .current)
/// ```
public typealias UIApplication = Application
