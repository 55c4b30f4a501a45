import Foundation
@testable import LayoutScene
import Testing

// Port of Masonry's NSArray+MASAdditionsSpec, spelled `[a, b].snp…`. The array namespace exists only on
// `[View]` (any subclass), so an array holding a non-view does not compile; the first test checks the
// closest case, a mix of view subclasses. Masonry's `updateExisting`/`removeExisting` flags are observed
// through what `updateConstraints`/`remakeConstraints` do. `installedConstraintsForView:` counts the
// constraints whose first item is the view.

@Suite struct NSArrayMASAdditionsSpecTests {
    let superView = namedView("superView")

    /// The constraints made on `view`, as Masonry's `installedConstraintsForView:` counts them.
    private func constraints(of view: View) -> [LayoutConstraint] {
        view.snp.constraints.flatMap(\.layoutConstraints)
    }

    @Test func testShouldFailWhenArrayContainsNonViews() {
        let views: [View] = [View(), Label(), ScrollView()]
        views.forEach(superView.addSubview)
        let made = views.snp.makeConstraints { $0.height.equalTo(20) }
        #expect(made.count == 3)
        #expect(views.allSatisfy { constraints(of: $0).count == 1 })
    }

    @Test func testShouldCreateConstraintsForEachView() {
        let subject1 = superView.addNamedSubview("subject1")
        let subject2 = superView.addNamedSubview("subject2")
        let views = [subject1, subject2]

        let made = views.snp.makeConstraints { $0.width.equalTo(superView) }
        #expect(made.count == views.count)
        let layoutConstraints = made.flatMap(\.layoutConstraints)
        #expect(layoutConstraints.map { ObjectIdentifier($0.firstItem) } == views.map(ObjectIdentifier.init))
        #expect(layoutConstraints.allSatisfy { $0.firstAttribute == .width && $0.secondAttribute == .width })
        #expect(layoutConstraints.allSatisfy { $0.secondItem === superView && $0.isActive })
    }

    @Test func testShouldSetUpdateExistingForArray() {
        let views = [superView.addNamedSubview("a"), superView.addNamedSubview("b")]
        views.snp.makeConstraints { $0.width.equalToSuperview().offset(1) }
        let originals = views.flatMap(constraints(of:))

        views.snp.updateConstraints { $0.width.equalToSuperview().offset(5) }
        #expect(views.flatMap(constraints(of:)).map(ObjectIdentifier.init) == originals.map(ObjectIdentifier.init))
        #expect(originals.map(\.constant) == [5, 5])
        #expect(superView.misuse.isEmpty)
    }

    @Test func testShouldSetRemoveExistingForArray() {
        let views = [superView.addNamedSubview("a"), superView.addNamedSubview("b")]
        views.snp.makeConstraints { $0.width.equalToSuperview() }
        let originals = views.flatMap(constraints(of:))

        views.snp.remakeConstraints { $0.height.equalToSuperview() }
        #expect(originals.allSatisfy { !$0.isActive })
        #expect(views.flatMap(constraints(of:)).map(\.firstAttribute) == [.height, .height])
        #expect(superView.installedConstraints.count == 2)
    }

    @Test func testDistributeViewsWithFixedSpacingShouldFailWhenArrayContainsLessTwoViews() {
        let subject1 = superView.addNamedSubview("subject1")
        superView.addNamedSubview("subject2")

        let line = #line + 1
        let made = [subject1].snp.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
        #expect(made.isEmpty)
        #expect(superView.installedConstraints.isEmpty)
        #expect(superView.misuse == [Misuse("views to distribute need to bigger than one", line: line)])
    }

    // Upstream's body calls the fixed-spacing variant (a copy-paste slip); this port calls fixed item length.
    @Test func testDistributeViewsWithFixedItemLengthShouldFailWhenArrayContainsLessTwoViews() {
        let subject1 = superView.addNamedSubview("subject1")
        superView.addNamedSubview("subject2")

        let line = #line + 1
        let made = [subject1].snp.distributeViews(along: .horizontal, fixedItemLength: 30, leadSpacing: 5,
                                                  tailSpacing: 5)
        #expect(made.isEmpty)
        #expect(superView.installedConstraints.isEmpty)
        #expect(superView.misuse == [Misuse("views to distribute need to bigger than one", line: line)])
    }

    @Test func testDistributeViewsWithFixedSpacingShouldHaveCorrectNumberOfConstraints() {
        let views = (1...3).map { superView.addNamedSubview("subject\($0)") }

        views.snp.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
        #expect(views.map { constraints(of: $0).count } == [1, 2, 3])
        #expect(constraints(of: views[2]).map(\.firstAttribute) == [.width, .left, .right])
        #expect(constraints(of: views[2]).map(\.constant) == [0, 10, -5])
        #expect(superView.misuse.isEmpty)
    }

    @Test func testDistributeViewsWithFixedItemLengthShouldHaveCorrectNumberOfConstraints() {
        let views = (1...3).map { superView.addNamedSubview("subject\($0)") }

        views.snp.distributeViews(along: .horizontal, fixedItemLength: 30, leadSpacing: 5, tailSpacing: 5)
        #expect(views.map { constraints(of: $0).count } == [2, 2, 2])
        #expect(views.flatMap { constraints(of: $0).map(\.firstAttribute) } == [.width, .left, .width, .right,
                                                                                .width, .right])
        #expect(superView.misuse.isEmpty)
    }
}
