import Foundation
import LayoutScene

/// A feed of `count` cells stacked down a canvas: each cell has an avatar and a label beside it, and is as
/// tall as the taller of the two (plus padding). This is the shape of a real list screen.
struct FeedScene {
    let canvas: Canvas
    let avatars: [View]

    init(count: Int) {
        canvas = Canvas(width: 375, height: CGFloat(count) * 72 + 16)
        var avatars: [View] = []
        var previous: View?
        for index in 0..<count {
            let cell = View(), avatar = View(), title = Label()
            cell.name = "cell\(index)"
            avatar.name = "avatar\(index)"
            title.name = "title\(index)"
            title.text = "Row \(index): a title that is long enough to wrap on a narrow phone"
            title.numberOfLines = 0
            canvas.addSubview(cell)
            cell.addSubview(avatar)
            cell.addSubview(title)
            cell.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview().inset(16)
                if let previous { make.top.equalTo(previous.snp.bottom).offset(8) } else { make.top.equalToSuperview().offset(8) }
            }
            avatar.snp.makeConstraints { make in
                make.leading.top.equalToSuperview().offset(12)
                make.size.equalTo(40)
                make.bottom.lessThanOrEqualToSuperview().inset(12)
            }
            title.snp.makeConstraints { make in
                make.leading.equalTo(avatar.snp.trailing).offset(8)
                make.trailing.top.equalToSuperview().inset(12)
                make.bottom.lessThanOrEqualToSuperview().inset(12)
            }
            cell.snp.makeConstraints { make in
                make.height.equalTo(0).priority(.low)
            }
            avatars.append(avatar)
            previous = cell
        }
        self.avatars = avatars
    }
}
