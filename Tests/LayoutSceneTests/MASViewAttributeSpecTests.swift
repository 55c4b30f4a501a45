@testable import LayoutScene
import Testing

// Port of Masonry's MASViewAttributeSpec. Masonry's `MASViewAttribute` is SnapKit's `ConstraintItem`
// (`view.snp.left`). Upstream's last equality case compares with an `NSArray`; `==` on `ConstraintItem`
// only accepts another item, so that case cannot be written in Swift.

@Suite struct MASViewAttributeSpecTests {
    let view = View()

    @Test func testIsEqual() {
        let viewAttribute = view.snp.left
        #expect(viewAttribute == view.snp.left)

        let otherView = View()
        #expect(viewAttribute != otherView.snp.left)
        #expect(viewAttribute != view.snp.right)
        #expect(viewAttribute != otherView.snp.right)
        #expect(viewAttribute != view.snp.horizontalEdges)
    }

    @Test func testHashing() {
        let viewAttribute = view.snp.left
        #expect(viewAttribute.hashValue == view.snp.left.hashValue)

        let otherView = View()
        #expect(viewAttribute.hashValue != otherView.snp.left.hashValue)
        #expect(viewAttribute.hashValue != view.snp.right.hashValue)
        #expect(viewAttribute.hashValue != otherView.snp.right.hashValue)
        #expect(Set([viewAttribute, view.snp.left, view.snp.right]).count == 2)
    }
}
