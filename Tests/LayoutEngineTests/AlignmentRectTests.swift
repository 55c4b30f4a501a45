import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// `alignmentRectInsets`: constraints and the intrinsic size place the alignment rectangle; the frame is that
/// rectangle outset by the insets, and subviews stay where their constraints put them in canvas coordinates.
@Suite struct AlignmentRectTests {
    private final class BadgedView: View {
        override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 6, left: 2, bottom: 4, right: 6) }
        override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 30) }
    }

    @Test func theFrameIsTheAlignmentRectOutsetByTheInsets() {
        let canvas = Canvas(width: 200, height: 200)
        let badged = BadgedView()
        badged.name = "badged"
        canvas.addSubview(badged)
        let inner = makeView("inner", in: badged)
        badged.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(20) }
        inner.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.size.equalTo(10)
        }
        canvas.layout()
        expectFrame(badged.frame, 18, 14, 48, 40)
        expectFrame(inner.frame, 2, 6, 10, 10)
        #expect(View().alignmentRectInsets == .zero)
    }
}
