import Foundation

/// A font request: family, point size and weight, as `UIFont` describes one.
///
/// A `nil` family means the system font, which the renderer maps to its default family.
///
/// ```swift
/// title.font = .systemFont(ofSize: 22, weight: .bold)
/// code.font = Font(name: "DejaVu Sans Mono", size: 13)
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The family name, or `nil` for the system font.
    public var family: String?
    /// The size in points.
    public var pointSize: CGFloat
    /// The weight.
    public var weight: FontWeight
    /// Whether the italic face is wanted.
    public var isItalic: Bool
    /// How the size follows Dynamic Type, for fonts from ``preferredFont(forTextStyle:compatibleWith:)`` and
    /// ``FontMetrics``; `nil` for a fixed size.
    public var scaling: FontScaling?

    /// Creates a font request.
    ///
    /// ```swift
    /// let font = Font(family: "DejaVu Sans", size: 14, weight: .medium)
    /// ```
    public init(family: String?, size: CGFloat, weight: FontWeight = .regular, italic: Bool = false) {
        self.family = family
        self.pointSize = size
        self.weight = weight
        self.isItalic = italic
    }

    /// Creates a regular-weight font of a named family, as `UIFont(name:size:)`; `nil` for an empty name.
    ///
    /// ```swift
    /// let font = UIFont(name: "DejaVu Serif", size: 15)!
    /// ```
    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        self.init(family: name, size: size)
    }

    /// The system font.
    ///
    /// ```swift
    /// label.font = .systemFont(ofSize: 15, weight: .medium)
    /// ```
    public static func systemFont(ofSize size: CGFloat, weight: FontWeight = .regular) -> Font {
        Font(family: nil, size: size, weight: weight)
    }

    /// The bold system font.
    ///
    /// ```swift
    /// label.font = .boldSystemFont(ofSize: 17)
    /// ```
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(family: nil, size: size, weight: .bold)
    }

    /// The italic system font.
    ///
    /// ```swift
    /// label.font = .italicSystemFont(ofSize: 13)
    /// ```
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(family: nil, size: size, italic: true)
    }

    /// The system monospaced font.
    ///
    /// ```swift
    /// label.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
    /// ```
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: FontWeight) -> Font {
        Font(family: Font.monospacedFamily, size: size, weight: weight)
    }

    /// The system font with fixed-width digits, as UIKit's `monospacedDigitSystemFont`: the system font — font
    /// features are not applied, so its digits keep their default widths.
    ///
    /// ```swift
    /// elapsed.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
    /// ```
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: FontWeight) -> Font {
        systemFont(ofSize: size, weight: weight)
    }

    /// The family name the renderer treats as "the system monospaced font".
    ///
    /// ```swift
    /// Font.monospacedFamily // "monospace"
    /// ```
    public static let monospacedFamily = "monospace"

    /// The font UILabel starts with: the system font at 17 pt.
    ///
    /// ```swift
    /// Label().font == .labelDefault // true
    /// ```
    public static let labelDefault = Font.systemFont(ofSize: 17)

    /// This font at another, fixed size (it no longer follows Dynamic Type).
    ///
    /// ```swift
    /// let big = label.font.withSize(28)
    /// ```
    public func withSize(_ size: CGFloat) -> Font {
        Font(family: family, size: size, weight: weight, italic: isItalic)
    }

    /// `system 17.0 regular`-style text.
    ///
    /// ```swift
    /// print(Font.boldSystemFont(ofSize: 12)) // system 12.0 bold
    /// ```
    public var description: String {
        let names: [FontWeight: String] = [.ultraLight: "ultraLight", .thin: "thin", .light: "light",
                                           .regular: "regular", .medium: "medium", .semibold: "semibold",
                                           .bold: "bold", .heavy: "heavy", .black: "black"]
        let weightName = names[weight] ?? "\(weight.rawValue)"
        return "\(family ?? "system") \(pointSize) \(weightName)\(isItalic ? " italic" : "")"
    }
}

/// UIKit's name for ``Font``.
///
/// ```swift
/// label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
/// ```
public typealias UIFont = Font

extension Font {
    /// UIKit's spelling of ``FontWeight`` (`UIFont.Weight.bold`).
    ///
    /// ```swift
    /// let weight: UIFont.Weight = .bold
    /// ```
    public typealias Weight = FontWeight
}
