import Foundation
import LayoutScene

/// `UIDevice.current` for one scene: the device the scene is drawn on (`--device`, held as `--landscape` says).
/// Its idiom, model and orientation come from the device preset; without a device the scene is on an iPhone held
/// upright unless the root is wider than tall. What a scene cannot know about the device (the iOS version, the
/// vendor identifier, the battery) comes from ``standIns``. Battery monitoring can be switched on and off; the level
/// is -1 while it is off, as on iOS.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { columns = 3 }   // with --device "iPad (10th generation)"
/// ```
final class SceneDevice: HostValue {
    /// STAND-INS AND ESTIMATES, not measured from a device: a scene comes without a running iOS, so the device reports
    /// iOS 17.0 (the version the iPhone 15 presets shipped with; the reference's intrinsic sizes are iOS 15–17's),
    /// Apple's documentation example UUID as `identifierForVendor`, and a full battery (level 1) while monitoring is on.
    static let standIns = (systemVersion: "17.0",
                           identifierForVendor: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                           batteryLevel: 1.0)

    let idiom: UserInterfaceIdiom
    let orientation: SceneDeviceOrientation
    /// `isBatteryMonitoringEnabled`: off until the scene turns it on.
    var isBatteryMonitoringEnabled = false

    /// The device of a scene: the preset held as `orientation`, or without one an iPhone upright unless `rootSize`
    /// is wider than tall.
    init(preset: DevicePreset?, orientation: DeviceOrientation, rootSize: CGSize) {
        idiom = preset?.idiom ?? .phone
        let isLandscape = preset == nil ? rootSize.width > rootSize.height : orientation == .landscape
        // a device turned so its interface is landscape-right: home indicator (or button) on the right
        self.orientation = isLandscape ? .landscapeLeft : .portrait
    }

    /// `model` and `localizedModel`: "iPad" or "iPhone".
    var model: String { idiom == .pad ? "iPad" : "iPhone" }

    /// `name`: since iOS 16 an app without the user-assigned-name entitlement gets the model's generic name.
    var name: String { model }

    /// `systemName`: "iPadOS" on an iPad, "iOS" elsewhere.
    var systemName: String { idiom == .pad ? "iPadOS" : "iOS" }

    /// `batteryLevel`: -1 while monitoring is off.
    var batteryLevel: Double { isBatteryMonitoringEnabled ? Self.standIns.batteryLevel : -1 }
}
