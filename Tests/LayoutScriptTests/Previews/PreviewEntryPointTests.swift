import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `#Preview` blocks are the file's entry points: the first is drawn unless the options name another, with the data
/// its body sets, at the size its traits give.
@Suite struct PreviewEntryPointTests {
    static let file = """
        final class BadgeView: UIView {
            let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(title)
                title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class ListViewController: UIViewController {
            var items: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                var above = view.safeAreaLayoutGuide.snp.top
                for item in items {
                    let row = BadgeView()
                    row.title.text = item
                    view.addSubview(row)
                    row.snp.makeConstraints { make in
                        make.top.equalTo(above)
                        make.leading.trailing.equalToSuperview()
                    }
                    above = row.snp.bottom
                }
            }
        }
        #Preview("Two items") {
            let list = ListViewController()
            list.items = ["Milk", "Bread"]
            return list
        }
        #Preview {
            BadgeView()
        }
        #Preview("Badge", traits: .sizeThatFitsLayout) {
            let badge = BadgeView()
            badge.title.text = "New"
            return badge
        }
        #Preview("Wide", traits: .fixedLayout(width: 300, height: 120)) {
            BadgeView()
        }
        #Preview("Turned", traits: .landscapeLeft) {
            UINavigationController(rootViewController: ListViewController())
        }
        """

    private func load(_ preview: String?, source: String = Self.file) throws -> (LoadedScene, LayoutResult) {
        let scene = try SceneScript.load(source: source, fileName: "List.swift", defaultSize: testSize,
                                         options: LoadOptions(preview: preview))
        return (scene, scene.canvas.layout(measuring: MonospacedTextMeasurer()))
    }

    @Test func theFirstPreviewIsDrawnWithTheDataItsBodySets() throws {
        let (scene, result) = try load(nil)
        #expect(scene.previews == ["Two items", "Preview 2", "Badge", "Wide", "Turned"])
        #expect(scene.root == .preview(name: "Two items"))
        #expect(result.views.filter { $0.name == "row" }.count == 2)
        func texts(in view: View) -> [String] {
            ((view as? Label)?.text.map { [$0] } ?? []) + view.subviews.flatMap(texts)
        }
        #expect(texts(in: scene.canvas) == ["Milk", "Bread"])
        #expect(scene.canvas.bounds.size == testSize)
    }

    @Test func aViewPreviewFillsTheScreenUnlessItsTraitsSizeIt() throws {
        let (_, whole) = try load("Preview 2")
        expectFrame(frame("preview", in: whole), 0, 0, 375, 667)
        let (byNumber, _) = try load("2")
        #expect(byNumber.root == .preview(name: "Preview 2"))

        let (fitted, fittedResult) = try load("Badge")
        let badge = try #require(frame("badge", in: fittedResult))
        let title = try #require(frame("title", in: fittedResult))
        expectFrame(badge, 0, 0, title.width + 16, title.height + 16)
        #expect(fitted.canvas.bounds.size == badge.size)

        let (wide, wideResult) = try load("Wide")
        #expect(wide.canvas.bounds.size == CGSize(width: 300, height: 120))
        expectFrame(frame("preview", in: wideResult), 0, 0, 300, 120)
    }

    @Test func aLandscapePreviewTurnsTheScreenAndKeepsItsContainer() throws {
        let (scene, _) = try load("Turned")
        #expect(scene.canvas.bounds.size == CGSize(width: 667, height: 375))
        #expect(scene.canvas.hostedController is NavigationController)
    }

    @Test func anUnknownPreviewNameIsAnErrorThatListsThePreviews() {
        #expect(throws: ScriptError.self) { try load("Three items") }
        do {
            _ = try load("Two itmes")
        } catch {
            #expect((error as? ScriptError)?.diagnostics.first?.message == "the scene has no #Preview named 'Two itmes'; did you mean "
                + "'Two items'?")
        }
    }

    @Test func aPreviewOfAViewTheFileDoesNotDefineFallsBackToTheRootClassWithAWarning() throws {
        let source = """
            final class CardView: UIView {}
            #Preview { ContentView() }
            """
        let (scene, _) = try load(nil, source: source)
        #expect(scene.root == .view(className: "CardView"))
        #expect(scene.warnings.map(\.headline).contains(
            "List.swift:2:1: warning: the preview 'Preview' returns a value this file does not define (a SwiftUI view "
                + "is not drawn), so the file's root class is drawn instead"))
    }

    @Test func aRootClassOrACanvasOfTheFileComesBeforeThePreviews() throws {
        let scene = try SceneScript.load(source: Self.file, fileName: "List.swift", defaultSize: testSize,
                                         options: LoadOptions(rootClass: "BadgeView"))
        #expect(scene.root == .view(className: "BadgeView"))
        let canvasFirst = try load(nil, source: "let canvas = Canvas(width: 100, height: 100)\n#Preview { UIView() }")
        #expect(canvasFirst.0.root == .canvas(variable: "canvas"))
    }

    @Test func aPreviewOnlyADebugBuildCompilesIsAnEntryPoint() throws {
        let source = """
            final class CardView: UIView {}
            #if DEBUG
            let debugOnly = UIView()
            #Preview("Card") { CardView() }
            #endif
            """
        let (scene, _) = try load(nil, source: source)
        #expect(scene.previews == ["Card"])
        #expect(scene.root == .preview(name: "Card"))
        #expect(!scene.canvas.subviews.contains { $0.name == "debugOnly" })
    }
}
