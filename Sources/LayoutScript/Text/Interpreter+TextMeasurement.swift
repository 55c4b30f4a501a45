import Foundation
import LayoutScene

/// The font Foundation measures and draws attributed text in where it sets none: Helvetica at 12 pt in UIKit.
/// layoutviz has no Helvetica and uses the system font at 12 pt — an estimate of the look at the documented size.
enum TextMeasurementDefaults {
    /// The font of text without a `.font` attribute.
    static let font = Font.systemFont(ofSize: 12)
    /// The colour of text without a `.foregroundColor` attribute.
    static let color = Color.black
}

extension Interpreter {
    /// The rectangle `boundingRect(with:options:…)` reports for `text`, measured by the engine's measurer (the one
    /// labels are measured with): with `.usesLineFragmentOrigin` the text wraps at `size.width` and the rectangle
    /// starts at the top of the first line; without it (and for `size(withAttributes:)`, `size == nil`) the text is
    /// one line and the rectangle starts at its baseline. Sizes are not rounded, as UIKit's are not; the height
    /// `size` allows does not cut lines off.
    func boundingRect(of text: AttributedText, in size: CGSize?, options: StringDrawingOptions,
                      at span: SourceSpan) throws -> CGRect {
        guard let measurer = fitting?.textMeasurer else {
            throw BindingError("measuring text needs the layout engine's text measurer: load the scene with a "
                                   + "LayoutFitting that has one (such as EngineLayoutFitting), as layoutviz does")
        }
        guard !text.string.isEmpty else { return .zero }
        let wraps = options.usesLineFragmentOrigin && size != nil
        let request = TextMeasureRequest(attributedText: text, font: TextMeasurementDefaults.font,
                                         color: TextMeasurementDefaults.color, maxWidth: wraps ? size?.width : nil,
                                         numberOfLines: wraps ? 0 : 1, lineBreakMode: .byWordWrapping)
        let metrics = measurer.measure(request)
        return CGRect(x: 0, y: wraps ? 0 : -metrics.firstBaseline, width: metrics.size.width,
                      height: metrics.size.height)
    }
}
