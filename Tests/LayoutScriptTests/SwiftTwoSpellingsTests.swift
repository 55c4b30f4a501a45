import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Swift 2's UpperCamelCase enum cases are read as the cases Swift 3 renamed them to
/// (``Interpreter/swiftTwoSpelling(_:of:at:)``).
@Suite struct SwiftTwoSpellingsTests {
    @Test func swiftThreeLowersTheLeadingCapitalsButKeepsTheOneStartingTheNextWord() {
        #expect(Interpreter.swiftThreeName(of: "Right") == "right")
        #expect(Interpreter.swiftThreeName(of: "CenterX") == "centerX")
        #expect(Interpreter.swiftThreeName(of: "ScaleAspectFit") == "scaleAspectFit")
        #expect(Interpreter.swiftThreeName(of: "URLSession") == "urlSession")
        #expect(Interpreter.swiftThreeName(of: "RGB") == "rgb")
        #expect(Interpreter.swiftThreeName(of: "right") == nil)
    }

    @Test func aSwiftTwoConstraintIsMadeWithTheRenamedCases() throws {
        let source = """
            let logo = UIImageView()
            logo.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(logo)
            view.addConstraints([
                NSLayoutConstraint(item: logo, attribute: NSLayoutAttribute.Right, relatedBy: .Equal, toItem: view,
                                   attribute: .Right, multiplier: 1.0, constant: -10),
                NSLayoutConstraint(item: logo, attribute: .Bottom, relatedBy: .Equal, toItem: view,
                                   attribute: .Bottom, multiplier: 1.0, constant: -20),
                NSLayoutConstraint(item: logo, attribute: .Width, relatedBy: .Equal, toItem: nil,
                                   attribute: .NotAnAttribute, multiplier: 1.0, constant: 100),
                NSLayoutConstraint(item: logo, attribute: .Height, relatedBy: .Equal, toItem: nil,
                                   attribute: .NotAnAttribute, multiplier: 1.0, constant: 50),
            ])
            logo.contentMode = UIViewContentMode.ScaleAspectFit
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("logo", in: result), 265, 597, 100, 50)
        #expect((scene.canvas.subviews.first as? ImageView)?.contentMode == .scaleAspectFit)
        #expect(scene.warnings.map(\.headline).prefix(3) == [
            "scene.swiftlay:5:65: warning: 'NSLayoutConstraint.Attribute.Right' is Swift 2's spelling of 'right'; read as 'right'",
            "scene.swiftlay:5:83: warning: 'NSLayoutConstraint.Relation.Equal' is Swift 2's spelling of 'equal'; read as 'equal'",
            "scene.swiftlay:7:47: warning: 'NSLayoutConstraint.Attribute.Bottom' is Swift 2's spelling of 'bottom'; read as 'bottom'",
        ])
    }

    @Test func anUnknownCapitalisedMemberWithNoRenamedCaseStaysUnknown() throws {
        let scene = try #require(loadScene("let label = UILabel()\nlabel.textColor = UIColor.Brand\nview.addSubview(label)"))
        #expect(scene.warnings.first?.message.hasPrefix("unknown symbol 'UIColor.Brand'") == true)
    }
}
