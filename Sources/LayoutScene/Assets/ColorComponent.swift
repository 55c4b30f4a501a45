import Foundation

/// One colour component of a colour set's `components`, read in the three forms Xcode writes: a float with a decimal
/// point (`"0.500"`, the range 0–1, beyond it in extended spaces), an 8-bit integer (`"235"` → 235/255) or 8-bit hex
/// (`"0x80"` → 128/255). A JSON number is read as a float. (Which form a bare `"1"` is, actool does not document;
/// like any integer it reads as 1/255.)
///
/// ```swift
/// ColorComponent(text: "0x1C")?.value  // 28/255
/// ColorComponent(text: "1.000")?.value // 1
/// ```
struct ColorComponent: Decodable, Hashable {
    /// The component as a number (0–1 in standard spaces).
    let value: CGFloat
    /// The text it was read from, for messages.
    let text: String

    init?(text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        self.text = text
        if trimmed.lowercased().hasPrefix("0x") {
            guard let byte = UInt8(trimmed.dropFirst(2), radix: 16) else { return nil }
            value = CGFloat(byte) / 255
        } else if trimmed.contains(".") || trimmed.lowercased().contains("e") {
            guard let number = Double(trimmed), number.isFinite else { return nil }
            value = CGFloat(number)
        } else {
            guard let byte = UInt8(trimmed) else { return nil }
            value = CGFloat(byte) / 255
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self), number.isFinite {
            self.value = CGFloat(number)
            self.text = String(number)
            return
        }
        let text = try container.decode(String.self)
        guard let component = ColorComponent(text: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)'; expected 0–1 (\"0.500\"), 0–255 or 0x00–0xFF")
        }
        self = component
    }
}
