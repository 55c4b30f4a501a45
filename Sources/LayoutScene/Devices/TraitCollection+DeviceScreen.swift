extension TraitCollection {
    /// These traits on a device's screen: its size classes and display scale, the rest unchanged.
    ///
    /// ```swift
    /// TraitCollection(userInterfaceStyle: .dark).on(DevicePreset.iPad10.screen(.portrait)).horizontalSizeClass
    /// // .regular
    /// ```
    public func on(_ screen: DeviceScreen) -> TraitCollection {
        var traits = self
        traits.horizontalSizeClass = screen.horizontalSizeClass
        traits.verticalSizeClass = screen.verticalSizeClass
        traits.displayScale = screen.scale
        return traits
    }
}
