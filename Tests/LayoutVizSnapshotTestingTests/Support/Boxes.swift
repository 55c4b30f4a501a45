import Foundation
import LayoutPainter
import LayoutScene

/// Small scenes of solid boxes (no text) for adapter tests.
enum Boxes {
    /// Guides off and no padding, so the picture is just the boxes.
    static let paintOptions = PaintOptions(guides: .none, padding: 0)

    /// A 60×40 canvas with a `header` of the given height and a `body` box below it.
    static func canvas(headerHeight: CGFloat = 10) -> Canvas {
        let canvas = Canvas(width: 60, height: 40)
        let header = View()
        header.name = "header"
        header.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let body = View()
        body.name = "body"
        body.backgroundColor = Color(red: 1, green: 0, blue: 0)
        canvas.addSubview(header)
        canvas.addSubview(body)
        header.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(headerHeight)
        }
        body.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(5)
            make.leading.equalToSuperview().offset(5)
            make.size.equalTo(CGSize(width: 20, height: 10))
        }
        return canvas
    }
}
