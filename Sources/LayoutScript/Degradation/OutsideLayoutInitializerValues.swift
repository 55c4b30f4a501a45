import Foundation

/// What a Foundation object outside layout keeps from its initializer, so that API which reads it later can: a
/// `URL(string:)` keeps its `absoluteString` and `host`, a `URLRequest(url:)` its `url`, a `URLComponents(string:)`
/// its `url` (the address given), `string`, `host`, `scheme` and `path` — what a web view's `load(_:)` shows. Arguments of other initializers of these classes are not evaluated (nothing reads them).
///
/// ```swift
/// let request = URLRequest(url: URL(string: "https://example.com/help")!)
/// request.url?.host   // "example.com"
/// ```
enum OutsideLayoutInitializerValues {
    /// Per class, the argument label whose value is kept.
    static let keptArguments: [String: String] = ["URL": "string", "URLRequest": "url", "URLComponents": "string"]

    /// The properties an instance of `typeName` made with `argument` (under ``keptArguments``'s label) reads back;
    /// empty when the argument is not what UIKit's initializer takes.
    static func properties(of typeName: String, from argument: Value) -> [String: Value] {
        switch (typeName, argument) {
        case ("URL", .string(let address)):
            let host = URL(string: address)?.host
            return ["absoluteString": .string(address), "host": host.map(Value.string) ?? .null]
        case ("URLRequest", .object(let url)) where OutsideLayoutObject.of(url)?.typeName == "URL":
            return ["url": argument]
        case ("URLComponents", .string(let address)):
            // `url` is the address given: query items set later are kept, not added to it
            let url = OutsideLayoutObject(typeName: "URL", isType: false)
            url.values = properties(of: "URL", from: argument)
            let parts = URLComponents(string: address)
            return ["url": .object(url), "string": .string(address), "host": parts?.host.map(Value.string) ?? .null,
                    "scheme": parts?.scheme.map(Value.string) ?? .null, "path": .string(parts?.path ?? "")]
        default:
            return [:]
        }
    }
}
