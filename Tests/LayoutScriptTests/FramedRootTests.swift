import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// A plain view root declaring `init(frame:)` is made with the frame it is drawn in
/// (``Interpreter/instantiateRoot(_:)``), so code reading its own frame while it sets up sizes what it builds.
@Suite struct FramedRootTests {
    @Test func aRootReadingItsFrameInItsInitializerGetsTheCanvas() throws {
        let source = """
            class Panel: UIView {
                let bar = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    bar.frame = CGRect(x: 0, y: 0, width: frame.width, height: bounds.height / 10)
                    addSubview(bar)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (_, result) = try #require(layOut(source, fileName: "Panel.swift"))
        expectFrame(frame("bar", in: result), 0, 0, 375, 66.7)
    }

    @Test func aCellIsStillMadeAsUIKitMakesIt() throws {
        let source = """
            class RowCell: UITableViewCell {
                let bar = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    bar.frame = CGRect(x: 0, y: 0, width: frame.width, height: 4)
                    contentView.addSubview(bar)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (_, result) = try #require(layOut(source, fileName: "RowCell.swift"))
        expectFrame(frame("bar", in: result), 0, 0, 320, 4)
    }
}
