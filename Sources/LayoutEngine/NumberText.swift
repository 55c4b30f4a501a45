/// Number formatting shared by the messages layout writes.
enum NumberText {
    /// Whole numbers without a fraction (`250`), anything else as Swift prints a `Double` (`999.5`, `nan`).
    static func compact(_ value: Double) -> String {
        value.isFinite && value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// A solver measurement rounded to a millionth, as Swift prints a `Double` (`20.0`).
    static func measurement(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        return String((value * 1e6).rounded() / 1e6 + 0)
    }
}
