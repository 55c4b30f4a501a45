import Foundation

/// Converts a colour set's components from the colour spaces Xcode offers to the sRGB layoutviz draws in:
/// `srgb`/`extended-srgb` as they are, `display-p3` through linear light and the P3-to-sRGB matrix,
/// `extended-linear-srgb` by encoding with the sRGB curve, `gray-gamma-22`/`extended-gray` from a 2.2-gamma gray.
/// Values outside sRGB's gamut are clipped to 0–1.
///
/// ```swift
/// ColorSpaceConversion.sRGB(red: 1, green: 0, blue: 0, space: .displayP3) // (1, 0, 0): P3 red, clipped to sRGB
/// ```
enum ColorSpaceConversion {
    /// The colour spaces a colour set may name.
    enum Space: String, CaseIterable {
        case srgb = "srgb"
        case extendedSRGB = "extended-srgb"
        case displayP3 = "display-p3"
        case extendedLinearSRGB = "extended-linear-srgb"
        case grayGamma22 = "gray-gamma-22"
        case extendedGray = "extended-gray"

        /// Whether the space has one `white` component instead of red, green and blue.
        var isGray: Bool { self == .grayGamma22 || self == .extendedGray }
    }

    /// The sRGB components of a colour in `space`.
    static func sRGB(red: CGFloat, green: CGFloat, blue: CGFloat, space: Space) -> (CGFloat, CGFloat, CGFloat) {
        switch space {
        case .srgb, .extendedSRGB:
            return (clip(red), clip(green), clip(blue))
        case .displayP3:
            let (r, g, b) = (linear(red), linear(green), linear(blue))
            return (encoded(1.2249 * r - 0.2247 * g), encoded(-0.0420 * r + 1.0419 * g),
                    encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b))
        case .extendedLinearSRGB:
            return (encoded(red), encoded(green), encoded(blue))
        case .grayGamma22, .extendedGray:
            let white = encoded(pow(max(0, red), 2.2))
            return (white, white, white)
        }
    }

    private static func clip(_ value: CGFloat) -> CGFloat { min(1, max(0, value)) }

    /// The sRGB curve, from encoded to linear light.
    private static func linear(_ value: CGFloat) -> CGFloat {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// The sRGB curve, from linear light to encoded, clipped to 0–1.
    private static func encoded(_ value: CGFloat) -> CGFloat {
        let clipped = clip(value)
        return clipped <= 0.0031308 ? clipped * 12.92 : 1.055 * pow(clipped, 1 / 2.4) - 0.055
    }
}
