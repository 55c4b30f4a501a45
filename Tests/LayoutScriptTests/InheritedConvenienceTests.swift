import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// UIKit's convenience initializers a scene class inherits when it declares the designated initializer they call
/// (``InheritedConvenience``).
@Suite struct InheritedConvenienceTests {
    @Test func cellMadeWithInitRunsStyleAndReuseIdentifier() {
        let source = """
            class ActionCell: UITableViewCell {
                var madeWith = ""
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    madeWith = "\\(style == .default) \\(reuseIdentifier == nil)"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(evaluated(source, "ActionCell().madeWith") == "true true")
    }

    @Test func buttonMadeWithTypeRunsInitFrame() {
        let source = """
            final class ThemeButton: UIButton {
                var rounded = false
                override init(frame: CGRect) { super.init(frame: frame); rounded = true }
                required init?(coder: NSCoder) { fatalError() }
                convenience init(title: String) {
                    self.init(type: .system)
                    setTitle(title, for: .normal)
                }
            }
            let button = ThemeButton(title: "Go")
            """
        #expect(evaluated(source, "[button.rounded, button.frame == .zero]") == "[true, true]")
    }

    @Test func controllerMadeWithInitRunsInitNibNameBundle() {
        let source = """
            class Screen: UIViewController {
                var ran = false
                override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle); ran = true }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(evaluated(source, "Screen().ran") == "true")
    }

    @Test func headerMadeWithInitRunsInitReuseIdentifier() {
        let source = """
            class Header: UITableViewHeaderFooterView {
                var identifier: String? = "unset"
                override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier); identifier = reuseIdentifier }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(evaluated(source, "Header().identifier == nil") == "true")
    }

    @Test func textViewMadeWithInitOrAFrameRunsInitFrameTextContainer() {
        let source = """
            final class CodeView: UITextView {
                var containers = 0
                override init(frame: CGRect, textContainer: NSTextContainer?) {
                    super.init(frame: frame, textContainer: textContainer)
                    containers += textContainer == nil ? 1 : 0
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let plain = CodeView()
            let framed = CodeView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
            """
        #expect(evaluated(source, "[plain.containers, framed.containers, Int(framed.frame.width)]") == "[1, 1, 80]")
    }

    @Test func aClassDeclaringOnlyInitCoderIsMadeWithItsSuperclassesInitializers() {
        let source = """
            class TableCell: UITableViewCell {
                var ready = true
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class UserCell: TableCell {}
            """
        #expect(evaluated(source, "[UserCell().ready, UserCell().reuseIdentifier == nil]") == "[true, true]")
    }

    @Test func aViewClassSceneClassesCannotExtendInheritsInit() {
        let source = """
            class SearchBar: UISearchBar {
                var made = false
                override init(frame: CGRect) { super.init(frame: frame); made = true }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(evaluated(source, "SearchBar().made") == "true")
    }

    @Test func aCustomDesignatedInitializerInheritsNothing() {
        let source = """
            class Profile: UIViewController {
                init(name: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            let screen = Profile()
            """
        #expect(headline(source) == "scene.swiftlay:5:14: error: no exact matches in call to initializer of 'Profile'; "
                + "candidates: init(name:), init(coder:)")
    }
}
