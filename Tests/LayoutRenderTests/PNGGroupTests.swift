import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("PNG groups")
struct PNGGroupTests {
    private func group(opacity: CGFloat, clip: DisplayClip?, _ items: [DisplayItem]) -> DisplayItem {
        .group(DisplayGroup(id: "group", classes: ["view"], opacity: opacity, clip: clip, items: items))
    }

    @Test("a group at half opacity is painted as one layer at half opacity")
    func opacity() throws {
        let overlapping = [Fixtures.rect(CGRect(x: 0, y: 0, width: 60, height: 60), id: "a"),
                           Fixtures.rect(CGRect(x: 40, y: 40, width: 60, height: 60), id: "b")]
        let list = Fixtures.list([group(opacity: 0.5, clip: nil, overlapping)])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        let pink = RGBAPixel(red: 255, green: 128, blue: 128, alpha: 255)
        #expect(image.pixel(x: 20, y: 20).isClose(to: pink))
        #expect(image.pixel(x: 50, y: 50).isClose(to: pink), "the overlap is not darker: the group is one layer")
        #expect(image.pixel(x: 80, y: 10) == .white)
    }

    @Test("a group at opacity 0 draws nothing")
    func invisible() throws {
        let list = Fixtures.list([group(opacity: 0, clip: nil, [Fixtures.rect(CGRect(x: 0, y: 0, width: 60, height: 60))])])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.inkBounds(differingFrom: .white) == nil)
    }

    @Test("a group's contents are clipped to its rectangle")
    func clip() throws {
        let clip = DisplayClip(rect: CGRect(x: 20, y: 20, width: 40, height: 40), cornerRadius: 0)
        let list = Fixtures.list([group(opacity: 1, clip: clip, [Fixtures.rect(CGRect(x: 0, y: 0, width: 100, height: 100))])])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        let bounds = try #require(image.inkBounds(differingFrom: .white))
        #expect(bounds.minX == 20 && bounds.minY == 20 && bounds.maxX == 59 && bounds.maxY == 59)
    }

    @Test("a rounded clip leaves the corners out")
    func roundedClip() throws {
        let clip = DisplayClip(rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 50)
        let list = Fixtures.list(background: nil,
                                 [group(opacity: 1, clip: clip, [Fixtures.rect(CGRect(x: 0, y: 0, width: 100, height: 100))])])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.pixel(x: 5, y: 5) == .transparent)
        #expect(image.pixel(x: 50, y: 50) == RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test("a clip applies to nested groups and ends with its group")
    func clipScope() throws {
        let clip = DisplayClip(rect: CGRect(x: 0, y: 0, width: 50, height: 100), cornerRadius: 0)
        let nested = group(opacity: 1, clip: nil, [Fixtures.rect(CGRect(x: 0, y: 0, width: 100, height: 50))])
        let list = Fixtures.list([group(opacity: 1, clip: clip, [nested]),
                                  Fixtures.rect(CGRect(x: 60, y: 60, width: 20, height: 20), id: "after")])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.pixel(x: 40, y: 25) != .white)
        #expect(image.pixel(x: 60, y: 25) == .white)
        #expect(image.pixel(x: 70, y: 70) != .white, "items after the group are not clipped")
    }
}
