/// `UIDeviceOrientation`: how the device is held, as `UIDevice.current.orientation` gives it.
///
/// ```swift
/// let wide = UIDevice.current.orientation.isLandscape   // true with --landscape
/// ```
enum SceneDeviceOrientation: String, CaseIterable, HostValue {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    var isFlat: Bool { self == .faceUp || self == .faceDown }
    var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
