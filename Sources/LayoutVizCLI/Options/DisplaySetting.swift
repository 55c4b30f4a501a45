import LayoutScene
import LayoutScript

/// The device, orientation and layout direction a scene is loaded in, as plain values (``DeviceOptions`` parses
/// them; `layoutviz test` and contact sheets carry them).
///
/// ```swift
/// let setting = DisplaySetting(device: .iPhone15, orientation: .landscape, direction: .rightToLeft)
/// setting.referenceSuffix // ".iphone-15.landscape.rtl"
/// ```
public struct DisplaySetting: Sendable, Hashable {
    /// The device, or `nil` for a bare root of the default size.
    public var device: DevicePreset?
    /// How the device is held.
    public var orientation: DeviceOrientation
    /// The system layout direction.
    public var direction: LayoutDirection

    /// A setting; the defaults are no device, portrait, left to right.
    ///
    /// ```swift
    /// let setting = DisplaySetting(device: .iPad10)
    /// ```
    public init(device: DevicePreset? = nil, orientation: DeviceOrientation = .portrait,
                direction: LayoutDirection = .leftToRight) {
        self.device = device
        self.orientation = orientation
        self.direction = direction
    }

    /// What `layoutviz test` adds to a scene's reference names in this setting: the device's identifier, then
    /// `.landscape` and `.rtl` when they apply (`NAME.iphone-15.landscape.rtl.dark.png`); empty by default.
    ///
    /// ```swift
    /// DisplaySetting(device: .iPhoneSE3, orientation: .landscape).referenceSuffix // ".iphone-se-3.landscape"
    /// ```
    public var referenceSuffix: String {
        var suffix = device.map { "." + $0.identifier } ?? ""
        if device != nil, orientation == .landscape { suffix += ".landscape" }
        if direction == .rightToLeft { suffix += ".rtl" }
        return suffix
    }

    /// The loading options for this setting, on top of `base` (root class, base-class hooks).
    ///
    /// ```swift
    /// setting.loadOptions(LoadOptions(rootClass: "CardView")).device
    /// ```
    public func loadOptions(_ base: LoadOptions = LoadOptions()) -> LoadOptions {
        var options = base
        options.device = device
        options.orientation = orientation
        return options
    }

    /// The PNG scale: `explicit` (`--scale`), else the device's, else 1.
    ///
    /// ```swift
    /// DisplaySetting(device: .iPhone15).pngScale(explicit: nil) // 3
    /// ```
    public func pngScale(explicit: Int?) -> Int { explicit ?? device.map { Int($0.scale) } ?? 1 }
}
