import Foundation

/// Foundation's `UUID` as view code uses it: `UUID(uuidString:)` (nil for a malformed string), `uuidString` in
/// upper case, equality. `UIDevice.current.identifierForVendor` is one. A new random `UUID()` is not offered:
/// every run of a scene must give the same picture.
///
/// ```swift
/// UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")?.uuidString // "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
/// ```
struct SceneUUID: Hashable, CustomStringConvertible, HostValue {
    let uuid: UUID

    /// The UUID a string spells, or nil.
    init?(uuidString: String) {
        guard let uuid = UUID(uuidString: uuidString) else { return nil }
        self.uuid = uuid
    }

    var uuidString: String { uuid.uuidString }
    var description: String { uuidString }
}
