import LayoutScene

/// One value a contact sheet varies: a device, an orientation, an appearance, a direction or a text size.
///
/// ```swift
/// var configuration = SceneConfiguration()
/// MatrixValue.appearance(.dark).apply(to: &configuration)
/// MatrixValue.device(.iPhoneSE3).caption // "iPhone SE (3rd generation)"
/// ```
public enum MatrixValue: Sendable, Hashable {
    /// A device preset.
    case device(DevicePreset)
    /// Portrait or landscape.
    case orientation(DeviceOrientation)
    /// Light or dark.
    case appearance(AppearanceChoice)
    /// Left to right or right to left.
    case direction(DirectionChoice)
    /// A Dynamic Type text size.
    case contentSize(ContentSizeChoice)

    /// Sets this value in a configuration.
    ///
    /// ```swift
    /// MatrixValue.orientation(.landscape).apply(to: &configuration)
    /// ```
    public func apply(to configuration: inout SceneConfiguration) {
        switch self {
        case .device(let device): configuration.display.device = device
        case .orientation(let orientation): configuration.display.orientation = orientation
        case .appearance(let appearance): configuration.appearance = appearance
        case .direction(let direction): configuration.display.direction = direction.direction
        case .contentSize(let size): configuration.contentSize = size
        }
    }

    /// How a caption names the value: the device's name, `portrait`, `dark`, `RTL`, `AX3`'s short name.
    ///
    /// ```swift
    /// MatrixValue.direction(.rtl).caption // "RTL"
    /// ```
    public var caption: String {
        switch self {
        case .device(let device): device.name
        case .orientation(let orientation): orientation.rawValue
        case .appearance(let appearance): appearance.rawValue
        case .direction(let direction): direction.rawValue.uppercased()
        case .contentSize(let size): size.category.shortName
        }
    }
}
