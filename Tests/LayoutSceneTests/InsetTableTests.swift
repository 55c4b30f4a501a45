import Foundation
@testable import LayoutScene
import Testing

// The inset sign table (reference §2.2) for every attribute, for UIEdgeInsets and NSDirectionalEdgeInsets, in
// both layout directions. SnapKit reads a global `ConstraintConfig.interfaceLayoutDirection`; layoutviz resolves
// the direction from the first item's effective layout direction (a documented decision), so RTL comes from
// `canvas.layoutDirection` or the view's `semanticContentAttribute`.

@Suite struct InsetTableTests {
    static let attributes = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }
    static let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

    /// top 1, left 2, bottom 4, right 8.
    static let insets = EdgeInsets(top: 1, left: 2, bottom: 4, right: 8)
    /// top 1, leading 2, bottom 4, trailing 8.
    static let directionalInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 4, trailing: 8)

    /// What every attribute reads in both directions; the direction-dependent rows are overridden below.
    static let common: [LayoutAttribute: CGFloat] = [
        .top: 1, .topMargin: 1, .firstBaseline: 1,
        .bottom: -4, .bottomMargin: -4, .lastBaseline: -4,
        .centerX: -3, .centerXWithinMargins: -3, .centerY: -1.5, .centerYWithinMargins: -1.5,
        .width: -10, .height: -5,
    ]

    static let edgeInsetRows: [LayoutDirection: [LayoutAttribute: CGFloat]] = [
        .leftToRight: [.left: 2, .leftMargin: 2, .right: -8, .rightMargin: -8,
                       .leading: 2, .leadingMargin: 2, .trailing: -8, .trailingMargin: -8],
        .rightToLeft: [.left: 2, .leftMargin: 2, .right: -8, .rightMargin: -8,
                       .leading: 8, .leadingMargin: 8, .trailing: -2, .trailingMargin: -2],
    ]

    static let directionalRows: [LayoutDirection: [LayoutAttribute: CGFloat]] = [
        .leftToRight: [.left: 2, .leftMargin: 2, .right: -8, .rightMargin: -8,
                       .leading: 2, .leadingMargin: 2, .trailing: -8, .trailingMargin: -8],
        .rightToLeft: [.left: 8, .leftMargin: 8, .right: -2, .rightMargin: -2,
                       .leading: 2, .leadingMargin: 2, .trailing: -8, .trailingMargin: -8],
    ]

    /// The constant of an active `attribute == superview.attribute` constraint with `inset` applied, made in a
    /// canvas laid out in `direction`.
    private func constant(_ attribute: LayoutAttribute, in direction: LayoutDirection,
                          inset: (ConstraintMakerEditable) -> Void) -> CGFloat? {
        let canvas = Canvas(width: 100, height: 100)
        canvas.layoutDirection = direction
        let view = canvas.addNamedSubview("box").addNamedSubview("view")
        view.snp.makeConstraints { inset($0.attributes(attribute).equalToSuperview()) }
        let constraints = view.snp.constraints.flatMap(\.layoutConstraints)
        return constraints.count == 1 && canvas.misuse.isEmpty ? constraints[0].constant : nil
    }

    @Test(arguments: directions, attributes)
    func edgeInsets(direction: LayoutDirection, attribute: LayoutAttribute) {
        let expected = Self.common[attribute] ?? Self.edgeInsetRows[direction]?[attribute]
        #expect(expected != nil)
        #expect(constant(attribute, in: direction) { $0.inset(Self.insets) } == expected)
    }

    @Test(arguments: directions, attributes)
    func directionalEdgeInsets(direction: LayoutDirection, attribute: LayoutAttribute) {
        let expected = Self.common[attribute] ?? Self.directionalRows[direction]?[attribute]
        #expect(expected != nil)
        #expect(constant(attribute, in: direction) { $0.inset(Self.directionalInsets) } == expected)
    }

    @Test(arguments: directions, attributes)
    func scalarInset(direction: LayoutDirection, attribute: LayoutAttribute) {
        let expected: CGFloat = switch attribute {
        case .left, .top, .leading, .firstBaseline, .leftMargin, .topMargin, .leadingMargin: 5
        case .right, .bottom, .trailing, .lastBaseline, .rightMargin, .bottomMargin, .trailingMargin: -5
        case .width, .height: -10
        default: 0
        }
        #expect(constant(attribute, in: direction) { $0.inset(5) } == expected)
    }

    @Test func constantFollowsTheViewsCurrentDirection() throws {
        let canvas = Canvas(width: 100, height: 100)
        let view = canvas.addNamedSubview("box").addNamedSubview("view")
        let constraint = try #require(view.snp.makeConstraints { $0.leading.trailing.equalToSuperview()
            .inset(Self.insets) }.first)
        #expect(constraint.layoutConstraints.map(\.constant) == [2, -8])

        canvas.layoutDirection = .rightToLeft
        #expect(constraint.layoutConstraints.map(\.constant) == [8, -2])

        view.semanticContentAttribute = .forceLeftToRight
        #expect(constraint.layoutConstraints.map(\.constant) == [2, -8])
    }

    @Test func forcedRightToLeftViewInLeftToRightCanvas() {
        let canvas = Canvas(width: 100, height: 100)
        let box = canvas.addNamedSubview("box")
        box.semanticContentAttribute = .forceRightToLeft
        let view = box.addNamedSubview("view")
        view.snp.makeConstraints { $0.left.right.equalToSuperview().inset(Self.directionalInsets) }
        #expect(box.installedConstraints.map(\.constant) == [8, -2])
    }

    @Test func updatedInsetsUseTheTable() throws {
        let canvas = Canvas(width: 100, height: 100)
        canvas.layoutDirection = .rightToLeft
        let view = canvas.addNamedSubview("view")
        let edges = try #require(view.snp.makeConstraints { $0.directionalEdges.equalToSuperview() }.first)
        edges.update(inset: Self.insets)
        #expect(edges.layoutConstraints.map(\.constant) == [1, -4, 8, -2])
        edges.update(inset: Self.directionalInsets)
        #expect(edges.layoutConstraints.map(\.constant) == [1, -4, 2, -8])
    }
}
