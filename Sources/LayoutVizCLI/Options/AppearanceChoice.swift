import ArgumentParser
import LayoutScene

/// `--appearance light|dark`: the system appearance a scene is loaded and drawn in.
///
/// ```swift
/// AppearanceChoice(argument: "dark")?.style // .dark
/// ```
public enum AppearanceChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// The light appearance (the default).
    case light
    /// The dark appearance: system and dynamic colours take their dark values, and the guides the dark theme
    /// unless `--theme` says otherwise.
    case dark

    /// The trait value.
    ///
    /// ```swift
    /// AppearanceChoice.light.style // .light
    /// ```
    public var style: UserInterfaceStyle { self == .dark ? .dark : .light }
}
