import CCairo
import Foundation
import LayoutScene
import Synchronization

/// Measures text with Pango and the fonts of a ``FontLibrary``, exactly as ``Renderer`` draws it: the lines
/// shown (with "…" where truncated), their widths and baselines, and the block's size.
///
/// It is `Sendable`: the Pango objects live in the library behind its lock, so concurrent layouts queue up
/// rather than share them. Measuring the same request twice gives the same numbers: each measurer remembers
/// what it measured (layout asks again for the same label at the same width; guide badges repeat "8", "16"…),
/// up to ``rememberedRequestLimit`` requests.
///
/// ```swift
/// let measurer = PangoTextMeasurer(fonts: try FontLibrary())
/// let metrics = measurer.measure(TextMeasureRequest(text: "Hello", font: .systemFont(ofSize: 17), maxWidth: nil,
///                                                   numberOfLines: 1, lineBreakMode: .byTruncatingTail))
/// print(metrics.size, metrics.firstBaseline)
/// ```
public final class PangoTextMeasurer: TextMeasuring {
    /// The fonts measured with.
    ///
    /// ```swift
    /// let warnings = measurer.fonts.warnings
    /// ```
    public let fonts: FontLibrary
    /// How many distinct requests a measurer keeps the metrics of; later ones are measured every time.
    ///
    /// ```swift
    /// PangoTextMeasurer.rememberedRequestLimit // 65536
    /// ```
    public static let rememberedRequestLimit = 1 << 16

    private let measured = Mutex<[TextMeasureRequest: TextMetrics]>([:])

    /// Creates a measurer on a font library (share it with the ``Renderer``).
    ///
    /// ```swift
    /// let measurer = PangoTextMeasurer(fonts: fonts)
    /// ```
    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// Lays out `request.text` as ``TextLayoutSettings`` describes and reports what is shown.
    /// Empty text, and fonts whose size is not a positive number of at most
    /// ``RenderLimits/maximumCoordinate`` points, measure as ``TextMetrics/empty``.
    ///
    /// ```swift
    /// let lines = measurer.measure(request).lines.map(\.text) // ["A long title that", "wraps…"]
    /// ```
    public func measure(_ request: TextMeasureRequest) -> TextMetrics {
        let size = Double(request.font.pointSize)
        guard !request.text.isEmpty, size > 0, size <= RenderLimits.maximumCoordinate else { return .empty }
        if let metrics = measured.withLock({ $0[request] ?? Self.unwrapped(request, in: $0) }) { return metrics }
        let metrics = layOut(request)
        measured.withLock { remembered in
            if remembered.count < Self.rememberedRequestLimit { remembered[request] = metrics }
        }
        return metrics
    }

    /// The metrics of a request with a width when the same text measured without one fits in that width: Pango
    /// then neither wraps nor ellipsizes, and lines are measured by their glyphs, so they come out the same (layout
    /// measures every label without a width first, then at its solved width).
    private static func unwrapped(_ request: TextMeasureRequest,
                                  in remembered: [TextMeasureRequest: TextMetrics]) -> TextMetrics? {
        guard let width = TextLayoutSettings.width(of: request) else { return nil }
        var unbounded = request
        unbounded.maxWidth = nil
        guard let metrics = remembered[unbounded], !metrics.lines.isEmpty else { return nil }
        let limit = Double(Int32(width * Double(PANGO_SCALE)))
        return metrics.lines.allSatisfy { Double($0.width) * Double(PANGO_SCALE) <= limit } ? metrics : nil
    }

    private func layOut(_ request: TextMeasureRequest) -> TextMetrics {
        let family = fonts.resolvedFamily(for: request.font)
        let settings = TextLayoutSettings(request)
        if let attributed = request.attributedText {
            let text = AttributedLayoutText(attributed, oneLine: request.numberOfLines == 1,
                                            family: fonts.resolvedFamily(for:), fallback: request.font)
            var lines = fonts.withSession { session in
                session.layOut(settings, attributed: text, family: family, font: request.font)
            }
            if let limit = settings.lineLimit { lines = Array(lines.prefix(limit)) }
            return Self.metrics(lines.map(\.line), bottom: lines.last?.bottom ?? 0)
        }
        var lines = fonts.withSession { session in
            session.layOut(settings, family: family, font: request.font).map(Line.init)
        }
        if let limit = settings.lineLimit { lines = Array(lines.prefix(limit)) }
        return Self.metrics(lines.map { TextLine(text: $0.text, width: $0.width, baseline: $0.baseline) },
                            bottom: lines.last?.bottom ?? 0)
    }

    private static func metrics(_ shown: [TextLine], bottom: CGFloat) -> TextMetrics {
        TextMetrics(size: CGSize(width: shown.map(\.width).max() ?? 0, height: bottom),
                    firstBaseline: shown.first?.baseline ?? 0, lastBaseline: shown.last?.baseline ?? 0,
                    lineCount: shown.count, lines: shown)
    }

    /// A laid-out line in `CGFloat`s, so it can leave the lock (`Sendable`).
    private struct Line: Sendable {
        var text: String
        var width: CGFloat
        var baseline: CGFloat
        var bottom: CGFloat

        init(_ line: LaidOutLine) {
            text = line.text
            width = CGFloat(line.width)
            baseline = CGFloat(line.baseline)
            bottom = CGFloat(line.bottom)
        }
    }
}
