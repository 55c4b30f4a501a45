import Foundation

/// What a device presents to a scene in one orientation: the screen's size in points, its scale, the safe-area insets
/// the status bar, notch or Dynamic Island and home indicator impose, the size classes and the minimum side margins
/// of a view controller's root view. ``DevicePreset/screen(_:)`` makes one; ``Canvas/apply(_:)`` puts a canvas on it.
///
/// ```swift
/// let screen = DevicePreset.iPhone15ProMax.screen(.landscape)
/// screen.size                // 932 × 430
/// screen.horizontalSizeClass // .regular
/// ```
public struct DeviceScreen: Sendable, Hashable {
    /// The screen's size in points.
    public var size: CGSize
    /// Pixels per point (2 or 3).
    public var scale: CGFloat
    /// The insets the device imposes on the root view (``Canvas/deviceSafeAreaInsets``).
    public var safeAreaInsets: EdgeInsets
    /// The width's size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The height's size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The smallest leading and trailing layout margin of a view controller's root view
    /// (`UIViewController.systemMinimumLayoutMargins`): 16 in a compact width, 20 in a regular one.
    public var minimumSideMargin: CGFloat
    /// The status bar's height (`UIApplication.shared.statusBarFrame`): the safe area's top unless the status bar
    /// is shorter than what the device's sensor housing takes (a Dynamic Island phone's 54 under a 59-point top).
    public var statusBarHeight: CGFloat

    /// Describes a screen.
    ///
    /// ```swift
    /// let screen = DeviceScreen(size: CGSize(width: 375, height: 667), scale: 2,
    ///                           safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    ///                           horizontalSizeClass: .compact, verticalSizeClass: .regular, minimumSideMargin: 16)
    /// ```
    public init(size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets, horizontalSizeClass: UserInterfaceSizeClass,
                verticalSizeClass: UserInterfaceSizeClass, minimumSideMargin: CGFloat,
                statusBarHeight: CGFloat? = nil) {
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.minimumSideMargin = minimumSideMargin
        self.statusBarHeight = statusBarHeight ?? safeAreaInsets.top
    }

    /// `UIViewController.systemMinimumLayoutMargins` on this screen: no minimum at the top and bottom, the
    /// ``minimumSideMargin`` at the leading and trailing edges.
    ///
    /// ```swift
    /// DevicePreset.iPad10.screen(.portrait).systemMinimumLayoutMargins.leading // 20
    /// ```
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: 0, leading: minimumSideMargin, bottom: 0, trailing: minimumSideMargin)
    }
}
