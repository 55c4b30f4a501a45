import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Layout names unnamed views of compiled code after the stored properties holding them, so results, diagnostics and
/// frames diffs name them as a scene file would.
@Suite struct PropertyNamingTests {
    private final class Row: UIStackView {
        let icon = UIView()
        let title = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            spacing = 8
            addArrangedSubview(icon)
            addArrangedSubview(title)
            icon.snp.makeConstraints { make in make.size.equalTo(20) }
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    @Test func resultsAndDescriptionsUseThePropertyNames() {
        let canvas = Canvas(width: 200, height: 100)
        let row = Row()
        row.name = "row"
        canvas.addSubview(row)
        row.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        let result = canvas.layout()
        #expect(result.views.map(\.name) == ["root", "row", "icon", "title"])
        #expect(result.views.map(\.parentName) == [nil, "root", "row", "row"])
        expectFrame(row.title.frame, 28, 0, 0, 20)
        #expect(result.diagnostics.isEmpty)
    }
}
