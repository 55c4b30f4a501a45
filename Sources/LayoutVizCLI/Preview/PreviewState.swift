import Foundation
import LayoutScene

/// What the preview page's switchers choose: device, orientation, appearance, Dynamic Type size, layout direction and
/// `#Preview`, each spelt as the command line spells it. The page keeps it in its URL's query (`?device=iphone-se&
/// appearance=dark`), so a link reproduces the view; ``applied(to:)`` turns it into the options a render takes.
///
/// ```swift
/// let state = PreviewState(query: "device=iphone-15&orientation=landscape&appearance=dark")
/// let options = try state.applied(to: try SceneOptions.parse(["card.swiftlay"]))
/// options.display.landscape // true
/// ```
struct PreviewState: Hashable, Sendable {
    /// The switchers a query may set, in the order their arguments are given.
    static let keys = ["device", "orientation", "appearance", "content-size", "direction", "preview"]

    /// Each switcher set, by key; unset ones keep what the command line gave.
    let values: [String: String]

    /// The state a query string describes; unknown keys and empty values are ignored, so a stale link still opens.
    init(query: String) {
        var values: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, Self.keys.contains(parts[0]),
                  let value = parts[1].replacingOccurrences(of: "+", with: " ").removingPercentEncoding,
                  !value.isEmpty else { continue }
            values[parts[0]] = value
        }
        self.values = values
    }

    /// `options` with this state's switchers applied (a device replaces a `--size`); a value the command line would
    /// reject is an error with the command line's message.
    func applied(to options: SceneOptions) throws(CommandFailure) -> SceneOptions {
        var options = options
        func invalid(_ key: String, _ value: String) -> CommandFailure {
            CommandFailure(.badInput, "error: the value '\(value)' is invalid for \(key)")
        }
        if let device = values["device"] {
            guard let preset = DevicePreset.named(device) else {
                throw CommandFailure(.badInput, "error: " + DevicePreset.unknownNameMessage(device))
            }
            options.display.device = preset
            options.size = nil
        }
        if let orientation = values["orientation"] {
            guard ["portrait", "landscape"].contains(orientation) else { throw invalid("orientation", orientation) }
            options.display.landscape = orientation == "landscape"
        }
        if let appearance = values["appearance"] {
            guard let choice = AppearanceChoice(argument: appearance) else { throw invalid("appearance", appearance) }
            options.appearance = choice
        }
        if let size = values["content-size"] {
            guard let choice = ContentSizeChoice(argument: size) else { throw invalid("content-size", size) }
            options.contentSize = choice
        }
        if let direction = values["direction"] {
            guard let choice = DirectionChoice(argument: direction) else { throw invalid("direction", direction) }
            options.display.direction = choice
        }
        if let preview = values["preview"] { options.preview = preview }
        return options
    }

    /// A stable text for the state, as a cache key and in messages.
    var key: String { Self.keys.compactMap { key in values[key].map { "\(key)=\($0)" } }.joined(separator: "&") }
}
