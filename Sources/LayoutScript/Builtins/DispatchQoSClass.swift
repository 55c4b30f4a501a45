/// `DispatchQoS.QoSClass`, the quality of service `DispatchQueue.global(qos:)` takes. A scene has one thread, so
/// the class changes nothing: work sent to any global queue waits on the main queue's list (``MainQueue``).
///
/// ```swift
/// DispatchQueue.global(qos: .userInitiated).async { self.load() }   // runs after the current lifecycle step
/// ```
enum DispatchQoSClass: String, CaseIterable, HostValue {
    case background, utility, `default`, userInitiated, userInteractive, unspecified
}
