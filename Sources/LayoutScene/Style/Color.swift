import Foundation

/// An sRGB colour with alpha, components in 0...1, as `UIColor` has them.
///
/// ```swift
/// card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
/// card.backgroundColor = .systemBlue
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: CGFloat
    /// Green, 0...1.
    public var green: CGFloat
    /// Blue, 0...1.
    public var blue: CGFloat
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: CGFloat

    /// Creates a colour; components are clamped to 0...1.
    ///
    /// ```swift
    /// let teal = Color(red: 0, green: 0.5, blue: 0.5, alpha: 1)
    /// ```
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// The dark appearance's components when they differ from the light ones (``red`` … ``alpha``).
    var darkComponents: DarkComponents?

    /// The components of a colour's dark appearance.
    struct DarkComponents: Hashable, Sendable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    /// Creates a grey.
    ///
    /// ```swift
    /// let grey = Color(white: 0.5, alpha: 1)
    /// ```
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from `0xRRGGBB`.
    ///
    /// ```swift
    /// let brand = Color(hex: 0x3366FF)
    /// ```
    public init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    /// This colour with another opacity.
    ///
    /// ```swift
    /// let veil = Color.black.withAlphaComponent(0.4)
    /// ```
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        var color = Color(red: red, green: green, blue: blue, alpha: alpha)
        color.darkComponents = darkComponents.map { DarkComponents(red: $0.red, green: $0.green, blue: $0.blue,
                                                                   alpha: Self.clamp(alpha)) }
        return color
    }

    /// The same colour, for code written against `CALayer` (`layer.borderColor = UIColor.red.cgColor`).
    ///
    /// ```swift
    /// view.layer.borderColor = UIColor.red.cgColor
    /// ```
    public var cgColor: Color { self }

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
    ///
    /// ```swift
    /// Color.red.hexString // "#FF0000"
    /// ```
    public var hexString: String {
        func byte(_ value: CGFloat) -> String { String(format: "%02X", Int((value * 255).rounded())) }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    /// The same as ``hexString``; a colour that changes with the appearance adds its dark value: `#FFFFFF (dark #000000)`.
    ///
    /// ```swift
    /// print(Color.blue) // #0000FF
    /// ```
    public var description: String {
        guard let dark = darkComponents else { return hexString }
        return "\(hexString) (dark \(Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha).hexString))"
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}

/// UIKit's name for ``Color``.
///
/// ```swift
/// view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
/// ```
public typealias UIColor = Color
