import CCairo
import Foundation
import LayoutScene

/// How a measure request maps onto a Pango layout, following UILabel:
/// - word wrapping wraps at words, breaking words longer than a line (`PANGO_WRAP_WORD_CHAR`); character
///   wrapping at any character; clipping and the truncating modes wrap at words too;
/// - one line with a truncating mode ellipsizes at the start, end or middle; more lines with a truncating mode
///   ellipsize the end of the last one (`pango_layout_set_height(-lines)`);
/// - otherwise the first `numberOfLines` lines are kept and the rest cut off.
/// A width that is absent, infinite or beyond Pango's range means no wrapping (and no ellipsis). Pango counts
/// the line limit per paragraph, so text whose paragraphs alone exceed the limit is cut after the last line
/// kept, without an ellipsis.
struct TextLayoutSettings {
    /// The most a Pango width can be, in points (Pango units are 1/1024 pt in an `Int32`).
    static let maximumWidth = Double(Int32.max) / Double(PANGO_SCALE)

    var width: Double?
    var wrap: PangoWrapMode
    var ellipsize: PangoEllipsizeMode
    /// Lines per paragraph Pango keeps itself (ellipsizing the last); `nil` when not limited by Pango.
    var ellipsizedLineLimit: Int?
    /// The most lines shown; `nil` for all.
    var lineLimit: Int?
    /// The text to lay out: one line only shows one paragraph, so line and paragraph breaks become spaces, as
    /// in UILabel.
    var text: String

    init(_ request: TextMeasureRequest) {
        width = Self.width(of: request)
        wrap = request.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
        lineLimit = request.numberOfLines > 0 ? request.numberOfLines : nil
        text = request.numberOfLines == 1
            ? request.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
            : request.text
        ellipsize = PANGO_ELLIPSIZE_NONE
        ellipsizedLineLimit = nil
        guard request.lineBreakMode.truncates, width != nil, let lineLimit else { return }
        if lineLimit == 1 {
            ellipsize = switch request.lineBreakMode {
            case .byTruncatingHead: PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
            default: PANGO_ELLIPSIZE_END
            }
        } else {
            ellipsize = PANGO_ELLIPSIZE_END
            ellipsizedLineLimit = lineLimit
        }
    }

    /// The width the request's text wraps at, in points; `nil` (no wrapping) for none, an infinite one or one
    /// beyond Pango's range.
    static func width(of request: TextMeasureRequest) -> Double? {
        request.maxWidth.flatMap { $0.isFinite && $0 < maximumWidth ? max(0, Double($0)) : nil }
    }

    /// A layout of the request's text in `font` on `context` with these settings.
    func makeLayout(context: PangoContextHandle, font: PangoFontDescriptionHandle) -> PangoLayoutHandle {
        let layout = PangoLayoutHandle(context: context, text: text, font: font)
        if let width { layout.setWidth(width) }
        layout.setWrap(wrap)
        layout.setEllipsize(ellipsize)
        if let ellipsizedLineLimit { layout.limitLines(to: ellipsizedLineLimit) }
        return layout
    }
}
