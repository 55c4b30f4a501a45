import Foundation

/// A device a scene can be drawn on: its marketing name, a short identifier and the screen it presents in portrait
/// and in landscape. The presets are ``all`` (the table in `DevicePreset+Table.swift`); ``named(_:)`` finds one by a
/// forgiving spelling of its name.
///
/// ```swift
/// let device = DevicePreset.named("iphone-se-3")! // iPhone SE (3rd generation)
/// let canvas = Canvas(screen: device.screen(.landscape))
/// ```
public struct DevicePreset: Sendable, Hashable, CustomStringConvertible {
    /// The marketing name, e.g. `iPhone SE (3rd generation)`.
    public let name: String
    /// A short lowercase identifier, e.g. `iphone-se-3`, used in file names (`layoutviz test` references).
    public let identifier: String
    /// Other spellings the name is found by, besides ``name`` and ``identifier`` (e.g. `iPhone SE`).
    public let aliases: [String]
    /// The screen upright.
    public let portrait: DeviceScreen
    /// The screen turned.
    public let landscape: DeviceScreen
    /// The kind of device: `.phone` or `.pad` (`UIDevice.current.userInterfaceIdiom`).
    public let idiom: UserInterfaceIdiom

    /// Describes a device.
    ///
    /// ```swift
    /// let phone = DevicePreset(name: "Phone", identifier: "phone", aliases: [], portrait: upright, landscape: turned)
    /// ```
    public init(name: String, identifier: String, aliases: [String], portrait: DeviceScreen, landscape: DeviceScreen,
                idiom: UserInterfaceIdiom = .phone) {
        self.idiom = idiom
        self.name = name
        self.identifier = identifier
        self.aliases = aliases
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The screen in an orientation.
    ///
    /// ```swift
    /// DevicePreset.iPhone15.screen(.landscape).safeAreaInsets // top 0, left 59, bottom 21, right 59
    /// ```
    public func screen(_ orientation: DeviceOrientation) -> DeviceScreen {
        orientation == .portrait ? portrait : landscape
    }

    /// Pixels per point of the screen: a PNG of the device is drawn at this scale unless one is asked for.
    ///
    /// ```swift
    /// DevicePreset.iPhoneSE3.scale // 2
    /// ```
    public var scale: CGFloat { portrait.scale }

    /// The marketing name.
    ///
    /// ```swift
    /// DevicePreset.iPad10.description // "iPad (10th generation)"
    /// ```
    public var description: String { name }
}
