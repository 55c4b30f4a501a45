import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An image view handed to code the files do not define shows a stand-in image
/// (``Interpreter/giveStandInImages(handedTo:callee:arguments:receiver:in:)``).
@Suite struct ImagesFromUnknownCodeTests {
    /// A cell whose avatar's size comes only from its image, loaded by code not given.
    private func cell(loading call: String) -> String {
        """
        class AvatarCell: UIView {
            let avatar = UIImageView()
            let name = UILabel()
            func setUp(user: User) {
                addSubview(avatar)
                addSubview(name)
                avatar.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(8) }
                name.snp.makeConstraints { make in
                    make.leading.equalTo(avatar.snp.trailing).offset(8)
                    make.centerY.equalTo(avatar)
                }
                \(call)
            }
        }
        let card = AvatarCell()
        card.setUp(user: currentUser)
        view.addSubview(card)
        card.snp.makeConstraints { $0.edges.equalToSuperview() }
        """
    }

    @Test func anUnknownMethodOfAnUnknownMemberWithAnArgumentGivesTheViewAStandInImage() throws {
        let (scene, result) = try #require(layOut(cell(loading: "avatar.kf.setImage(with: user.photoURL)")))
        expectFrame(frame("avatar", in: result), 8, 8, 44, 44)
        #expect(result.views.allSatisfy { $0.ambiguousAttributes.isEmpty })
        let image = try #require((scene.canvas.subviews.first?.subviews.first as? ImageView)?.image)
        #expect(image.content == .missing("‹user.photoURL›"))
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:12:9: warning: 'avatar' is handed to 'avatar.kf.setImage', which is unknown and sets its "
                + "image at run time: it shows a stand-in image ‹user.photoURL›"))
    }

    @Test func anUnknownMethodOfTheViewWithAnArgumentGivesItAStandInImage() throws {
        let (_, result) = try #require(layOut(cell(loading: "avatar.sd_setImage(with: user.photoURL)")))
        expectFrame(frame("avatar", in: result), 8, 8, 44, 44)
    }

    @Test func theViewPassedWithTheAppsDataToUnknownCodeGetsAStandInImage() throws {
        let (scene, result) = try #require(layOut(cell(loading: "ImageLoader.load(from: user.photoURL, into: avatar)")))
        expectFrame(frame("avatar", in: result), 8, 8, 44, 44)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:12:9: warning: 'avatar' is handed to 'ImageLoader.load', which is unknown and sets its "
                + "image at run time: it shows a stand-in image ‹user.photoURL›"))
    }

    @Test func aCallThatHandsNothingOverOrOnlyTheViewGivesNoImage() throws {
        for call in ["avatar.makeRound()", "Styler.round(avatar)", "avatar.kf.cancelDownloadTask()", "avatar.setSize(50)"] {
            let (scene, result) = try #require(layOut(cell(loading: call)))
            #expect(result.views.filter { !$0.ambiguousAttributes.isEmpty }.map(\.name).contains("avatar"), "\(call)")
            #expect(!scene.warnings.contains { $0.message.contains("stand-in image") }, "\(call)")
        }
    }

    @Test func anImageTheFilesGiveIsKept() throws {
        let source = cell(loading: "avatar.image = UIImage(systemName: \"star\")\navatar.kf.setImage(with: user.photoURL)")
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("avatar", in: result), 8, 8, 20, 20)
        #expect(!scene.warnings.contains { $0.message.contains("stand-in image") })
    }
}
