import ArgumentParser
import LayoutScene

/// Reads a `--device` name: a ``LayoutScene/DevicePreset`` by a forgiving spelling of its name, or a usage error
/// (exit status 2) listing the presets.
///
/// ```swift
/// try DeviceName.preset("iphone-se-3").name // "iPhone SE (3rd generation)"
/// ```
public enum DeviceName {
    /// The preset `name` means.
    ///
    /// ```swift
    /// try DeviceName.preset("iPhone 15 Pro Max").identifier // "iphone-15-pro-max"
    /// ```
    public static func preset(_ name: String) throws -> DevicePreset {
        guard let preset = DevicePreset.named(name) else {
            throw ValidationError(DevicePreset.unknownNameMessage(name))
        }
        return preset
    }

    /// The presets' identifiers, for `--help`.
    ///
    /// ```swift
    /// DeviceName.identifiers // "iphone-se-3, iphone-15, iphone-15-pro, iphone-15-pro-max, ipad-10"
    /// ```
    public static var identifiers: String { DevicePreset.all.map(\.identifier).joined(separator: ", ") }
}
