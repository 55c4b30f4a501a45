import Foundation
import LayoutPainter
import LayoutScene
@testable import LayoutRender

/// Display lists and helpers shared by the render tests.
enum Fixtures {
    /// A fresh font library (cheap to make; fresh so warnings do not leak between tests).
    static func fonts() throws -> FontLibrary {
        try FontLibrary()
    }

    /// A list of `width` × `height` points with the given items.
    static func list(width: CGFloat = 100, height: CGFloat = 100, background: Color? = .white,
                     _ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: CGSize(width: width, height: height), background: background, title: "test",
                    summary: "a test picture", items: items)
    }

    static func rect(_ rect: CGRect, id: String = "shape", radius: CGFloat = 0, fill: Color? = .red,
                     stroke: DisplayStroke? = nil) -> DisplayItem {
        .shape(DisplayShape(id: id, classes: ["view"], rect: rect, cornerRadius: radius, fill: fill, stroke: stroke))
    }

    static func line(_ id: String = "line", from: CGPoint, to: CGPoint, color: Color = .blue, width: CGFloat = 1,
                     dash: [CGFloat] = [], cap: CGFloat = 0) -> DisplayItem {
        .line(DisplayLine(id: id, classes: ["guide"], from: from, to: to,
                          stroke: DisplayStroke(color: color, width: width, dash: dash), capLength: cap))
    }

    /// A one-line text item laid out by `measurer` with its baseline starting at `origin`.
    static func text(_ string: String, font: Font = .systemFont(ofSize: 17), at origin: CGPoint, clip: CGRect? = nil,
                     measurer: PangoTextMeasurer, id: String = "label") -> DisplayItem {
        let metrics = measurer.measure(TextMeasureRequest(text: string, font: font, maxWidth: nil, numberOfLines: 1,
                                                          lineBreakMode: .byTruncatingTail))
        return .text(DisplayText(id: id, classes: ["label"], font: font, color: .black, clip: clip,
                                 lines: [DisplayTextLine(text: string, origin: origin, width: metrics.size.width)]))
    }

    /// A picture with something of every kind: a clipped group with a rounded card and two labels, a translucent
    /// group, a plain line and a dashed I-bar.
    static func sampleList(measurer: PangoTextMeasurer) -> DisplayList {
        let card = DisplayGroup(
            id: "view-card", classes: ["view"], opacity: 1,
            clip: DisplayClip(rect: CGRect(x: 20, y: 20, width: 240, height: 100), cornerRadius: 12),
            items: [
                rect(CGRect(x: 20, y: 20, width: 240, height: 100), id: "view-card-fill", radius: 12,
                     fill: .secondarySystemBackground, stroke: DisplayStroke(color: .separator, width: 1)),
                text("Hello, layoutviz!", font: .boldSystemFont(ofSize: 17), at: CGPoint(x: 36, y: 52),
                     clip: CGRect(x: 36, y: 36, width: 200, height: 21), measurer: measurer, id: "label-title"),
                text("Tom & Jerry <3", font: .systemFont(ofSize: 13), at: CGPoint(x: 36, y: 80),
                     measurer: measurer, id: "label-body"),
            ])
        let veil = DisplayGroup(id: "view-dot", classes: ["view"], opacity: 0.5, clip: nil,
                                items: [rect(CGRect(x: 230, y: 100, width: 40, height: 40), id: "view-dot-fill", radius: 20,
                                             fill: .systemBlue)])
        return DisplayList(size: CGSize(width: 300, height: 180), background: .white, title: "sample",
                           summary: "card: 20,20 240×100", items: [
                               .group(card), .group(veil),
                               line("guide-align", from: CGPoint(x: 20.5, y: 130), to: CGPoint(x: 20.5, y: 170)),
                               line("guide-width", from: CGPoint(x: 20, y: 150.5), to: CGPoint(x: 260, y: 150.5),
                                    color: .systemOrange, dash: [4, 3], cap: 6),
                           ])
    }
}

extension PNGImage {
    /// The smallest pixel rectangle holding every pixel that differs from `background` (nil when none does).
    func inkBounds(differingFrom background: RGBAPixel) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<height {
            for x in 0..<width where pixel(x: x, y: y) != background {
                bounds = (min(bounds?.minX ?? x, x), min(bounds?.minY ?? y, y),
                          max(bounds?.maxX ?? x, x), max(bounds?.maxY ?? y, y))
            }
        }
        return bounds
    }
}

extension RGBAPixel {
    static let white = RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255)
    static let transparent = RGBAPixel(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whether every channel is within `tolerance` of `other`.
    func isClose(to other: RGBAPixel, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }
}
