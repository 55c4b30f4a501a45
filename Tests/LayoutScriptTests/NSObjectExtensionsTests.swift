import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `extension NSObject` applies to every UIKit object layoutviz models as a class (not to `UIColor` or `UIFont`, kept
/// as values) and to scene classes deriving from UIKit or `NSObject` (not to
/// plain Swift classes); `extension NSObject: P {}` gives them the defaults of `P`'s extension, whose `Self` is the
/// type of `self`; static members an extension adds to a UIKit class are reached through a scene subclass, with `self`
/// that subclass.
@Suite struct NSObjectExtensionsTests {
    @Test func anNSObjectExtensionReachesUIKitObjectsAndNSObjectSubclasses() throws {
        let statements = """
            extension NSObject {
                var kind: String { return "object" }
            }
            class Model: NSObject {}
            class Cell: UITableViewCell {}
            let kinds = [UILabel().kind, UIImage().kind, Model().kind, Cell().kind]
            """
        #expect(evaluated(statements, #""\(kinds)""#) == #"["object", "object", "object", "object"]"#)
        let plain = try #require(loadScene("""
            extension NSObject {
                var kind: String { return "object" }
            }
            class Plain {}
            let kind = Plain().kind
            view.backgroundColor = .white
            """))
        #expect(plain.warnings.map(\.headline) == [
            "scene.swiftlay:5:20: warning: unknown symbol 'Plain.kind': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
    }

    @Test func aProtocolAdoptedByNSObjectGivesItsDefaultsAndSelfIsTheReceiversType() throws {
        let scene = try #require(loadScene("""
            protocol Appliable {}
            extension Appliable {
                @discardableResult func apply(_ closure: (_ this: Self) -> Void) -> Self {
                    closure(self)
                    return self
                }
            }
            extension NSObject: Appliable {}
            let image = UIImageView().apply { this in
                this.contentMode = .scaleAspectFit
                this.backgroundColor = .red
            }
            view.addSubview(image)
            """))
        #expect(scene.warnings.isEmpty)
        let image = try #require(scene.canvas.subviews.first as? ImageView)
        #expect(image.contentMode == .scaleAspectFit)
        #expect(image.backgroundColor == .red)
    }

    @Test func aSceneSubclassReachesItsUIKitClasssStaticExtensionMembers() {
        let statements = """
            extension UICollectionViewCell {
                static var cellIdentifier: String { return String(describing: self) }
            }
            class BankListCell: UICollectionViewCell {}
            """
        #expect(evaluated(statements, #""\(BankListCell.cellIdentifier) \(UICollectionViewCell.cellIdentifier)""#)
            == "BankListCell UICollectionViewCell")
    }
}
