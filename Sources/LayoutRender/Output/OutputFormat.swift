/// The file formats ``Renderer`` writes.
///
/// ```swift
/// let format = try OutputFormat(pathExtension: "png", scale: 2) // .png(scale: 2)
/// ```
public enum OutputFormat: Sendable, Hashable, CustomStringConvertible {
    /// A PNG with `scale` pixels per point (1 to ``RenderLimits/maximumScale``).
    ///
    /// ```swift
    /// try renderer.write(list, format: .png(scale: 2), to: "card@2x.png")
    /// ```
    case png(scale: Int)
    /// A one-page PDF in points.
    ///
    /// ```swift
    /// let pdf = try renderer.render(list, format: .pdf)
    /// ```
    case pdf
    /// SVG with text kept as `<text>`.
    ///
    /// ```swift
    /// let svg = try renderer.render(list, format: .svg)
    /// ```
    case svg

    /// The format a file name extension names (case-insensitive); `scale` applies to PNG.
    ///
    /// ```swift
    /// let format = try OutputFormat(pathExtension: URL(fileURLWithPath: path).pathExtension)
    /// ```
    public init(pathExtension: String, scale: Int = 1) throws(RenderError) {
        switch pathExtension.lowercased() {
        case "png": self = .png(scale: scale)
        case "pdf": self = .pdf
        case "svg": self = .svg
        default: throw .unsupportedFormat(pathExtension)
        }
    }

    /// The usual file name extension.
    ///
    /// ```swift
    /// OutputFormat.svg.pathExtension // "svg"
    /// ```
    public var pathExtension: String {
        switch self {
        case .png: "png"
        case .pdf: "pdf"
        case .svg: "svg"
        }
    }

    /// `png@2x`, `pdf` or `svg`.
    ///
    /// ```swift
    /// print(OutputFormat.png(scale: 2)) // png@2x
    /// ```
    public var description: String {
        if case .png(let scale) = self { return "png@\(scale)x" }
        return pathExtension
    }
}
