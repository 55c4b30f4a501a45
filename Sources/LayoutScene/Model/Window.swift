import Foundation

/// A window, as `UIWindow`: the view at the top of an app's hierarchy. layoutviz draws its scenes in a ``Canvas``,
/// so a window is what app code reads the device from — ``Application/keyWindow`` has the screen's bounds and the
/// device's safe-area insets — and a window the scene makes (`UIWindow()`) is a view like any other, with no safe
/// area. Views added to a window are not drawn.
///
/// ```swift
/// let bottom = UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0 // 34 on an iPhone 15
/// ```
public final class Window: View {
    /// The controller whose view fills the window (kept; the scene's root is what is drawn).
    public var rootViewController: ViewController?
    /// Whether this is the app's key window.
    public private(set) var isKeyWindow = false

    /// A window covering `frame`, with no safe area.
    ///
    /// ```swift
    /// let window = UIWindow(frame: UIScreen.main.bounds)
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The app's window on `screen`: its bounds, and its safe area from the device.
    ///
    /// ```swift
    /// let window = Window(screenSize: CGSize(width: 393, height: 852), safeAreaInsets: insets)
    /// ```
    package init(screenSize: CGSize, safeAreaInsets: EdgeInsets) {
        super.init(frame: CGRect(origin: .zero, size: screenSize))
        self.safeAreaInsets = safeAreaInsets
        isKeyWindow = true
    }

    /// Built in code, never unarchived: this always fails (it exists so subclasses written for UIKit compile).
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError() }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the window the key window (it shows nothing more: the scene's root is what is drawn).
    ///
    /// ```swift
    /// window.makeKeyAndVisible()
    /// ```
    public func makeKeyAndVisible() {
        isKeyWindow = true
    }
}

/// UIKit's name for ``Window``.
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// ```
public typealias UIWindow = Window
