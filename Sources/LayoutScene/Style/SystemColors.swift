import Foundation

/// UIKit's semantic and system colours in the light and the dark appearance (base level, normal contrast), the
/// iOS 15–18 tint palette: ONE table that `Color.systemBlue`, `.label`, `.systemBackground` … and the
/// interpreter's names all read. Values are 8-bit sRGB with UIKit's alpha, from the reference
/// `uikit-traits.md` (parts 1.1–1.4).
///
/// Estimates (unconfirmed in the reference): `systemMint` dark (99,230,226, one of two published values),
/// `lightText` (white at 0.6) and `darkText` (black) in both appearances. Elevated backgrounds and
/// increased contrast are not modelled.
///
/// ```swift
/// SystemColors.named("systemBackground")?.resolved(for: .dark).hexString // "#000000"
/// ```
public enum SystemColors {
    /// One row: the UIKit property name, then light and dark as (red, green, blue, alpha).
    public struct Entry: Sendable {
        /// `systemBlue`, `secondaryLabel`, ….
        public let name: String
        /// The light appearance.
        public let light: Color
        /// The dark appearance.
        public let dark: Color
        /// The dynamic colour holding both.
        public var color: Color { Color(light: light, dark: dark) }
    }

    /// Every row, in UIKit's documentation order.
    ///
    /// ```swift
    /// SystemColors.entries.map(\.name).contains("systemGroupedBackground") // true
    /// ```
    public static let entries: [Entry] = [
        // Tint colours (1.3a, iOS 15–18).
        row("systemRed", (255, 59, 48, 1), (255, 69, 58, 1)),
        row("systemOrange", (255, 149, 0, 1), (255, 159, 10, 1)),
        row("systemYellow", (255, 204, 0, 1), (255, 214, 10, 1)),
        row("systemGreen", (52, 199, 89, 1), (48, 209, 88, 1)),
        row("systemMint", (0, 199, 190, 1), (99, 230, 226, 1)),
        row("systemTeal", (48, 176, 199, 1), (64, 200, 224, 1)),
        row("systemCyan", (50, 173, 230, 1), (100, 210, 255, 1)),
        row("systemBlue", (0, 122, 255, 1), (10, 132, 255, 1)),
        row("systemIndigo", (88, 86, 214, 1), (94, 92, 230, 1)),
        row("systemPurple", (175, 82, 222, 1), (191, 90, 242, 1)),
        row("systemPink", (255, 45, 85, 1), (255, 55, 95, 1)),
        row("systemBrown", (162, 132, 94, 1), (172, 142, 104, 1)),
        // Grays (1.4).
        row("systemGray", (142, 142, 147, 1), (142, 142, 147, 1)),
        row("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1)),
        row("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1)),
        row("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1)),
        row("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1)),
        row("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1)),
        // Labels, separators, link, fills (1.2).
        row("label", (0, 0, 0, 1), (255, 255, 255, 1)),
        row("secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6)),
        row("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        row("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16)),
        row("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        row("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6)),
        row("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1)),
        row("link", (0, 122, 255, 1), (9, 132, 255, 1)),
        row("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        row("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32)),
        row("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24)),
        row("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18)),
        row("lightText", (255, 255, 255, 0.6), (255, 255, 255, 0.6)),
        row("darkText", (0, 0, 0, 1), (0, 0, 0, 1)),
        // Backgrounds, base level (1.1).
        row("systemBackground", (255, 255, 255, 1), (0, 0, 0, 1)),
        row("secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1)),
        row("tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1)),
        row("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1)),
        row("secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1)),
        row("tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1)),
    ]

    /// The dynamic colour of a row, or `nil` for a name the table does not have.
    ///
    /// ```swift
    /// SystemColors.named("label") == Color.label // true
    /// ```
    public static func named(_ name: String) -> Color? {
        byName[name]
    }

    private static let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.color) })

    private typealias Components = (red: Int, green: Int, blue: Int, alpha: CGFloat)

    private static func row(_ name: String, _ light: Components, _ dark: Components) -> Entry {
        Entry(name: name, light: color(light), dark: color(dark))
    }

    private static func color(_ value: Components) -> Color {
        Color(red: CGFloat(value.red) / 255, green: CGFloat(value.green) / 255, blue: CGFloat(value.blue) / 255,
              alpha: value.alpha)
    }

    /// The colour of a row that is known to exist (the static properties of `Color`).
    static func required(_ name: String) -> Color {
        guard let color = byName[name] else { preconditionFailure("no system colour named \(name)") }
        return color
    }
}
