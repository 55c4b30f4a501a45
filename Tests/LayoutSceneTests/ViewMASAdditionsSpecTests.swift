@testable import LayoutScene
import Testing

// Port of Masonry's View+MASAdditionsSpec. Masonry checks the maker's `updateExisting`/`removeExisting` flags
// inside the block; layoutviz's maker has no such flags, so these ports check what update and remake do.

@Suite struct ViewMASAdditionsSpecTests {
    let newView = namedView("newView")

    @Test func testSetTranslatesAutoresizingMaskIntoConstraints() {
        #expect(newView.translatesAutoresizingMaskIntoConstraints)
        newView.snp.makeConstraints { _ in }
        #expect(!newView.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func testSetUpdateExisting() throws {
        newView.snp.updateConstraints { $0.width.equalTo(10) }
        #expect(!newView.translatesAutoresizingMaskIntoConstraints)
        let width = try #require(newView.installedConstraints.first)

        newView.snp.updateConstraints { $0.width.equalTo(20) }
        #expect(newView.installedConstraints.count == 1)
        #expect(newView.installedConstraints.first === width)
        #expect(width.constant == 20)
    }

    @Test func testSetRemoveExisting() {
        newView.snp.makeConstraints { $0.width.equalTo(10) }
        let width = newView.installedConstraints.first

        newView.snp.remakeConstraints { $0.height.equalTo(20) }
        #expect(!newView.translatesAutoresizingMaskIntoConstraints)
        #expect(width?.isActive == false)
        #expect(newView.installedConstraints.map(\.firstAttribute) == [.height])
    }
}
