import Foundation

extension Canvas {
    /// Creates a canvas that is a device's screen (see ``apply(_:)``); its traits are ``TraitCollection/current``'s
    /// with the screen's size classes and scale.
    ///
    /// ```swift
    /// let canvas = Canvas(screen: DevicePreset.iPhone15.screen(.landscape)) // 852 × 393, safe area left/right 59
    /// ```
    public convenience init(screen: DeviceScreen) {
        self.init(size: screen.size)
        apply(screen)
    }

    /// Puts the canvas on a device's screen: its size, its ``deviceSafeAreaInsets``, its
    /// ``systemMinimumLayoutMargins`` and the size classes and display scale of its ``systemTraitCollection``.
    ///
    /// ```swift
    /// canvas.apply(DevicePreset.iPad10.screen(.portrait)) // 820 × 1180, regular width and height
    /// ```
    public func apply(_ screen: DeviceScreen) {
        size = screen.size
        deviceSafeAreaInsets = screen.safeAreaInsets
        systemMinimumLayoutMargins = screen.systemMinimumLayoutMargins
        systemTraitCollection = systemTraitCollection.on(screen)
    }
}
