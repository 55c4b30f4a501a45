@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `private`/`fileprivate` as Swift scopes them: a class's private method is final and hidden from subclasses (a
/// subclass may declare its own; each class's code calls its own), and file-private global functions of different
/// files do not collide.
@Suite struct PrivateDeclarationsTests {
    @Test func privateMethodsAreStaticallyDispatched() {
        let source = """
            class HeaderView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setLayout()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func setLayout() {
                    addSubview(title)
                    title.text = "Header"
                    title.snp.makeConstraints { $0.top.leading.equalToSuperview().inset(8) }
                }
            }
            final class LoginView: HeaderView {
                let field = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    self.setLayout()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func setLayout() {
                    addSubview(field)
                    field.text = "Field"
                    field.snp.makeConstraints {
                        $0.top.equalTo(title.snp.bottom).offset(10)
                        $0.leading.bottom.equalToSuperview().inset(8)
                    }
                }
            }
            """
        guard let (scene, result) = layOut(source) else { return }
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("title", in: result), 8, 8, 51, 21)
        expectFrame(frame("field", in: result), 8, 39, 43, 21)
    }

    @Test func aNonPrivateMethodStillNeedsOverride() {
        let source = """
            class BaseView: UIView {
                func setLayout() {}
            }
            final class CardView: BaseView {
                func setLayout() {}
            }
            """
        #expect(headline(source) == "scene.swiftlay:5:10: error: overriding declaration requires an 'override' keyword")
    }

    @Test func filePrivateFunctionsBelongToTheirFile() throws {
        let helpers = SceneSource(name: "Helpers.swift", text: """
            fileprivate func gap() -> CGFloat { 8 }
            let helperGap = gap()
            """)
        let scene = SceneSource(name: "scene.swiftlay", text: """
            fileprivate func gap() -> CGFloat { 16 }
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.leading.equalToSuperview().offset(gap())
                make.size.equalTo(helperGap)
            }
            """)
        let loaded = try SceneScript.load(sources: [helpers, scene], defaultSize: testSize)
        let result = loaded.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("box", in: result), 16, 16, 8, 8)
    }

    @Test func twoInternalFunctionsAreARedeclarationAcrossFiles() {
        let helpers = SceneSource(name: "Helpers.swift", text: "func gap() -> CGFloat { 8 }")
        let scene = SceneSource(name: "scene.swiftlay", text: "\nfileprivate func other() {}\nfunc gap() -> CGFloat { 16 }")
        do {
            _ = try SceneScript.load(sources: [helpers, scene], defaultSize: testSize)
            Issue.record("the module loaded but should have failed")
        } catch {
            #expect(error.diagnostics.map(\.headline) == [
                "scene.swiftlay:3:6: error: invalid redeclaration of 'gap()'",
                "Helpers.swift:1:6: note: 'gap()' previously declared here",
            ])
        }
    }
}
