import Foundation
@testable import LayoutScene
import Testing

/// The visual format language: what each connection, size predicate and option makes, and UIKit's errors.
@Suite struct VisualFormatTests {
    let superview = namedView("superview")
    let a: View
    let b: View

    init() {
        a = superview.addNamedSubview("a")
        b = superview.addNamedSubview("b")
    }

    private func equations(_ format: String, options: VisualFormatOptions = [], metrics: [String: CGFloat] = [:])
        throws -> [String] {
        try VisualFormat.constraints(format, options: options, metrics: metrics, views: ["a": a, "b": b])
            .map(\.equation)
    }

    @Test func spacingsSizesAndStandardSpace() throws {
        #expect(try equations("H:|-16-[a(40)]-[b]|") == [
            "UIView:a.width == 40.0",
            "UIView:a.leading == UIView:superview.leading + 16.0",
            "UIView:b.leading == UIView:a.trailing + 8.0",
            "UIView:superview.trailing == UIView:b.trailing",
        ])
        #expect(try equations("V:|-[a]-(>=gap@750)-[b(==a)]", metrics: ["gap": 12]) == [
            "UIView:b.height == UIView:a.height",
            "UIView:a.top == UIView:superview.top + 20.0",
            "UIView:b.top >= UIView:a.bottom + 12.0 ^750.0",
        ])
    }

    @Test func adjacentViewsAndSeveralPredicates() throws {
        #expect(try equations("[a(>=50,<=100)][b]") == [
            "UIView:a.width >= 50.0", "UIView:a.width <= 100.0", "UIView:b.leading == UIView:a.trailing",
        ])
    }

    @Test func aSignedNumberIsAConstantAsStrtodReadsIt() throws {
        #expect(try equations("V:|-0-[a]-(-40)-[b(272.0)]") == [
            "UIView:b.height == 272.0",
            "UIView:a.top == UIView:superview.top",
            "UIView:b.top == UIView:a.bottom - 40.0",
        ])
        #expect(try equations("H:[a]-(+4)-[b]") == ["UIView:b.leading == UIView:a.trailing + 4.0"])
    }

    @Test func optionsAlignAndSetTheDirection() throws {
        #expect(try equations("H:[a]-8-[b]", options: [.alignAllCenterY, .directionLeftToRight]) == [
            "UIView:b.left == UIView:a.right + 8.0", "UIView:b.centerY == UIView:a.centerY",
        ])
        #expect(try equations("H:|-4-[a]", options: .directionRightToLeft) == [
            "UIView:superview.right == UIView:a.right + 4.0",
        ])
    }

    @Test func errorsAreUIKits() {
        #expect(throws: VisualFormatError.self) { try equations("H:[c]") }
        do throws(VisualFormatError) {
            _ = try VisualFormat.constraints("H:|-pad-[a]", views: ["a": a])
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "Unable to parse constraint format: pad is not a key in the metrics dictionary in 'H:|-pad-[a]'")
        }
        let orphan = namedView("orphan")
        #expect(throws: VisualFormatError.self) { try VisualFormat.constraints("|[o]|", views: ["o": orphan]) }
    }
}
