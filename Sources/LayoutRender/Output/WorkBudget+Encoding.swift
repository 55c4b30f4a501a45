import LayoutPainter
import LayoutScene

extension WorkBudget {
    /// Spends what encoding `list` in `format` costs: one step per display item and one per 1,024 pixels (points, for
    /// SVG and PDF); false when the budget has run out, and the picture should not be written.
    ///
    /// ```swift
    /// guard canvas.workBudget.spendEncoding(list, format: .png(scale: 2)) else { throw … }
    /// ```
    @discardableResult
    public func spendEncoding(_ list: DisplayList, format: OutputFormat) -> Bool {
        let scale: Double = if case .png(let pixelsPerPoint) = format { Double(pixelsPerPoint) } else { 1 }
        let width = list.size.width.isFinite ? max(0, Double(list.size.width)) : 0
        let height = list.size.height.isFinite ? max(0, Double(list.size.height)) : 0
        let pixels = min(width * scale * height * scale / 1_024, Double(Int.max / 2))
        return spend(list.flattened.count + Int(pixels), in: .encoding, on: "the \(format) picture")
    }
}
