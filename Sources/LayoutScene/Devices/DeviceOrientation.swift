/// Which way a device is held: portrait (the screen taller than wide) or landscape (turned a quarter, home indicator
/// or button to the side).
///
/// ```swift
/// let screen = DevicePreset.iPhone15.screen(.landscape) // 852 × 393 points
/// ```
public enum DeviceOrientation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Upright: the preset's portrait size, safe area and size classes.
    case portrait
    /// Turned: the size swapped, the landscape safe area and size classes.
    case landscape

    /// The name, `portrait` or `landscape`.
    ///
    /// ```swift
    /// DeviceOrientation.landscape.description // "landscape"
    /// ```
    public var description: String { rawValue }
}
