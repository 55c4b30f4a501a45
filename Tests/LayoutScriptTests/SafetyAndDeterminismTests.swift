import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// A scene cannot reach the file system, the network, the environment or the clock, and runs the same every time.
@Suite struct SafetyAndDeterminismTests {
    @Test(arguments: ["FileManager.default", "ProcessInfo.processInfo", "Date()", "URL(string: \"x\")",
                      "Bundle.main", "DispatchQueue.main", "Thread.current", "exit(0)", "getenv(\"HOME\")",
                      "Int.random(in: 0..<9)"])
    func theOutsideWorldIsOutOfReach(_ expression: String) {
        #expect(loadError("let x = \(expression)")?.kind == .runtime)
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
