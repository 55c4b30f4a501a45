import Foundation

/// A font weight with UIKit's values (`UIFont.Weight`), from −0.8 (ultra light) to 0.62 (black).
///
/// ```swift
/// let title = Font.systemFont(ofSize: 20, weight: .semibold)
/// ```
public struct FontWeight: RawRepresentable, Hashable, Sendable, Comparable {
    /// UIKit's number for the weight.
    public var rawValue: CGFloat

    /// Creates a weight from UIKit's number.
    ///
    /// ```swift
    /// let w = FontWeight(rawValue: 0.3) // semibold
    /// ```
    public init(rawValue: CGFloat) {
        self.rawValue = rawValue
    }

    /// −0.8.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 12, weight: .ultraLight)
    /// ```
    public static let ultraLight = FontWeight(rawValue: -0.8)
    /// −0.6.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 12, weight: .thin)
    /// ```
    public static let thin = FontWeight(rawValue: -0.6)
    /// −0.4.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 12, weight: .light)
    /// ```
    public static let light = FontWeight(rawValue: -0.4)
    /// 0.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 12, weight: .regular)
    /// ```
    public static let regular = FontWeight(rawValue: 0)
    /// 0.23.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 12, weight: .medium)
    /// ```
    public static let medium = FontWeight(rawValue: 0.23)
    /// 0.3.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 12, weight: .semibold)
    /// ```
    public static let semibold = FontWeight(rawValue: 0.3)
    /// 0.4.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 12, weight: .bold)
    /// ```
    public static let bold = FontWeight(rawValue: 0.4)
    /// 0.56.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 12, weight: .heavy)
    /// ```
    public static let heavy = FontWeight(rawValue: 0.56)
    /// 0.62.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 12, weight: .black)
    /// ```
    public static let black = FontWeight(rawValue: 0.62)

    /// The nearest CSS/OpenType weight (100...900): regular is 400, bold 700.
    ///
    /// ```swift
    /// FontWeight.semibold.cssWeight // 600
    /// ```
    public var cssWeight: Int {
        let table: [(CGFloat, Int)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                       (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
        return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
    }

    /// Orders weights from light to heavy.
    ///
    /// ```swift
    /// FontWeight.regular < .bold // true
    /// ```
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
