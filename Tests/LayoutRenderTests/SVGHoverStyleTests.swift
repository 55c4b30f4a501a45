import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

/// The hover CSS of an SVG: one rule per view that has guides, keyed by the `for-<view>` classes of the guides.
@Suite struct SVGHoverStyleTests {
    private func view(_ key: String, _ items: [DisplayItem] = []) -> DisplayItem {
        .group(DisplayGroup(id: "view-\(key)", classes: ["view"], opacity: 1, clip: nil, items: items))
    }

    private func guide(_ id: String, for keys: [String]) -> DisplayItem {
        .group(DisplayGroup(id: id, classes: ["guide", "state-ok"] + keys.map { "for-\($0)" }, opacity: 1, clip: nil,
                            items: [], title: "<LayoutConstraint@card.swiftlay#3 UIView:\(keys[0]).width == 10.0>"))
    }

    @Test func eachViewWithGuidesGetsOneRuleInDrawingOrder() {
        let list = Fixtures.list([view("root", [view("card", [view("rows[1].title")]), view("unguided")]),
                                  guide("guide-card-width", for: ["card"]),
                                  guide("guide-title-top", for: ["rows[1].title", "card"])])
        #expect(SVGHoverStyle.rules(for: list) == [
            "g.view > :not(.view) { pointer-events: all; }",
            #"svg:has([id="view-card"] > :not(.view):hover) g.guide:not([class~="for-card"]) { opacity: 0.15; }"#,
            #"svg:has([id="view-rows-1-.title"] > :not(.view):hover) g.guide:not([class~="for-rows-1-.title"]) "#
                + "{ opacity: 0.15; }",
        ])
    }

    @Test func aPictureWithoutGuidesHasNoHoverRules() {
        #expect(SVGHoverStyle.rules(for: Fixtures.list([view("root")])).isEmpty)
    }

    @Test func theSVGCarriesTheRulesAndEachGuideItsTitle() throws {
        let list = Fixtures.list([view("card"), guide("guide-card-width", for: ["card"])])
        let svg = String(decoding: try SVGWriter(fonts: try Fixtures.fonts()).render(list), as: UTF8.self)
        #expect(svg.contains(#"svg:has([id="view-card"] > :not(.view):hover)"#))
        #expect(svg.contains("<g id=\"guide-card-width\" class=\"guide state-ok for-card\">\n"
                             + "    <title>&lt;LayoutConstraint@card.swiftlay#3 UIView:card.width == 10.0&gt;</title>"))
    }
}
