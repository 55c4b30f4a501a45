import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Every attribute, composite, relation, target, modifier and priority form of the README's DSL section, written in a
/// scene file, makes exactly the constraints (and frames) the same code makes compiled.
@Suite struct DSLReachabilityTests {
    static let attributes: [DSLForm] = [
        DSLForm("make.left.equalTo(b.snp.left)") { make, b, _ in make.left.equalTo(b.snp.left) },
        DSLForm("make.top.equalTo(b.snp.top)") { make, b, _ in make.top.equalTo(b.snp.top) },
        DSLForm("make.right.equalTo(b.snp.right)") { make, b, _ in make.right.equalTo(b.snp.right) },
        DSLForm("make.bottom.equalTo(b.snp.bottom)") { make, b, _ in make.bottom.equalTo(b.snp.bottom) },
        DSLForm("make.leading.equalTo(b.snp.leading)") { make, b, _ in make.leading.equalTo(b.snp.leading) },
        DSLForm("make.trailing.equalTo(b.snp.trailing)") { make, b, _ in make.trailing.equalTo(b.snp.trailing) },
        DSLForm("make.width.equalTo(b.snp.width)") { make, b, _ in make.width.equalTo(b.snp.width) },
        DSLForm("make.height.equalTo(b.snp.height)") { make, b, _ in make.height.equalTo(b.snp.height) },
        DSLForm("make.centerX.equalTo(b.snp.centerX)") { make, b, _ in make.centerX.equalTo(b.snp.centerX) },
        DSLForm("make.centerY.equalTo(b.snp.centerY)") { make, b, _ in make.centerY.equalTo(b.snp.centerY) },
        DSLForm("make.lastBaseline.equalTo(b.snp.lastBaseline)") { make, b, _ in
            make.lastBaseline.equalTo(b.snp.lastBaseline)
        },
        DSLForm("make.firstBaseline.equalTo(b.snp.firstBaseline)") { make, b, _ in
            make.firstBaseline.equalTo(b.snp.firstBaseline)
        },
        DSLForm("make.baseline.equalTo(b.snp.baseline)") { make, b, _ in make.lastBaseline.equalTo(b.snp.lastBaseline) },
        DSLForm("make.leftMargin.equalTo(b.snp.leftMargin)") { make, b, _ in make.leftMargin.equalTo(b.snp.leftMargin) },
        DSLForm("make.rightMargin.equalTo(b.snp.rightMargin)") { make, b, _ in
            make.rightMargin.equalTo(b.snp.rightMargin)
        },
        DSLForm("make.topMargin.equalTo(b.snp.topMargin)") { make, b, _ in make.topMargin.equalTo(b.snp.topMargin) },
        DSLForm("make.bottomMargin.equalTo(b.snp.bottomMargin)") { make, b, _ in
            make.bottomMargin.equalTo(b.snp.bottomMargin)
        },
        DSLForm("make.leadingMargin.equalTo(b.snp.leadingMargin)") { make, b, _ in
            make.leadingMargin.equalTo(b.snp.leadingMargin)
        },
        DSLForm("make.trailingMargin.equalTo(b.snp.trailingMargin)") { make, b, _ in
            make.trailingMargin.equalTo(b.snp.trailingMargin)
        },
        DSLForm("make.centerXWithinMargins.equalTo(b.snp.centerXWithinMargins)") { make, b, _ in
            make.centerXWithinMargins.equalTo(b.snp.centerXWithinMargins)
        },
        DSLForm("make.centerYWithinMargins.equalTo(b.snp.centerYWithinMargins)") { make, b, _ in
            make.centerYWithinMargins.equalTo(b.snp.centerYWithinMargins)
        },
    ]

    static let composites: [DSLForm] = [
        DSLForm("make.edges.equalTo(b.snp.edges)") { make, b, _ in make.edges.equalTo(b.snp.edges) },
        DSLForm("make.horizontalEdges.equalToSuperview()") { make, _, _ in make.horizontalEdges.equalToSuperview() },
        DSLForm("make.verticalEdges.equalToSuperview()") { make, _, _ in make.verticalEdges.equalToSuperview() },
        DSLForm("make.directionalEdges.equalToSuperview()") { make, _, _ in make.directionalEdges.equalToSuperview() },
        DSLForm("make.directionalHorizontalEdges.equalToSuperview()") { make, _, _ in
            make.directionalHorizontalEdges.equalToSuperview()
        },
        DSLForm("make.directionalVerticalEdges.equalToSuperview()") { make, _, _ in
            make.directionalVerticalEdges.equalToSuperview()
        },
        DSLForm("make.size.equalTo(b.snp.size)") { make, b, _ in make.size.equalTo(b.snp.size) },
        DSLForm("make.center.equalTo(b.snp.center)") { make, b, _ in make.center.equalTo(b.snp.center) },
        DSLForm("make.margins.equalTo(b.snp.margins)") { make, b, _ in make.margins.equalTo(b.snp.margins) },
        DSLForm("make.directionalMargins.equalTo(b.snp.directionalMargins)") { make, b, _ in
            make.directionalMargins.equalTo(b.snp.directionalMargins)
        },
        DSLForm("make.centerWithinMargins.equalTo(b.snp.centerWithinMargins)") { make, b, _ in
            make.centerWithinMargins.equalTo(b.snp.centerWithinMargins)
        },
        DSLForm("make.edges.equalTo(b.snp.margins)") { make, b, _ in make.edges.equalTo(b.snp.margins) },
        DSLForm("make.top.left.equalToSuperview()") { make, _, _ in make.top.left.equalToSuperview() },
        DSLForm("make.top.and.left.with.width.equalTo(30)") { make, _, _ in make.top.and.left.with.width.equalTo(30) },
        DSLForm("make.attributes(.top, .left).equalToSuperview()") { make, _, _ in
            make.attributes(.top, .left).equalToSuperview()
        },
        DSLForm("make.top.equalTo(b.snp.attribute(.bottom)).offset(-40)") { make, b, _ in
            make.top.equalTo(b.snp.attribute(.bottom)).offset(-40)
        },
    ]

    static let relations: [DSLForm] = [
        DSLForm("make.width.equalTo(120)") { make, _, _ in make.width.equalTo(120) },
        DSLForm("make.width.lessThanOrEqualTo(120)") { make, _, _ in make.width.lessThanOrEqualTo(120) },
        DSLForm("make.width.greaterThanOrEqualTo(120)") { make, _, _ in make.width.greaterThanOrEqualTo(120) },
        DSLForm("make.edges.equalToSuperview()") { make, _, _ in make.edges.equalToSuperview() },
        DSLForm("make.width.lessThanOrEqualToSuperview()") { make, _, _ in make.width.lessThanOrEqualToSuperview() },
        DSLForm("make.width.greaterThanOrEqualToSuperview()") { make, _, _ in make.width.greaterThanOrEqualToSuperview() },
        DSLForm("make.width.equalToSuperview { $0.snp.height }") { make, _, _ in
            make.width.equalToSuperview { $0.snp.height }
        },
        DSLForm("make.width.lessThanOrEqualToSuperview { $0.snp.height }.multipliedBy(0.5)") { make, _, _ in
            make.width.lessThanOrEqualToSuperview { $0.snp.height }.multipliedBy(0.5)
        },
        DSLForm("make.height.greaterThanOrEqualToSuperview { $0.snp.width }.dividedBy(4)") { make, _, _ in
            make.height.greaterThanOrEqualToSuperview { $0.snp.width }.dividedBy(4)
        },
    ]

    static let targets: [DSLForm] = [
        DSLForm("make.size.equalTo(CGSize(width: 40, height: 30))") { make, _, _ in
            make.size.equalTo(CGSize(width: 40, height: 30))
        },
        DSLForm("make.center.equalTo(CGPoint(x: 50, y: 60))") { make, _, _ in make.center.equalTo(CGPoint(x: 50, y: 60)) },
        DSLForm("make.edges.equalTo(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))") { make, _, _ in
            make.edges.equalTo(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        },
        DSLForm("make.directionalEdges.equalTo(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))") {
            make, _, _ in make.directionalEdges.equalTo(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        },
        DSLForm("make.edges.equalTo(b)") { make, b, _ in make.edges.equalTo(b) },
        DSLForm("make.edges.equalTo(g)") { make, _, g in make.edges.equalTo(g) },
        DSLForm("make.top.equalTo(g.snp.top)") { make, _, g in make.top.equalTo(g.snp.top) },
        DSLForm("make.top.equalTo(b.safeAreaLayoutGuide)") { make, b, _ in make.top.equalTo(b.safeAreaLayoutGuide) },
        DSLForm("make.leading.equalTo(b.layoutMarginsGuide)") { make, b, _ in make.leading.equalTo(b.layoutMarginsGuide) },
        DSLForm("make.width.equalTo([b, g])") { make, b, g in make.width.equalTo([b, g]) },
        DSLForm("make.width.lessThanOrEqualTo([b.snp.width, 100])") { make, b, _ in
            make.width.lessThanOrEqualTo([b.snp.width, 100])
        },
        DSLForm("make.width.greaterThanOrEqualTo([g, 10]).labeled(\"w\")") { make, _, g in
            make.width.greaterThanOrEqualTo([g, 10]).labeled("w")
        },
        DSLForm("make.width.equalTo(10.5)") { make, _, _ in make.width.equalTo(10.5) },
    ]

    static let modifiers: [DSLForm] = [
        DSLForm("make.width.equalToSuperview().multipliedBy(0.5)") { make, _, _ in
            make.width.equalToSuperview().multipliedBy(0.5)
        },
        DSLForm("make.width.equalToSuperview().dividedBy(3)") { make, _, _ in make.width.equalToSuperview().dividedBy(3) },
        DSLForm("make.top.equalTo(b).offset(8)") { make, b, _ in make.top.equalTo(b).offset(8) },
        DSLForm("make.edges.equalToSuperview().inset(16)") { make, _, _ in make.edges.equalToSuperview().inset(16) },
        DSLForm("make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))") { make, _, _ in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        },
        DSLForm("make.directionalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))") {
            make, _, _ in
            make.directionalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        },
        DSLForm("make.size.equalTo(b).sizeOffset(CGSize(width: -20, height: -30))") { make, b, _ in
            make.size.equalTo(b).sizeOffset(CGSize(width: -20, height: -30))
        },
        DSLForm("make.center.equalTo(b).centerOffset(CGPoint(x: 5, y: -5))") { make, b, _ in
            make.center.equalTo(b).centerOffset(CGPoint(x: 5, y: -5))
        },
        DSLForm("make.left.equalTo(b).with.offset(12)") { make, b, _ in make.left.equalTo(b).with.offset(12) },
        DSLForm("make.left.equalTo(b).and.offset(12)") { make, b, _ in make.left.equalTo(b).and.offset(12) },
        DSLForm("make.width.equalTo(b).offset(-10).labeled(\"narrow\")") { make, b, _ in
            make.width.equalTo(b).offset(-10).labeled("narrow")
        },
        DSLForm("make.width.equalTo(b).key(\"narrow\")") { make, b, _ in make.width.equalTo(b).key("narrow") },
        DSLForm("make.group { make.top.equalToSuperview(); make.left.equalToSuperview() }.offset(8)") { make, _, _ in
            make.group {
                make.top.equalToSuperview()
                make.left.equalToSuperview()
            }.offset(8)
        },
    ]

    static let priorities: [DSLForm] = [
        DSLForm("make.width.equalTo(50).priority(.required)") { make, _, _ in make.width.equalTo(50).priority(.required) },
        DSLForm("make.width.equalTo(50).priority(.high)") { make, _, _ in make.width.equalTo(50).priority(.high) },
        DSLForm("make.width.equalTo(50).priority(.medium)") { make, _, _ in make.width.equalTo(50).priority(.medium) },
        DSLForm("make.width.equalTo(50).priority(.low)") { make, _, _ in make.width.equalTo(50).priority(.low) },
        DSLForm("make.width.equalTo(50).priority(751)") { make, _, _ in make.width.equalTo(50).priority(751) },
        DSLForm("make.width.equalTo(50).priority(UILayoutPriority.defaultHigh)") { make, _, _ in
            make.width.equalTo(50).priority(UILayoutPriority.defaultHigh)
        },
        DSLForm("make.width.equalTo(50).priority(.defaultLow)") { make, _, _ in
            make.width.equalTo(50).priority(.defaultLow)
        },
        DSLForm("make.width.equalTo(50).priority(ConstraintPriority.low.advanced(by: 1))") { make, _, _ in
            make.width.equalTo(50).priority(ConstraintPriority.low.advanced(by: 1))
        },
        DSLForm("make.width.equalTo(50).priorityRequired()") { make, _, _ in make.width.equalTo(50).priorityRequired() },
        DSLForm("make.width.equalTo(50).priorityHigh()") { make, _, _ in make.width.equalTo(50).priorityHigh() },
        DSLForm("make.width.equalTo(50).priorityMedium()") { make, _, _ in make.width.equalTo(50).priorityMedium() },
        DSLForm("make.width.equalTo(50).priorityLow()") { make, _, _ in make.width.equalTo(50).priorityLow() },
    ]

    @Test(arguments: attributes) func attribute(_ form: DSLForm) { expectSameAsCompiled(form) }
    @Test(arguments: composites) func composite(_ form: DSLForm) { expectSameAsCompiled(form) }
    @Test(arguments: relations) func relation(_ form: DSLForm) { expectSameAsCompiled(form) }
    @Test(arguments: targets) func target(_ form: DSLForm) { expectSameAsCompiled(form) }
    @Test(arguments: modifiers) func modifier(_ form: DSLForm) { expectSameAsCompiled(form) }
    @Test(arguments: priorities) func priority(_ form: DSLForm) { expectSameAsCompiled(form) }
}
