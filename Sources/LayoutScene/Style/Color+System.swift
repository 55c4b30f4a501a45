import Foundation

extension Color {
    /// Opaque black.
    ///
    /// ```swift
    /// label.textColor = .black
    /// ```
    public static let black = Color(white: 0)
    /// Opaque white.
    ///
    /// ```swift
    /// view.backgroundColor = .white
    /// ```
    public static let white = Color(white: 1)
    /// Fully transparent.
    ///
    /// ```swift
    /// view.backgroundColor = .clear
    /// ```
    public static let clear = Color(white: 0, alpha: 0)
    /// 50 % grey.
    ///
    /// ```swift
    /// view.backgroundColor = .gray
    /// ```
    public static let gray = Color(white: 0.5)
    /// 67 % grey.
    ///
    /// ```swift
    /// view.backgroundColor = .lightGray
    /// ```
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// 33 % grey.
    ///
    /// ```swift
    /// view.backgroundColor = .darkGray
    /// ```
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Pure red (1, 0, 0).
    ///
    /// ```swift
    /// view.backgroundColor = .red
    /// ```
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green (0, 1, 0).
    ///
    /// ```swift
    /// view.backgroundColor = .green
    /// ```
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue (0, 0, 1).
    ///
    /// ```swift
    /// view.backgroundColor = .blue
    /// ```
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan (0, 1, 1).
    ///
    /// ```swift
    /// view.backgroundColor = .cyan
    /// ```
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow (1, 1, 0).
    ///
    /// ```swift
    /// view.backgroundColor = .yellow
    /// ```
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta (1, 0, 1).
    ///
    /// ```swift
    /// view.backgroundColor = .magenta
    /// ```
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange (1, 0.5, 0).
    ///
    /// ```swift
    /// view.backgroundColor = .orange
    /// ```
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple (0.5, 0, 0.5).
    ///
    /// ```swift
    /// view.backgroundColor = .purple
    /// ```
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown (0.6, 0.4, 0.2).
    ///
    /// ```swift
    /// view.backgroundColor = .brown
    /// ```
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    /// iOS system red (light appearance).
    ///
    /// ```swift
    /// badge.backgroundColor = .systemRed
    /// ```
    public static let systemRed = SystemColors.required("systemRed")
    /// iOS system orange.
    ///
    /// ```swift
    /// view.backgroundColor = .systemOrange
    /// ```
    public static let systemOrange = SystemColors.required("systemOrange")
    /// iOS system yellow.
    ///
    /// ```swift
    /// view.backgroundColor = .systemYellow
    /// ```
    public static let systemYellow = SystemColors.required("systemYellow")
    /// iOS system green.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGreen
    /// ```
    public static let systemGreen = SystemColors.required("systemGreen")
    /// iOS system mint.
    ///
    /// ```swift
    /// view.backgroundColor = .systemMint
    /// ```
    public static let systemMint = SystemColors.required("systemMint")
    /// iOS system teal.
    ///
    /// ```swift
    /// view.backgroundColor = .systemTeal
    /// ```
    public static let systemTeal = SystemColors.required("systemTeal")
    /// iOS system cyan.
    ///
    /// ```swift
    /// view.backgroundColor = .systemCyan
    /// ```
    public static let systemCyan = SystemColors.required("systemCyan")
    /// iOS system blue.
    ///
    /// ```swift
    /// button.backgroundColor = .systemBlue
    /// ```
    public static let systemBlue = SystemColors.required("systemBlue")
    /// iOS system indigo.
    ///
    /// ```swift
    /// view.backgroundColor = .systemIndigo
    /// ```
    public static let systemIndigo = SystemColors.required("systemIndigo")
    /// iOS system purple.
    ///
    /// ```swift
    /// view.backgroundColor = .systemPurple
    /// ```
    public static let systemPurple = SystemColors.required("systemPurple")
    /// iOS system pink.
    ///
    /// ```swift
    /// view.backgroundColor = .systemPink
    /// ```
    public static let systemPink = SystemColors.required("systemPink")
    /// iOS system brown.
    ///
    /// ```swift
    /// view.backgroundColor = .systemBrown
    /// ```
    public static let systemBrown = SystemColors.required("systemBrown")
    /// iOS system grey.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray
    /// ```
    public static let systemGray = SystemColors.required("systemGray")
    /// iOS system grey 2.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray2
    /// ```
    public static let systemGray2 = SystemColors.required("systemGray2")
    /// iOS system grey 3.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray3
    /// ```
    public static let systemGray3 = SystemColors.required("systemGray3")
    /// iOS system grey 4.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray4
    /// ```
    public static let systemGray4 = SystemColors.required("systemGray4")
    /// iOS system grey 5.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray5
    /// ```
    public static let systemGray5 = SystemColors.required("systemGray5")
    /// iOS system grey 6.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray6
    /// ```
    public static let systemGray6 = SystemColors.required("systemGray6")
    /// Primary text.
    ///
    /// ```swift
    /// title.textColor = .label
    /// ```
    public static let label = SystemColors.required("label")
    /// Secondary text.
    ///
    /// ```swift
    /// subtitle.textColor = .secondaryLabel
    /// ```
    public static let secondaryLabel = SystemColors.required("secondaryLabel")
    /// Tertiary text.
    ///
    /// ```swift
    /// hint.textColor = .tertiaryLabel
    /// ```
    public static let tertiaryLabel = SystemColors.required("tertiaryLabel")
    /// Placeholder text.
    ///
    /// ```swift
    /// hint.textColor = .placeholderText
    /// ```
    public static let placeholderText = SystemColors.required("placeholderText")
    /// Link text.
    ///
    /// ```swift
    /// link.textColor = .link
    /// ```
    public static let link = SystemColors.required("link")
    /// Hairline separators.
    ///
    /// ```swift
    /// divider.backgroundColor = .separator
    /// ```
    public static let separator = SystemColors.required("separator")
    /// Opaque separators.
    ///
    /// ```swift
    /// divider.backgroundColor = .opaqueSeparator
    /// ```
    public static let opaqueSeparator = SystemColors.required("opaqueSeparator")
    /// Screen background.
    ///
    /// ```swift
    /// view.backgroundColor = .systemBackground
    /// ```
    public static let systemBackground = SystemColors.required("systemBackground")
    /// Grouped content background.
    ///
    /// ```swift
    /// card.backgroundColor = .secondarySystemBackground
    /// ```
    public static let secondarySystemBackground = SystemColors.required("secondarySystemBackground")
    /// Third-level background.
    ///
    /// ```swift
    /// cell.backgroundColor = .tertiarySystemBackground
    /// ```
    public static let tertiarySystemBackground = SystemColors.required("tertiarySystemBackground")
    /// Grouped table background.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGroupedBackground
    /// ```
    public static let systemGroupedBackground = SystemColors.required("systemGroupedBackground")
    /// Grouped cell background.
    ///
    /// ```swift
    /// cell.backgroundColor = .secondarySystemGroupedBackground
    /// ```
    public static let secondarySystemGroupedBackground = SystemColors.required("secondarySystemGroupedBackground")
    /// Thin fill for controls.
    ///
    /// ```swift
    /// field.backgroundColor = .systemFill
    /// ```
    public static let systemFill = SystemColors.required("systemFill")
    /// Fill for medium shapes.
    ///
    /// ```swift
    /// field.backgroundColor = .secondarySystemFill
    /// ```
    public static let secondarySystemFill = SystemColors.required("secondarySystemFill")
    /// Fill for large shapes.
    ///
    /// ```swift
    /// field.backgroundColor = .tertiarySystemFill
    /// ```
    public static let tertiarySystemFill = SystemColors.required("tertiarySystemFill")

    /// The fourth-level label colour.
    ///
    /// ```swift
    /// hint.textColor = .quaternaryLabel
    /// ```
    public static let quaternaryLabel = SystemColors.required("quaternaryLabel")
    /// Grouped content's third-level background.
    ///
    /// ```swift
    /// cell.backgroundColor = .tertiarySystemGroupedBackground
    /// ```
    public static let tertiarySystemGroupedBackground = SystemColors.required("tertiarySystemGroupedBackground")
    /// The fourth-level fill.
    ///
    /// ```swift
    /// chip.backgroundColor = .quaternarySystemFill
    /// ```
    public static let quaternarySystemFill = SystemColors.required("quaternarySystemFill")
    /// Text on a dark background, the same in both appearances.
    ///
    /// ```swift
    /// caption.textColor = .lightText
    /// ```
    public static let lightText = SystemColors.required("lightText")
    /// Text on a light background, the same in both appearances.
    ///
    /// ```swift
    /// caption.textColor = .darkText
    /// ```
    public static let darkText = SystemColors.required("darkText")
}
