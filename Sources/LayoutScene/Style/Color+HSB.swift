import Foundation

extension Color {
    /// Creates a colour from hue, saturation and brightness (each 0…1), as `UIColor(hue:saturation:brightness:alpha:)`
    /// does in the sRGB space: the hue wraps around the colour wheel, the others are clamped.
    ///
    /// ```swift
    /// let coral = Color(hue: 0.03, saturation: 0.7, brightness: 0.95, alpha: 1)
    /// ```
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        let wrapped = hue - hue.rounded(.down)
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = wrapped * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * fraction), t = v * (1 - s * (1 - fraction))
        let (red, green, blue): (CGFloat, CGFloat, CGFloat) = switch index {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}
