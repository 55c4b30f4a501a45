import Foundation
import LayoutPainter
import LayoutScene

/// Renders display lists to PNG, PDF or SVG bytes and writes them to files atomically. All formats draw the same
/// list with the same fonts; share the ``FontLibrary`` with the ``PangoTextMeasurer`` the layout used.
///
/// ```swift
/// let fonts = try FontLibrary()
/// let renderer = Renderer(fonts: fonts)
/// try renderer.write(list, format: .png(scale: 2), to: "card@2x.png")
/// let svg = try renderer.render(list, format: .svg)
/// ```
public struct Renderer: Sendable {
    /// The fonts text is drawn with.
    ///
    /// ```swift
    /// for warning in renderer.fonts.warnings { print("warning: \(warning)") }
    /// ```
    public let fonts: FontLibrary

    /// Creates a renderer.
    ///
    /// ```swift
    /// let renderer = Renderer(fonts: try FontLibrary())
    /// ```
    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// The bytes of `list` in `format`; throws ``RenderError`` for invalid or oversize lists and Cairo failures.
    /// Characters no font has are reported in ``FontLibrary/warnings``. With `budget` (the scene's work budget), what
    /// encoding costs is spent first (``LayoutScene/WorkBudget/spendEncoding(_:format:)``), and a budget that has run
    /// out, now or at an earlier stage, throws ``RenderError/workBudgetExhausted(_:)`` before anything is encoded.
    ///
    /// ```swift
    /// let pdf = try renderer.render(list, format: .pdf)
    /// ```
    public func render(_ list: DisplayList, format: OutputFormat,
                       budget: WorkBudget? = nil) throws(RenderError) -> Data {
        if let budget {
            budget.spendEncoding(list, format: format)
            if let exhausted = budget.exhaustion { throw .workBudgetExhausted(exhausted) }
        }
        fonts.recordMissingGlyphs(in: list)
        return switch format {
        case .png(let scale): try PNGRenderer(fonts: fonts, scale: scale).render(list)
        case .pdf: try PDFRenderer(fonts: fonts).render(list)
        case .svg: try SVGWriter(fonts: fonts).render(list)
        }
    }

    /// Renders `list` and writes it to `path` atomically: a failed render or write (an exhausted `budget` among them)
    /// leaves an existing file as it was and no temporary file behind; an unwritable location throws
    /// ``RenderError/unwritablePath(_:reason:)``.
    ///
    /// ```swift
    /// try renderer.write(list, format: try OutputFormat(pathExtension: "svg"), to: "docs/card.svg")
    /// ```
    public func write(_ list: DisplayList, format: OutputFormat, to path: String,
                      budget: WorkBudget? = nil) throws(RenderError) {
        try AtomicFileWriter.write(render(list, format: format, budget: budget), to: path)
    }
}
