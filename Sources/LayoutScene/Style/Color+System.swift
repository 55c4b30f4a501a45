import Foundation

extension Color {
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> Color {
        Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

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
    public static let systemRed = rgb(255, 59, 48)
    /// iOS system orange.
    ///
    /// ```swift
    /// view.backgroundColor = .systemOrange
    /// ```
    public static let systemOrange = rgb(255, 149, 0)
    /// iOS system yellow.
    ///
    /// ```swift
    /// view.backgroundColor = .systemYellow
    /// ```
    public static let systemYellow = rgb(255, 204, 0)
    /// iOS system green.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGreen
    /// ```
    public static let systemGreen = rgb(52, 199, 89)
    /// iOS system mint.
    ///
    /// ```swift
    /// view.backgroundColor = .systemMint
    /// ```
    public static let systemMint = rgb(0, 199, 190)
    /// iOS system teal.
    ///
    /// ```swift
    /// view.backgroundColor = .systemTeal
    /// ```
    public static let systemTeal = rgb(48, 176, 199)
    /// iOS system cyan.
    ///
    /// ```swift
    /// view.backgroundColor = .systemCyan
    /// ```
    public static let systemCyan = rgb(50, 173, 230)
    /// iOS system blue.
    ///
    /// ```swift
    /// button.backgroundColor = .systemBlue
    /// ```
    public static let systemBlue = rgb(0, 122, 255)
    /// iOS system indigo.
    ///
    /// ```swift
    /// view.backgroundColor = .systemIndigo
    /// ```
    public static let systemIndigo = rgb(88, 86, 214)
    /// iOS system purple.
    ///
    /// ```swift
    /// view.backgroundColor = .systemPurple
    /// ```
    public static let systemPurple = rgb(175, 82, 222)
    /// iOS system pink.
    ///
    /// ```swift
    /// view.backgroundColor = .systemPink
    /// ```
    public static let systemPink = rgb(255, 45, 85)
    /// iOS system brown.
    ///
    /// ```swift
    /// view.backgroundColor = .systemBrown
    /// ```
    public static let systemBrown = rgb(162, 132, 94)
    /// iOS system grey.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray
    /// ```
    public static let systemGray = rgb(142, 142, 147)
    /// iOS system grey 2.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray2
    /// ```
    public static let systemGray2 = rgb(174, 174, 178)
    /// iOS system grey 3.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray3
    /// ```
    public static let systemGray3 = rgb(199, 199, 204)
    /// iOS system grey 4.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray4
    /// ```
    public static let systemGray4 = rgb(209, 209, 214)
    /// iOS system grey 5.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray5
    /// ```
    public static let systemGray5 = rgb(229, 229, 234)
    /// iOS system grey 6.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray6
    /// ```
    public static let systemGray6 = rgb(242, 242, 247)
    /// Primary text.
    ///
    /// ```swift
    /// title.textColor = .label
    /// ```
    public static let label = Color.black
    /// Secondary text.
    ///
    /// ```swift
    /// subtitle.textColor = .secondaryLabel
    /// ```
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    /// Tertiary text.
    ///
    /// ```swift
    /// hint.textColor = .tertiaryLabel
    /// ```
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    /// Placeholder text.
    ///
    /// ```swift
    /// hint.textColor = .placeholderText
    /// ```
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    /// Link text.
    ///
    /// ```swift
    /// link.textColor = .link
    /// ```
    public static let link = rgb(0, 122, 255)
    /// Hairline separators.
    ///
    /// ```swift
    /// divider.backgroundColor = .separator
    /// ```
    public static let separator = rgb(60, 60, 67, 0.29)
    /// Opaque separators.
    ///
    /// ```swift
    /// divider.backgroundColor = .opaqueSeparator
    /// ```
    public static let opaqueSeparator = rgb(198, 198, 200)
    /// Screen background.
    ///
    /// ```swift
    /// view.backgroundColor = .systemBackground
    /// ```
    public static let systemBackground = Color.white
    /// Grouped content background.
    ///
    /// ```swift
    /// card.backgroundColor = .secondarySystemBackground
    /// ```
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// Third-level background.
    ///
    /// ```swift
    /// cell.backgroundColor = .tertiarySystemBackground
    /// ```
    public static let tertiarySystemBackground = Color.white
    /// Grouped table background.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGroupedBackground
    /// ```
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// Grouped cell background.
    ///
    /// ```swift
    /// cell.backgroundColor = .secondarySystemGroupedBackground
    /// ```
    public static let secondarySystemGroupedBackground = Color.white
    /// Thin fill for controls.
    ///
    /// ```swift
    /// field.backgroundColor = .systemFill
    /// ```
    public static let systemFill = rgb(120, 120, 128, 0.2)
    /// Fill for medium shapes.
    ///
    /// ```swift
    /// field.backgroundColor = .secondarySystemFill
    /// ```
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    /// Fill for large shapes.
    ///
    /// ```swift
    /// field.backgroundColor = .tertiarySystemFill
    /// ```
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
}
