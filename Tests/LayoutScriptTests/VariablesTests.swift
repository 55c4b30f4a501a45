import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `let` and `var`, type annotations, assignment and compound assignment.
@Suite struct VariablesTests {
    @Test func declarationsAndAssignment() {
        #expect(evaluated("var n = 1\nn = 5\nn += 2\nn -= 1\nn *= 3\nn /= 2\nn %= 5", "n") == "4")
        #expect(evaluated("let a: Int\na = 3", "a") == "3")
        #expect(evaluated("var name: String? = nil\nname = \"x\"", "name!") == "x")
        #expect(evaluated("var views: [UIView] = []\nviews += [UIView()]", "views.count") == "1")
        #expect(evaluated("let a = 1, b = 2", "a + b") == "3")
        #expect(evaluated("var maybe: UIView?", "maybe == nil") == "true")
    }

    @Test func structPropertiesAreWrittenBack() {
        #expect(evaluated("let box = UIView()\nbox.frame.size.width = 40\nbox.frame.origin.x += 5", "box.frame.minX + box.frame.width") == "45.0")
        #expect(evaluated("var insets = UIEdgeInsets.zero\ninsets.left = 8", "insets.left") == "8.0")
    }

    @Test func constantsCannotChange() {
        #expect(headline("let n = 1\nn = 2") == "scene.swiftlay:2:1: error: cannot assign to value: 'n' is a 'let' constant")
        #expect(headline("let rect = CGRect.zero\nrect.size.width = 3") == "scene.swiftlay:2:1: error: cannot assign to value: 'rect' is a 'let' constant")
        #expect(headline("let box = UIView()\nbox.safeAreaInsets = .zero") == "scene.swiftlay:2:5: error: cannot assign to property: 'safeAreaInsets' is a get-only property")
    }

    @Test func typesAreChecked() {
        #expect(headline("let n: Int = \"a\"") == "scene.swiftlay:1:14: error: cannot convert value of type 'String' to specified type 'Int'")
        #expect(headline("var n = 1\nn = 2.5") == "scene.swiftlay:2:5: error: cannot assign value of type 'Double' to type 'Int'")
        #expect(headline("let v = UIView()\nv.backgroundColor = 3") == "scene.swiftlay:2:21: error: cannot assign value of type 'Int' to type 'UIColor?'")
        #expect(headline("let v: UIView = nil") == "scene.swiftlay:1:17: error: 'nil' cannot initialize specified type 'UIView'")
    }

    @Test func redeclarationAndUseBeforeInitialization() {
        #expect(headline("let a = 1\nlet a = 2") == "scene.swiftlay:2:5: error: invalid redeclaration of 'a'")
        #expect(headline("let a: Int\nlet b = a") == "scene.swiftlay:2:9: error: constant 'a' used before being initialized")
    }
}
