/// The kind of device an interface is built for, as `UIDevice.current.userInterfaceIdiom` gives it: a
/// ``DevicePreset``'s ``DevicePreset/idiom``.
///
/// ```swift
/// DevicePreset.iPad10.idiom    // .pad
/// DevicePreset.iPhone15.idiom  // .phone
/// ```
public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable {
    /// Not known.
    case unspecified
    /// An iPhone or iPod touch.
    case phone
    /// An iPad.
    case pad
    /// Apple TV.
    case tv
    /// CarPlay.
    case carPlay
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac
    /// Apple Vision Pro.
    case vision
}

/// UIKit's name for ``UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
