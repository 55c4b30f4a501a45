import Foundation
import LayoutPainter
import LayoutScene
import Testing

/// Contact sheets: pictures on a grid under their captions, moved item by item with prefixed ids.
@Suite struct ContactSheetTests {
    static let measurer = MonospacedTextMeasurer()

    private func picture(_ title: String, _ width: CGFloat, _ height: CGFloat, background: Color? = .white)
        -> DisplayList {
        DisplayList(size: CGSize(width: width, height: height), background: background, title: title, summary: title,
                    items: [
                        .group(DisplayGroup(id: "view-root", classes: ["view"], opacity: 1,
                                            clip: DisplayClip(rect: CGRect(x: 0, y: 0, width: width, height: height),
                                                              cornerRadius: 4),
                                            items: [.shape(DisplayShape(id: "view-box", classes: ["view"],
                                                                        rect: CGRect(x: 10, y: 10, width: 20, height: 20),
                                                                        cornerRadius: 0, fill: .black, stroke: nil))])),
                        .line(DisplayLine(id: "guide-1", classes: ["guide"], from: CGPoint(x: 1, y: 2),
                                          to: CGPoint(x: 3, y: 4), stroke: DisplayStroke(color: .black, width: 1),
                                          capLength: 0)),
                        .text(DisplayText(id: "label", classes: ["label"], font: .systemFont(ofSize: 10), color: .black,
                                          clip: CGRect(x: 5, y: 5, width: 10, height: 10),
                                          lines: [DisplayTextLine(text: "x", origin: CGPoint(x: 5, y: 14), width: 5)])),
                        .polygon(DisplayPolygon(id: "glyph", classes: [], points: [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 2)],
                                                fill: nil, stroke: nil, isClosed: false)),
                    ],
                    warnings: [])
    }

    private var sheet: DisplayList {
        ContactSheet(columns: 2).compose([
            ContactSheetPanel(caption: "a", picture: picture("A", 100, 50)),
            ContactSheetPanel(caption: String(repeating: "b", count: 20), picture: picture("B", 60, 80, background: nil)),
            ContactSheetPanel(caption: "c", picture: picture("C", 120, 40, background: .black)),
        ], measuring: Self.measurer)
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 }
    private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    private func shape(_ id: String, in list: DisplayList) -> DisplayShape? {
        if case .shape(let shape)? = list.item(withID: id) { return shape }
        return nil
    }

    private func caption(_ id: String, in list: DisplayList) -> DisplayTextLine? {
        if case .text(let text)? = list.item(withID: id) { return text.lines.first }
        return nil
    }

    @Test func panelsSitOnAGridUnderTheirCaptions() throws {
        let list = sheet
        // Captions: 13-point text, 6.5 points a character, 15.6 tall, baseline 11.7; columns 120 and 130 wide
        // (C's picture, B's caption), rows 15.6 + 8 + 80 and 15.6 + 8 + 40 tall, 24 between and around.
        let width: CGFloat = 24 + 120 + 24 + 130 + 24, height: CGFloat = 24 + 103.6 + 24 + 63.6 + 24
        #expect(close(list.size.width, width))
        #expect(close(list.size.height, height))
        #expect(list.background == .white)
        #expect(list.items.map(\.id) == ["panel-1", "panel-2", "panel-3"])
        let origins = [CGPoint(x: 24, y: 47.6), CGPoint(x: 168, y: 47.6), CGPoint(x: 24, y: 175.2)]
        let sizes = [CGSize(width: 100, height: 50), CGSize(width: 60, height: 80), CGSize(width: 120, height: 40)]
        let captionBaselines = [CGPoint(x: 24, y: 35.7), CGPoint(x: 168, y: 35.7), CGPoint(x: 24, y: 163.3)]
        for index in 0..<3 {
            let id = "panel-\(index + 1)"
            let frame = CGRect(origin: origins[index], size: sizes[index])
            #expect(close(shape("\(id)-background", in: list)?.rect, frame), "\(id)")
            #expect(close(shape("\(id)-outline", in: list)?.rect, frame.insetBy(dx: -0.5, dy: -0.5)), "\(id)")
            guard case .group(let clipped)? = list.item(withID: "\(id)-picture") else {
                Issue.record("no picture group in \(id)")
                continue
            }
            #expect(close(clipped.clip?.rect, frame), "\(id): clipped as when drawn alone")
            #expect(close(shape("\(id)-view-box", in: list)?.rect, CGRect(x: frame.minX + 10, y: frame.minY + 10,
                                                                          width: 20, height: 20)), "\(id)")
            let line = try #require(caption("\(id)-caption", in: list))
            #expect(close(line.origin.x, captionBaselines[index].x) && close(line.origin.y, captionBaselines[index].y))
        }
        #expect(caption("panel-2-caption", in: list)?.text == String(repeating: "b", count: 20))
        #expect(close(caption("panel-2-caption", in: list)?.width ?? 0, 130))
        #expect(shape("panel-1-background", in: list)?.fill == .white)
        #expect(shape("panel-2-background", in: list)?.fill == nil)
        #expect(shape("panel-3-background", in: list)?.fill == .black)
    }

    @Test func everyKindOfItemMovesWithItsPanel() throws {
        let list = sheet
        guard case .group(let root)? = list.item(withID: "panel-3-view-root") else {
            Issue.record("no root group")
            return
        }
        #expect(close(root.clip?.rect, CGRect(x: 24, y: 175.2, width: 120, height: 40)))
        #expect(root.clip?.cornerRadius == 4)
        guard case .line(let line)? = list.item(withID: "panel-3-guide-1"),
              case .text(let text)? = list.item(withID: "panel-3-label"),
              case .polygon(let polygon)? = list.item(withID: "panel-3-glyph") else {
            Issue.record("items missing")
            return
        }
        #expect(close(line.from.x, 25) && close(line.from.y, 177.2) && close(line.to.x, 27) && close(line.to.y, 179.2))
        #expect(close(text.clip, CGRect(x: 29, y: 180.2, width: 10, height: 10)))
        #expect(close(text.lines[0].origin.x, 29) && close(text.lines[0].origin.y, 189.2))
        #expect(close(polygon.points[1].x, 26) && close(polygon.points[1].y, 177.2))
        let ids = list.flattened.map(\.id)
        #expect(Set(ids).count == ids.count, "ids stay unique")
    }
}
