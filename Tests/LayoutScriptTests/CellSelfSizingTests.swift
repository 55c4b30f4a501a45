import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Cell roots sized as their hosts size them: a table view cell at the root width with its height fitted
/// (44 when its constraints give none), a collection view cell fitted in both dimensions within the root width.
@Suite struct CellSelfSizingTests {
    private let messageCell = """
        final class MessageCell: UITableViewCell {
            let title = UILabel()
            let body = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                title.text = "Title"
                body.text = String(repeating: "word ", count: 30)
                body.numberOfLines = 0
                contentView.addSubview(title)
                contentView.addSubview(body)
                title.snp.makeConstraints { make in
                    make.top.leading.trailing.equalToSuperview().inset(16)
                }
                body.snp.makeConstraints { make in
                    make.top.equalTo(title.snp.bottom).offset(8)
                    make.leading.trailing.bottom.equalToSuperview().inset(16)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    private func tagCell(_ text: String) -> String {
        """
        final class TagCell: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.text = "\(text)"
                label.numberOfLines = 0
                contentView.addSubview(label)
                label.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    @Test func tableCellTakesTheRootWidthAndItsFittedHeight() throws {
        let (scene, result) = try #require(layOut(messageCell))
        #expect(scene.root == .view(className: "MessageCell"))
        #expect(scene.warnings.isEmpty)
        #expect(scene.canvas.size == CGSize(width: 375, height: 143))
        expectFrame(frame("MessageCell", in: result), 0, 0, 375, 143)
        expectFrame(frame("MessageCell.contentView", in: result), 0, 0, 375, 143)
        expectFrame(frame("title", in: result), 16, 16, 343, 21)
        expectFrame(frame("body", in: result), 16, 45, 343, 82)

        let narrow = try #require(layOut(messageCell, size: CGSize(width: 320, height: 568)))
        expectFrame(frame("MessageCell", in: narrow.1), 0, 0, 320, 163)
        expectFrame(frame("body", in: narrow.1), 16, 45, 288, 102)
    }

    @Test func tableCellWhoseConstraintsGiveNoHeightTakesTheStandardRowHeight() throws {
        let source = """
            final class DotCell: UITableViewCell {
                let dot = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(dot)
                    dot.snp.makeConstraints { make in
                        make.leading.centerY.equalToSuperview()
                        make.size.equalTo(10)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.canvas.size == CGSize(width: 375, height: 44))
        expectFrame(frame("DotCell", in: result), 0, 0, 375, 44)
        expectFrame(frame("dot", in: result), 0, 17, 10, 10)
        let warning = try #require(result.diagnostics.first { $0.kind == .ambiguity && $0.severity == .warning })
        #expect(warning.message == "constraints ambiguously suggest a height of zero for the cell's content view; using "
                    + "the standard height (44) instead, as UITableView does")
        #expect(warning.location == SourceLocation(file: "scene.swiftlay", line: 1, column: 13))
    }

    @Test func collectionCellIsFittedInBothDimensions() throws {
        let (scene, result) = try #require(layOut(tagCell("Swift")))
        #expect(scene.root == .view(className: "TagCell"))
        #expect(scene.canvas.size == CGSize(width: 59, height: 29))
        expectFrame(frame("TagCell", in: result), 0, 0, 59, 29)
        expectFrame(frame("TagCell.contentView", in: result), 0, 0, 59, 29)
        expectFrame(frame("label", in: result), 8, 4, 43, 21)
    }

    @Test func collectionCellIsNoWiderThanTheRoot() throws {
        let (scene, result) = try #require(layOut(tagCell(String(repeating: "long ", count: 30))))
        #expect(scene.canvas.size == CGSize(width: 375, height: 90))
        expectFrame(frame("TagCell", in: result), 0, 0, 375, 90)
        expectFrame(frame("label", in: result), 8, 4, 359, 82)
    }

    @Test func collectionCellWhoseConstraintsGiveNoSizeTakesTheFlowLayoutsDefaultItemSize() throws {
        let source = """
            final class PhotoCell: UICollectionViewCell {
                private let photo = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(photo)
                    photo.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.canvas.size == CGSize(width: 50, height: 50))
        expectFrame(frame("PhotoCell", in: result), 0, 0, 50, 50)
        expectFrame(frame("photo", in: result), 0, 0, 50, 50)
        let warning = try #require(result.diagnostics.first { $0.kind == .ambiguity && $0.severity == .warning })
        #expect(warning.message == "constraints give the collection view cell no height; using the flow layout's "
                    + "default item height (50)")
    }
}

