/// Swift selector text: `name(label:_:)`.
enum Selector {
    static func text(_ name: String, _ labels: [String?]) -> String {
        "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    }

    /// The labels of a selector, `nil` for `_`: `init(frame:)` gives `["frame"]`.
    static func labels(of selector: String) -> [String?] {
        selector.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map { $0 == "_" ? nil : String($0) }
    }
}
