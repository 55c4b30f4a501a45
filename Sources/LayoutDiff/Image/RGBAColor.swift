/// One straight (not premultiplied) 8-bit RGBA colour.
///
/// ```swift
/// let tint = RGBAColor(red: 255, green: 0, blue: 255)
/// image[x: 0, y: 0] = tint
/// ```
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component.
    ///
    /// ```swift
    /// RGBAColor.red.red // 255
    /// ```
    public var red: UInt8
    /// The green component.
    ///
    /// ```swift
    /// RGBAColor.yellow.green // 255
    /// ```
    public var green: UInt8
    /// The blue component.
    ///
    /// ```swift
    /// RGBAColor.magenta.blue // 255
    /// ```
    public var blue: UInt8
    /// The opacity: 0 is transparent, 255 opaque.
    ///
    /// ```swift
    /// RGBAColor.clear.alpha // 0
    /// ```
    public var alpha: UInt8

    /// Creates a colour; opaque unless `alpha` says otherwise.
    ///
    /// ```swift
    /// let halfGrey = RGBAColor(red: 128, green: 128, blue: 128, alpha: 128)
    /// ```
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// An opaque grey with all three components equal to `level`.
    ///
    /// ```swift
    /// RGBAColor(grey: 128) // RGBAColor(red: 128, green: 128, blue: 128)
    /// ```
    public init(grey level: UInt8) {
        self.init(red: level, green: level, blue: level)
    }

    /// `rgba(255,0,0,255)`.
    ///
    /// ```swift
    /// print(RGBAColor.red) // rgba(255,0,0,255)
    /// ```
    public var description: String { "rgba(\(red),\(green),\(blue),\(alpha))" }

    /// Opaque red, pixelmatch's colour for differences.
    ///
    /// ```swift
    /// options.diffColor = .red
    /// ```
    public static let red = RGBAColor(red: 255, green: 0, blue: 0)
    /// Opaque yellow, pixelmatch's colour for anti-aliased pixels.
    ///
    /// ```swift
    /// options.antiAliasedColor = .yellow
    /// ```
    public static let yellow = RGBAColor(red: 255, green: 255, blue: 0)
    /// Opaque magenta (`#FF00FF`), Playwright's mask colour.
    ///
    /// ```swift
    /// options.maskColor = .magenta
    /// ```
    public static let magenta = RGBAColor(red: 255, green: 0, blue: 255)
    /// Opaque green.
    ///
    /// ```swift
    /// options.diffColorAlt = .green
    /// ```
    public static let green = RGBAColor(red: 0, green: 255, blue: 0)
    /// Opaque white.
    ///
    /// ```swift
    /// let page = try RGBAImage(width: 4, height: 4, fill: .white)
    /// ```
    public static let white = RGBAColor(red: 255, green: 255, blue: 255)
    /// Opaque black.
    ///
    /// ```swift
    /// image[x: 1, y: 1] = .black
    /// ```
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Transparent black, what a new image is filled with.
    ///
    /// ```swift
    /// try RGBAImage(width: 2, height: 2)[x: 0, y: 0] == .clear // true
    /// ```
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
}
