import Foundation
import LayoutScene

/// Several pictures of one scene side by side in one display list, each under a caption: a grid of `columns`
/// columns, filled row by row, with ``gap`` points between cells and around the sheet. A column is as wide as its
/// widest picture or caption, a row as tall as its tallest caption plus ``captionGap`` plus its tallest picture;
/// each picture sits at its cell's top-left, under its caption, on its own background, clipped to its size (as
/// when drawn alone) and outlined by a hairline just outside it. Items keep their order
/// with `panel-N-` in front of their ids (N from 1), so every format draws the sheet and ids stay unique.
///
/// ```swift
/// let sheet = ContactSheet(columns: 2).compose([
///     ContactSheetPanel(caption: "light", picture: light), ContactSheetPanel(caption: "dark", picture: dark),
/// ], measuring: measurer)
/// ```
public struct ContactSheet: Sendable {
    /// The space between cells and around the sheet, in points.
    public static let gap: CGFloat = 24
    /// The space between a caption and its picture.
    public static let captionGap: CGFloat = 8
    /// The captions' font.
    public static let captionFont = Font.systemFont(ofSize: 13, weight: .semibold)
    /// The hairline around each picture, so that a picture whose edge is the sheet's colour still shows its bounds.
    public static let outline = DisplayStroke(color: Color(hex: 0x8E8E93, alpha: 0.6), width: 1)

    /// Pictures per row (at least 1).
    public var columns: Int
    /// The sheet's background and caption colour: ``Theme/background`` and ``Theme/tagFill``.
    public var theme: Theme

    /// A sheet layout.
    ///
    /// ```swift
    /// let sheet = ContactSheet(columns: 4, theme: .dark)
    /// ```
    public init(columns: Int, theme: Theme = .light) {
        self.columns = max(1, columns)
        self.theme = theme
    }

    /// The sheet: the panels' pictures moved into their cells, with captions, in one list. Captions are measured
    /// with `measurer` (the renderer's, so the SVG's text lengths match).
    ///
    /// ```swift
    /// let list = ContactSheet(columns: 2).compose(panels, measuring: PangoTextMeasurer(fonts: fonts))
    /// ```
    public func compose(_ panels: [ContactSheetPanel], measuring measurer: any TextMeasuring) -> DisplayList {
        let captions = panels.map { panel in
            measurer.measure(TextMeasureRequest(text: panel.caption, font: Self.captionFont, maxWidth: nil,
                                                numberOfLines: 1, lineBreakMode: .byClipping))
        }
        let rows = (panels.count + columns - 1) / columns
        var columnWidths = [CGFloat](repeating: 0, count: columns)
        var captionHeights = [CGFloat](repeating: 0, count: rows)
        var pictureHeights = [CGFloat](repeating: 0, count: rows)
        for (index, panel) in panels.enumerated() {
            let row = index / columns, column = index % columns
            columnWidths[column] = max(columnWidths[column], panel.picture.size.width, finite(captions[index].size.width))
            captionHeights[row] = max(captionHeights[row], finite(captions[index].size.height))
            pictureHeights[row] = max(pictureHeights[row], panel.picture.size.height)
        }
        let columnX = offsets(of: columnWidths)
        let rowY = offsets(of: zip(captionHeights, pictureHeights).map { $0 + Self.captionGap + $1 })
        var items: [DisplayItem] = []
        var warnings: [PaintWarning] = []
        for (index, panel) in panels.enumerated() {
            let row = index / columns, column = index % columns
            let id = "panel-\(index + 1)"
            let caption = captions[index]
            let origin = CGPoint(x: columnX[column], y: rowY[row] + captionHeights[row] + Self.captionGap)
            let line = DisplayTextLine(text: panel.caption,
                                       origin: CGPoint(x: columnX[column], y: rowY[row] + finite(caption.firstBaseline)),
                                       width: finite(caption.size.width))
            var contents: [DisplayItem] = [
                .text(DisplayText(id: "\(id)-caption", classes: ["panel-caption"], font: Self.captionFont,
                                  color: theme.tagFill, clip: nil, lines: [line])),
            ]
            let frame = CGRect(origin: origin, size: panel.picture.size)
            contents.append(.shape(DisplayShape(id: "\(id)-background", classes: ["panel-background"], rect: frame,
                                                cornerRadius: 0, fill: panel.picture.background, stroke: nil)))
            let moved = panel.picture.items.map { $0.translated(dx: origin.x, dy: origin.y, idPrefix: "\(id)-") }
            contents.append(.group(DisplayGroup(id: "\(id)-picture", classes: ["panel-picture"], opacity: 1,
                                                clip: DisplayClip(rect: frame, cornerRadius: 0), items: moved)))
            contents.append(.shape(DisplayShape(id: "\(id)-outline", classes: ["panel-outline"],
                                                rect: frame.insetBy(dx: -0.5, dy: -0.5), cornerRadius: 0, fill: nil,
                                                stroke: Self.outline)))
            items.append(.group(DisplayGroup(id: id, classes: ["panel"], opacity: 1, clip: nil, items: contents,
                                             title: panel.caption)))
            warnings += panel.picture.warnings
        }
        let width = (columnX.last ?? Self.gap) + (columnWidths.last ?? 0) + Self.gap
        let height = (rowY.last ?? Self.gap) + (captionHeights.last ?? 0) + Self.captionGap
            + (pictureHeights.last ?? 0) + Self.gap
        return DisplayList(size: CGSize(width: width, height: panels.isEmpty ? 2 * Self.gap : height),
                           background: theme.background,
                           title: (panels.first?.picture.title ?? "") + " — contact sheet",
                           summary: panels.map { "\($0.caption): \($0.picture.summary)" }.joined(separator: "\n\n"),
                           items: items, warnings: warnings)
    }

    /// Where each cell starts along one axis: after the sheet's gap, each following the previous cell and a gap.
    private func offsets(of lengths: [CGFloat]) -> [CGFloat] {
        var position = Self.gap
        return lengths.map { length in
            defer { position += length + Self.gap }
            return position
        }
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
}
