import Foundation
import LayoutPainter
import LayoutScene

/// A 120×80 canvas of solid boxes (no text, so pixel counts are exact): a full-width `header`, then a
/// `body` box and a `clock` box 10 points below it.
struct BoxScene {
    var headerHeight: CGFloat = 20
    var bodyColor = Color(red: 1, green: 0, blue: 0)
    var clockColor = Color(red: 0, green: 0.5, blue: 0)
    var showsBadge = false

    /// Guides off, so only the boxes are drawn; padding 0 unless given.
    static func paintOptions(padding: CGFloat = 0) -> PaintOptions {
        PaintOptions(guides: .none, padding: padding)
    }

    func canvas() -> Canvas {
        let canvas = Canvas(width: 120, height: 80)
        let header = box("header", Color(red: 0, green: 0, blue: 1), in: canvas)
        let body = box("body", bodyColor, in: canvas)
        let clock = box("clock", clockColor, in: canvas)
        header.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(headerHeight)
        }
        body.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(10)
            make.leading.equalToSuperview().offset(10)
            make.size.equalTo(CGSize(width: 40, height: 20))
        }
        clock.snp.makeConstraints { make in
            make.top.equalTo(body)
            make.trailing.equalToSuperview().offset(-10)
            make.size.equalTo(CGSize(width: 30, height: 20))
        }
        if showsBadge {
            let badge = box("badge", Color(white: 0), in: canvas)
            badge.snp.makeConstraints { make in
                make.bottom.trailing.equalToSuperview().offset(-5)
                make.size.equalTo(10)
            }
        }
        return canvas
    }

    private func box(_ name: String, _ color: Color, in canvas: Canvas) -> View {
        let view = View()
        view.name = name
        view.backgroundColor = color
        canvas.addSubview(view)
        return view
    }
}
