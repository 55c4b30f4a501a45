import LayoutScene
/// Why rendering, measuring set-up, decoding or writing failed. Every Cairo failure surfaces as ``cairo(_:operation:)``,
/// every libpng failure as ``png(operation:reason:)``.
///
/// ```swift
/// do {
///     try Renderer(fonts: fonts).write(list, format: .png(scale: 2), to: "out/card.png")
/// } catch {
///     print("layoutviz: \(error)") // e.g. "cannot write out/card.png: No such file or directory"
/// }
/// ```
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A Cairo call reported `status` while doing `operation`.
    ///
    /// ```swift
    /// if case .cairo(let status, let operation) = error { print(operation, status.message) }
    /// ```
    case cairo(CairoStatus, operation: String)
    /// libpng could not decode or encode a PNG; `reason` is libpng's message.
    ///
    /// ```swift
    /// if case .png(let operation, let reason) = error { print(operation, reason) } // "decode a PNG image", "Not a PNG file"
    /// ```
    case png(operation: String, reason: String)
    /// The picture would need more pixels than the PNG back end allows.
    ///
    /// ```swift
    /// if case .canvasTooLarge(_, _, _, let limit) = error { print(limit.explanation) }
    /// ```
    case canvasTooLarge(width: Double, height: Double, scale: Int, limit: CanvasLimit)
    /// The picture's size is not finite and positive (or beyond the coordinate range).
    ///
    /// ```swift
    /// RenderError.invalidCanvasSize(width: 0, height: 100) // from a zero-width list
    /// ```
    case invalidCanvasSize(width: Double, height: Double)
    /// A PNG scale outside 1...``RenderLimits/maximumScale``.
    ///
    /// ```swift
    /// try renderer.render(list, format: .png(scale: 8)) // throws .invalidScale(8)
    /// ```
    case invalidScale(Int)
    /// An item has a coordinate, size, width or opacity that is not finite or out of range.
    ///
    /// ```swift
    /// if case .invalidGeometry(let id, let reason) = error { print("\(id): \(reason)") }
    /// ```
    case invalidGeometry(id: String, reason: String)
    /// A text line is longer than the back ends accept.
    ///
    /// ```swift
    /// if case .textTooLong(let id, let length, _) = error { print(id, length) }
    /// ```
    case textTooLong(id: String, length: Int, limit: Int)
    /// The output file cannot be written.
    ///
    /// ```swift
    /// if case .unwritablePath(let path, let reason) = error { print(path, reason) }
    /// ```
    case unwritablePath(String, reason: String)
    /// A file name extension no back end writes.
    ///
    /// ```swift
    /// try OutputFormat(pathExtension: "bmp") // throws .unsupportedFormat("bmp")
    /// ```
    case unsupportedFormat(String)
    /// A font file the library needs does not exist; `package` names the system package that installs it.
    ///
    /// ```swift
    /// if case .missingFontFile(_, let package?) = error { print("apt-get install \(package)") }
    /// ```
    case missingFontFile(path: String, package: String?)
    /// A font file exists but cannot be read or is not a font fontconfig can load.
    ///
    /// ```swift
    /// if case .unreadableFontFile(let path, _) = error { print("bad font:", path) }
    /// ```
    case unreadableFontFile(path: String, reason: String)
    /// Fontconfig could not build the private configuration.
    ///
    /// ```swift
    /// if case .fontconfig(let operation) = error { print(operation) }
    /// ```
    case fontconfig(operation: String)
    /// The scene's work budget ran out (``LayoutScene/WorkBudget``), here or at an earlier stage: nothing is written.
    ///
    /// ```swift
    /// if case .workBudgetExhausted(let exhausted) = error { print(exhausted.stage) }
    /// ```
    case workBudgetExhausted(WorkBudgetExhausted)

    /// A message for people, naming the file, item or limit involved.
    ///
    /// ```swift
    /// print(RenderError.invalidScale(5)) // PNG scale must be an integer from 1 to 4, got 5
    /// ```
    public var description: String {
        switch self {
        case .cairo(let status, let operation):
            "cairo failed to \(operation): \(status.message) (status \(status.code))"
        case .png(let operation, let reason):
            "libpng failed to \(operation): \(reason)"
        case .canvasTooLarge(let width, let height, let scale, let limit):
            "canvas \(Self.number(width)) × \(Self.number(height)) pt at scale \(scale) is too large: \(limit.explanation)"
        case .invalidCanvasSize(let width, let height):
            "canvas size must be finite, positive and at most \(Self.number(RenderLimits.maximumCoordinate)) pt per side, "
                + "got \(Self.number(width)) × \(Self.number(height))"
        case .invalidScale(let scale):
            "PNG scale must be an integer from 1 to \(RenderLimits.maximumScale), got \(scale)"
        case .invalidGeometry(let id, let reason):
            "item '\(id)' cannot be drawn: \(reason)"
        case .textTooLong(let id, let length, let limit):
            "text '\(id)' has a line of \(length) characters; the limit is \(limit)"
        case .unwritablePath(let path, let reason):
            "cannot write \(path): \(reason)"
        case .unsupportedFormat(let name):
            "unsupported output format '\(name)'; use png, pdf or svg"
        case .missingFontFile(let path, let package):
            "font file \(path) is missing" + (package.map { "; install the package \($0)" } ?? "")
        case .unreadableFontFile(let path, let reason):
            "cannot use font file \(path): \(reason)"
        case .fontconfig(let operation):
            "fontconfig failed to \(operation)"
        case .workBudgetExhausted(let exhausted):
            exhausted.message
        }
    }

    private static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
