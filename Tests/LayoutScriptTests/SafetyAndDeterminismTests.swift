import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// A scene cannot reach the file system, the network, the environment or the clock, and runs the same every time.
@Suite struct SafetyAndDeterminismTests {
    /// Files, the process, the environment, the clock, threads and randomness are unknown symbols: one warning
    /// naming each at its position, and the label given the value keeps UIKit's default text.
    @Test(arguments: [
        ("FileManager.default.contents(atPath: \"/etc/hostname\")", "FileManager", 14),
        ("ProcessInfo.processInfo.environment[\"HOME\"]", "ProcessInfo", 14),
        ("Date.now.description", "Date", 14),
        ("Bundle.main.bundlePath", "Bundle.bundlePath", 26),
        ("Thread.current.description", "Thread", 14),
        ("exit(0)", "exit", 14),
        ("getenv(\"HOME\")", "getenv", 14),
        ("Int.random(in: 0..<9).description", "Int.random", 18),
    ])
    func theOutsideWorldIsOutOfReach(expression: String, symbol: String, column: Int) throws {
        let scene = try #require(loadScene("let label = UILabel()\nlabel.text = \(expression)\nview.addSubview(label)"))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:2:\(column): warning: unknown symbol '\(symbol)': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        // nothing outside is read: the label shows the expression as a placeholder, not a value
        let label = try #require(scene.canvas.subviews.first as? Label)
        #expect(label.text == PlaceholderText.text(for: expression))
    }

    @Test func sameSceneSameFrames() {
        let source = """
            let labels = (0..<5).map { index -> UILabel in
                let label = UILabel()
                label.text = String(repeating: "word ", count: index + 1)
                label.numberOfLines = 0
                return label
            }
            labels.forEach(view.addSubview)
            labels.snp.distributeViews(along: .vertical, fixedSpacing: 4, leadSpacing: 10, tailSpacing: 10)
            labels.snp.makeConstraints { make in make.leading.trailing.equalToSuperview().inset(20) }
            """
        guard let (_, first) = layOut(source), let (_, second) = layOut(source) else { return }
        #expect(first.views.map(\.frame) == second.views.map(\.frame))
        #expect(first.views.map(\.name) == second.views.map(\.name))
    }
}
