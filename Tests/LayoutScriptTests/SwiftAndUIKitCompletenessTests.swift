import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Swift and UIKit that real view code uses and that a scene runs as iOS would: tasks, the number initializers
/// beyond `Int(x)`, and UIKit properties that are settable.
@Suite struct SwiftAndUIKitCompletenessTests {
    @Test func aTaskRunsAfterTheCurrentStepAndItsAwaitsRunInPlace() {
        let statements = """
            var steps: [String] = []
            func load() async -> String { "loaded" }
            Task { steps.append(await load()) }
            Task(priority: .background) { @MainActor in steps.append("second") }
            Task.detached { try? await Task.sleep(nanoseconds: 1_000_000); steps.append("third") }
            steps.append("first")
            DispatchQueue.main.async { probe.text = steps.joined(separator: ",") }
            """
        let source = """
            let probe = UILabel()
            view.addSubview(probe)
            \(statements)
            """
        let scene = loadScene(source)
        #expect((scene?.canvas.subviews.first as? Label)?.text == "first,loaded,second,third")
    }

    @Test func numberInitializersWithLabels() {
        let expression = "[Int(\"ff\", radix: 16) ?? -1, Int(exactly: 2.0) ?? -1, Int(exactly: 2.5) ?? -1, "
            + "Int(truncatingIfNeeded: 7), Int(clamping: 9)]"
        #expect(evaluated("", expression) == "[255, 2, -1, 7, 9]")
        #expect(evaluated("", "CGFloat(exactly: 3) ?? 0") == "3.0")
    }

    @Test func aNumberInitializerLayoutvizLacksIsUnknownNotAnError() throws {
        let scene = try #require(loadScene("let x = Double(integerLiteral: 3)\nview.alpha = 1"))
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:1:9: warning: unknown symbol 'Double.init(integerLiteral:)': not declared in "
                + "the scene's files and not UIKit API that layoutviz models; what uses it is skipped"))
        #expect(headline("let x = Int(true)") == "scene.swiftlay:1:9: error: no exact matches in call to initializer "
                    + "of 'Int' with arguments of type (Bool)")
    }

    @Test func anOptionSetWrittenAsAnArrayLiteralIsTheUnionOfItsOptions() throws {
        let source = """
            let button = UIButton(type: .system)
            button.setTitle("Normal", for: [])
            button.setTitle("Both", for: [.highlighted, .selected])
            view.addSubview(button)
            """
        let scene = try #require(loadScene(source))
        let button = try #require(scene.canvas.subviews.first as? Button)
        #expect(button.title(for: .normal) == "Normal")
        #expect(button.title(for: [.highlighted, .selected]) == "Both")
    }

    @Test func mathOnAnUnknownNumberIsUnknown() throws {
        let scene = try #require(loadScene("let gap = abs(Theme.gap) + max(Theme.a, 2)\nview.alpha = 1"))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:1:15: warning: unknown symbol 'Theme': not declared in the scene's files and not UIKit "
                + "API that layoutviz models; what uses it is skipped",
        ])
    }

    @Test func lazyLocalsAndLocalTypesAreDeclared() {
        let statements = """
            func make() -> Int {
                lazy var base = 40
                final class Box { let value = 2 }
                actor Counter { var count = 0 }
                _ = Counter()
                return base + Box().value
            }
            """
        #expect(evaluated(statements, "make()") == "42")
    }

    @Test func settingBoundsResizesAboutTheCentreAndScrollsAScrollView() throws {
        let source = """
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            card.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
            view.addSubview(card)
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
            scroll.bounds.origin.y = 30
            view.addSubview(scroll)
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("card", in: result), 35, 50, 50, 20)
        #expect((scene.canvas.subviews.last as? ScrollView)?.contentOffset == CGPoint(x: 0, y: 30))
    }

    @Test func aNavigationControllersStackAndATabBarsItemsAreSettable() throws {
        let source = """
            let first = UIViewController(), second = UIViewController()
            let navigation = UINavigationController()
            navigation.viewControllers = [first, second]
            let bar = UITabBar()
            bar.items = [UITabBarItem(title: "Home", image: nil, tag: 0)]
            probe.text = "\\(navigation.viewControllers.count) \\(navigation.topViewController === second) \\(bar.items?.count ?? 0)"
            """
        #expect(evaluated(source, "probe.text ?? \"\"") == "2 true 1")
    }
}
