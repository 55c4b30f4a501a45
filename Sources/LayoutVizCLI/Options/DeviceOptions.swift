import ArgumentParser
import LayoutScene

/// `--device NAME`, `--landscape` and `--direction ltr|rtl`: the device a scene is drawn on, how it is held and the
/// layout direction — shared by `render`, `frames`, `check` and `test`.
///
/// ```swift
/// let options = try DeviceOptions.parse(["--device", "iPhone SE", "--landscape", "--direction", "rtl"])
/// options.device?.name // "iPhone SE (3rd generation)"
/// ```
public struct DeviceOptions: ParsableArguments {
    /// `--device NAME`: the device (see ``LayoutScript/LoadOptions/device``).
    @Option(help: ArgumentHelp("Draw on a device: its screen size, safe area, minimum root margins, size classes "
                                   + "and scale (\(DeviceName.identifiers); names are forgiving: \"iPhone SE\", "
                                   + "\"iPhone 15 Pro Max\"). The root canvas becomes the screen.", valueName: "name"),
            transform: DeviceName.preset)
    public var device: DevicePreset?

    /// `--landscape`: the device turned (size swapped, landscape safe area and size classes).
    @Flag(help: "Hold the --device in landscape.")
    public var landscape = false

    /// `--direction ltr|rtl`: the system layout direction.
    @Option(help: "Layout direction: ltr or rtl (default ltr); a scene that sets canvas.layoutDirection keeps it.")
    public var direction: DirectionChoice?

    /// Creates the options (ArgumentParser parses them).
    ///
    /// ```swift
    /// let options = try DeviceOptions.parse(["--device", "ipad"])
    /// ```
    public init() {}

    /// The device's orientation.
    ///
    /// ```swift
    /// options.orientation // .landscape for --landscape
    /// ```
    public var orientation: DeviceOrientation { landscape ? .landscape : .portrait }

    /// The system layout direction.
    ///
    /// ```swift
    /// options.layoutDirection // .rightToLeft for --direction rtl
    /// ```
    public var layoutDirection: LayoutDirection { (direction ?? .ltr).direction }

    /// Rejects `--landscape` without a device.
    ///
    /// ```swift
    /// try DeviceOptions.parse(["--landscape"]) // throws
    /// ```
    public func validate() throws {
        if landscape, device == nil {
            throw ValidationError("--landscape needs --device (without a device, give --size the other way round)")
        }
    }

    /// Rejects `--size` given together with a device (a device has its own screen size).
    ///
    /// ```swift
    /// try options.validate(sizeGiven: size != nil)
    /// ```
    public func validate(sizeGiven: Bool) throws {
        if sizeGiven, device != nil {
            throw ValidationError("--size and --device cannot be used together: the device gives the screen size")
        }
    }

    /// The device, orientation and direction as plain values.
    ///
    /// ```swift
    /// options.setting.referenceSuffix // ".iphone-se-3.landscape" for --device "iPhone SE" --landscape
    /// ```
    public var setting: DisplaySetting {
        DisplaySetting(device: device, orientation: orientation, direction: layoutDirection)
    }
}
