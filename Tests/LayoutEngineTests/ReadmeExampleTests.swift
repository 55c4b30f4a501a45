import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// The README's first example, run as written, with the frames it produces.
@Suite struct ReadmeExampleTests {
    @Test func cardWithTitle() {
        let canvas = Canvas(width: 375, height: 667)
        let card = UIView()
        card.name = "card"
        card.backgroundColor = .secondarySystemBackground
        let title = UILabel()
        title.name = "title"
        title.text = "Ada Lovelace"
        title.font = .systemFont(ofSize: 22, weight: .bold)
        canvas.addSubview(card)
        card.addSubview(title)

        card.snp.makeConstraints { make in
            make.top.equalTo(canvas.safeAreaLayoutGuide).offset(16)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        title.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16))
        }

        let result = canvas.layout()
        // 22 pt in the monospaced measurer: 26.4 pt per line, rounded up to 27.
        expectFrame(result.frame(of: title)!, 16, 12, 311, 27)
        expectFrame(result.frame(of: card)!, 16, 16, 343, 51)
        expectFrame(result.absoluteFrame(of: title)!, 32, 28, 311, 27)
        #expect(result.diagnostics.isEmpty)
        #expect(result.views.map(\.name) == ["root", "card", "title"])
    }
}
