import Foundation
import LayoutScene

/// `UIDevice.current` (see ``SceneDevice``): idiom, model, name, system name and version, orientation, vendor
/// identifier and battery monitoring; `UIUserInterfaceIdiom`, `UIDeviceOrientation` and `UUID`.
enum DeviceBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        registry.type(UserInterfaceIdiom.self).cases(UserInterfaceIdiom.self)
        let orientation = registry.type(SceneDeviceOrientation.self)
        orientation.cases(SceneDeviceOrientation.self)
        orientation.readOnly("isPortrait", t.bool) { (value: SceneDeviceOrientation) in .bool(value.isPortrait) }
        orientation.readOnly("isLandscape", t.bool) { (value: SceneDeviceOrientation) in .bool(value.isLandscape) }
        orientation.readOnly("isFlat", t.bool) { (value: SceneDeviceOrientation) in .bool(value.isFlat) }
        orientation.readOnly("isValidInterfaceOrientation", t.bool) { (value: SceneDeviceOrientation) in
            .bool(value.isValidInterfaceOrientation)
        }

        let uuid = registry.type(SceneUUID.self)
        uuid.initializer("init(uuidString:)", [t.string]) { call in
            try SceneUUID(uuidString: call.get(0)).map { .object($0) } ?? .null
        }
        uuid.readOnly("uuidString", t.string) { (value: SceneUUID) in .string(value.uuidString) }

        let device = registry.type(SceneDevice.self)
        device.staticProperty("current") { .object($0.currentDevice) }
        device.readOnly("userInterfaceIdiom", t.host(UserInterfaceIdiom.self)) { (device: SceneDevice) in
            .object(device.idiom)
        }
        device.readOnly("orientation", t.host(SceneDeviceOrientation.self)) { (device: SceneDevice) in
            .object(device.orientation)
        }
        for name in ["model", "localizedModel"] {
            device.readOnly(name, t.string) { (device: SceneDevice) in .string(device.model) }
        }
        device.readOnly("name", t.string) { (device: SceneDevice) in .string(device.name) }
        device.readOnly("systemName", t.string) { (device: SceneDevice) in .string(device.systemName) }
        device.readOnly("systemVersion", t.string) { (_: SceneDevice) in .string(SceneDevice.standIns.systemVersion) }
        device.readOnly("identifierForVendor", .optional(t.host(SceneUUID.self))) { (_: SceneDevice) in
            SceneUUID(uuidString: SceneDevice.standIns.identifierForVendor).map { .object($0) } ?? .null
        }
        device.readOnly("isMultitaskingSupported", t.bool) { (_: SceneDevice) in .bool(true) }
        device.property("isBatteryMonitoringEnabled", \SceneDevice.isBatteryMonitoringEnabled)
        device.readOnly("batteryLevel", t.float) { (device: SceneDevice) in .double(device.batteryLevel) }
        device.readOnly("isGeneratingDeviceOrientationNotifications", t.bool) { (_: SceneDevice) in .bool(true) }
        for name in ["beginGeneratingDeviceOrientationNotifications()", "endGeneratingDeviceOrientationNotifications()"] {
            device.method(name, []) { _ in .void }
        }
    }
}
