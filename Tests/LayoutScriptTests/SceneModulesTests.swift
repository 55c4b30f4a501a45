import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Several files loaded as one Swift module: declarations visible across files in any order, top-level code in
/// file order, lazy globals outside the last file, diagnostics in the right file, redeclarations with both places.
@Suite struct SceneModulesTests {
    private let theme = SceneSource(name: "Theme.swift", text: """
        enum Theme {
            static let inset: CGFloat = 16
        }
        let cardHeight: CGFloat = baseHeight * 2
        extension UIView {
            func pinCard() {
                snp.makeConstraints { make in
                    make.top.leading.trailing.equalToSuperview().inset(Theme.inset)
                    make.height.equalTo(cardHeight)
                    make.bottom.equalToSuperview().inset(Theme.inset)
                }
            }
        }
        """)
    private let base = SceneSource(name: "BaseCardView.swift", text: """
        let baseHeight: CGFloat = 60
        class BaseCardView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                setupLayout()
            }
            func setupLayout() {}
        }
        """)
    private let profile = SceneSource(name: "ProfileView.swift", text: """
        final class ProfileView: BaseCardView {
            let card = UIView()
            override func setupLayout() {
                addSubview(card)
                card.pinCard()
            }
        }
        """)

    private func load(_ sources: [SceneSource], options: LoadOptions = LoadOptions()) throws -> (LoadedScene, LayoutResult) {
        let scene = try SceneScript.load(sources: sources, defaultSize: testSize, options: options)
        return (scene, scene.canvas.layout(measuring: MonospacedTextMeasurer()))
    }

    private func error(_ sources: [SceneSource]) -> ScriptError? {
        do {
            _ = try SceneScript.load(sources: sources, defaultSize: testSize)
            Issue.record("the module loaded but should have failed")
            return nil
        } catch {
            return error
        }
    }

    @Test func declarationsAreVisibleAcrossFilesInAnyOrder() throws {
        for order in [[theme, base, profile], [base, theme, profile], [profile, theme, base]] {
            let (scene, result) = try load(order, options: LoadOptions(rootClass: "ProfileView"))
            #expect(scene.root == .view(className: "ProfileView"))
            #expect(scene.warnings.isEmpty)
            expectFrame(frame("card", in: result), 16, 16, 343, 120)
            expectFrame(frame("ProfileView", in: result), 0, 0, 375, 152)
        }
    }

    @Test func topLevelCodeRunsInFileOrderWithLazyGlobals() throws {
        let first = SceneSource(name: "A.swift", text: "var log: [String] = []\nlog.append(\"A\")\nlet width = unit * 10")
        // B.swift has declarations alone, so its globals start when first used, as in Swift: `unit` from A.swift's
        // top-level code, `entries` in the scene's constraint closure (after the scene's append: 2), and `never`,
        // which nothing uses, never (it would stop the scene).
        let second = SceneSource(name: "B.swift", text: "let unit: CGFloat = 3\nlet entries = log.count\n"
                                     + "let never = Int(\"x\")!")
        let scene = SceneSource(name: "scene.swiftlay", text: """
            log.append("scene")
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                make.width.equalTo(width)
                make.height.equalTo(entries * 10 + log.count)
            }
            """)
        let (_, result) = try load([first, second, scene])
        expectFrame(frame("box", in: result), 0, 0, 30, 22)
    }

    @Test func aGlobalThatUsesItselfIsAnError() {
        let first = SceneSource(name: "A.swift", text: "let x = a")
        let second = SceneSource(name: "B.swift", text: "let a: Int = b\nlet b: Int = a")
        let scene = SceneSource(name: "scene.swiftlay", text: "let y = x")
        #expect(error([first, second, scene])?.diagnostics.map(\.headline) == [
            "B.swift:2:14: error: global 'a' is used in its own initial value",
        ])
    }

    @Test func redeclarationsAcrossFilesNameBothPlaces() {
        let duplicate = SceneSource(name: "Other.swift", text: "\nfinal class ProfileView: UIView {}")
        #expect(error([theme, base, profile, duplicate])?.diagnostics.map(\.headline) == [
            "Other.swift:2:13: error: invalid redeclaration of 'ProfileView'",
            "ProfileView.swift:1:13: note: 'ProfileView' previously declared here",
        ])
        let constant = SceneSource(name: "Constants.swift", text: "let baseHeight = 3")
        #expect(error([base, constant, profile])?.diagnostics.map(\.headline) == [
            "Constants.swift:1:5: error: invalid redeclaration of 'baseHeight'",
            "BaseCardView.swift:1:5: note: 'baseHeight' previously declared here",
        ])
        let function = SceneSource(name: "F.swift", text: "func make() {}\nenum Theme {}")
        #expect(error([theme, function])?.diagnostics.map(\.headline) == [
            "F.swift:2:6: error: invalid redeclaration of 'Theme'",
            "Theme.swift:1:6: note: 'Theme' previously declared here",
        ])
    }

    @Test func diagnosticsNameTheFileTheyAreIn() throws {
        let helper = SceneSource(name: "Helpers.swift", text: "func tint(_ view: UIView) {\n    view.backgroundColor = Palette.accent\n}")
        let scene = SceneSource(name: "scene.swiftlay", text: "let box = UIView()\ntint(box)\nview.addSubview(box)")
        let (loaded, _) = try load([helper, scene])
        #expect(loaded.warnings.map(\.headline) == [
            "Helpers.swift:2:28: warning: unknown symbol 'Palette': not declared in the scene's files and not UIKit API "
                + "that layoutviz models; what uses it is skipped",
        ])
        let broken = SceneSource(name: "Broken.swift", text: "let a = 1\nlet b = a +")
        #expect(error([scene, broken])?.diagnostics.first?.headline.hasPrefix("Broken.swift:2:") == true)
        let failing = SceneSource(name: "Fail.swift", text: "func fail() {\n    var x: [Int] = []\n    _ = x.removeLast()\n}")
        let caller = SceneSource(name: "scene.swiftlay", text: "fail()")
        let failure = error([failing, caller])?.diagnostics.first
        #expect(failure?.file == "Fail.swift")
        #expect(failure?.line == 3)
        #expect(failure?.sourceLine == "    _ = x.removeLast()")
    }

    @Test func rootCandidatesComeFromEveryFile() throws {
        let other = SceneSource(name: "BadgeView.swift", text: "final class BadgeView: UIView {}")
        let (scene, _) = try load([theme, base, profile, other])
        #expect(scene.rootCandidates == ["BaseCardView", "ProfileView", "BadgeView"])
        #expect(scene.root == .view(className: "BadgeView"))
        let (chosen, _) = try load([theme, base, profile, other], options: LoadOptions(rootClass: "ProfileView"))
        #expect(chosen.root == .view(className: "ProfileView"))
        let directive = SceneSource(name: "Scene.swift", text: "// layoutviz: root=ProfileView\n")
        let (named, _) = try load([theme, base, profile, other, directive])
        #expect(named.root == .view(className: "ProfileView"))
    }

    @Test func filesFromDiskWithCompanionComments() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for source in [theme, base] {
            try Data(source.text.utf8).write(to: folder.appendingPathComponent(source.name))
        }
        let sceneURL = folder.appendingPathComponent("profile.swiftlay")
        try Data(("// layoutviz: files=Theme.swift, BaseCardView.swift\n" + profile.text).utf8).write(to: sceneURL)
        let scene = try SceneScript.load(contentsOf: [sceneURL], defaultSize: testSize)
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("card", in: result), 16, 16, 343, 120)

        let explicit = try SceneScript.load(contentsOf: [theme.name, base.name].map { folder.appendingPathComponent($0) }
                                                + [sceneURL], defaultSize: testSize)
        #expect(explicit.root == .view(className: "ProfileView"))

        let missing = folder.appendingPathComponent("missing.swiftlay")
        try Data("// layoutviz: files=Theme.swift,  Nowhere.swift\nlet a = 1".utf8).write(to: missing)
        do {
            _ = try SceneScript.load(contentsOf: [missing], defaultSize: testSize)
            Issue.record("loaded")
        } catch {
            #expect(error.kind == .unreadable)
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.file == missing.path)
            #expect(diagnostic.line == 1 && diagnostic.column == 35)
            #expect(diagnostic.message.hasPrefix("cannot read the scene file: "))
            #expect(diagnostic.message.hasSuffix("(\(folder.appendingPathComponent("Nowhere.swift").path))"))
        }
        do {
            _ = try SceneScript.load(contentsOf: [folder.appendingPathComponent("Theme.swift"),
                                                  URL(fileURLWithPath: "/nonexistent/Base.swift")], defaultSize: testSize)
            Issue.record("loaded")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.description.hasPrefix("/nonexistent/Base.swift: error: cannot read the scene file"))
        }
    }
}
