import Foundation
import LayoutPainter
import LayoutScene

/// The display lists the render bench draws, built by hand (no painter), the same on every run.
enum BenchLists {
    /// A list of the same size and background as `list` with nothing on it: what every PNG of that size costs.
    static func floor(like list: DisplayList) -> DisplayList {
        DisplayList(size: list.size, background: list.background, title: list.title, summary: "", items: [])
    }

    /// A phone screen: 20 rounded, stroked cards in groups, each with a measured label, and 40 guides (half of
    /// them dashed I-bars).
    static func screen(measurer: some TextMeasuring) -> DisplayList {
        var items: [DisplayItem] = []
        for index in 0..<20 {
            let frame = CGRect(x: 16, y: 12 + CGFloat(index) * 32, width: 343, height: 28)
            let font = Font.systemFont(ofSize: 15, weight: index % 3 == 0 ? .semibold : .regular)
            let text = "Row \(index + 1): a label with some text"
            let metrics = measurer.measure(TextMeasureRequest(text: text, font: font, maxWidth: 300, numberOfLines: 1,
                                                              lineBreakMode: .byTruncatingTail))
            let lines = metrics.lines.map {
                DisplayTextLine(text: $0.text, origin: CGPoint(x: frame.minX + 12, y: frame.minY + 4 + $0.baseline),
                                width: $0.width)
            }
            items.append(.group(DisplayGroup(id: "view-row-\(index)", classes: ["view"], opacity: 1, clip: nil, items: [
                .shape(DisplayShape(id: "view-row-\(index)-fill", classes: ["view"], rect: frame, cornerRadius: 6,
                                    fill: .secondarySystemBackground, stroke: DisplayStroke(color: .separator, width: 1))),
                .text(DisplayText(id: "label-row-\(index)", classes: ["label"], font: font, color: .label,
                                  clip: frame, lines: lines)),
            ])))
        }
        for index in 0..<40 {
            let y = 14.5 + CGFloat(index / 2) * 32
            let dashed = index % 2 == 1
            items.append(.line(DisplayLine(
                id: "guide-\(index)", classes: ["guide"], from: CGPoint(x: dashed ? 16 : 8.5, y: y),
                to: CGPoint(x: dashed ? 359 : 8.5, y: y + (dashed ? 0 : 24)),
                stroke: DisplayStroke(color: dashed ? .systemOrange : .systemBlue, width: 1, dash: dashed ? [4, 3] : []),
                capLength: dashed ? 6 : 0)))
        }
        return DisplayList(size: CGSize(width: 375, height: 667), background: .white, title: "screen", summary: "",
                           items: items)
    }

    /// `count` small rectangles in a grid over a `side` × `side` canvas, in a few colours.
    static func rects(count: Int, side: CGFloat) -> DisplayList {
        let perRow = Int(Double(count).squareRoot().rounded(.up))
        let cell = side / CGFloat(perRow)
        let colours: [Color] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemGray4]
        let items = (0..<count).map { index in
            DisplayItem.shape(DisplayShape(
                id: "rect-\(index)", classes: ["view"],
                rect: CGRect(x: CGFloat(index % perRow) * cell + 2, y: CGFloat(index / perRow) * cell + 2,
                             width: cell - 4, height: cell - 4),
                cornerRadius: 0, fill: colours[index % colours.count], stroke: nil))
        }
        return DisplayList(size: CGSize(width: side, height: side), background: .white, title: "rects", summary: "",
                           items: items)
    }
}
