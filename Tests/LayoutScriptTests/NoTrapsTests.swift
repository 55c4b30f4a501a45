import Foundation
@testable import LayoutScript
import LayoutEngine
import Testing

/// Whatever a scene computes, the interpreter reports an error instead of trapping the process.
@Suite struct NoTrapsTests {
    @Test(arguments: [
        ("let x = abs(Int.min)", "1:9: error: 'abs(-9223372036854775808)' overflows 'Int'"),
        ("let x = Int.min.magnitude", "1:17: error: '-9223372036854775808.magnitude' overflows 'Int'"),
        ("let x = -Int.min", "1:9: error: arithmetic operation '--9223372036854775808' overflows"),
        ("let x = Int.min / -1", "1:17: error: arithmetic operation '-9223372036854775808 / -1' overflows"),
        ("let x = Int(1e300)", "1:9: error: Double value cannot be converted to Int because it is either infinite, NaN or too large"),
        ("let x = 1...Int.max", "1:10: error: range requires lowerBound <= upperBound (got 1 and 9223372036854775807)"),
        ("var x = [1]\nx.removeLast()\nx.removeLast()", "3:3: error: can't remove from an empty array"),
        ("let c = UIColor(hex: -1)", "1:9: error: hex colour -1 is out of range (0...0xFFFFFFFF)"),
        ("let s = String(repeating: \"ab\", count: Int.max)", "1:9: error: string is too long: the limit is 1,000,000 bytes"),
    ])
    func reportedNotTrapped(_ source: String, _ expected: String) {
        #expect(headline(source) == "scene.swiftlay:" + expected)
    }

    @Test func hugeRangesAndStridesStopAtTheLoopLimit() {
        #expect(loadError("var n = 0\nfor _ in Int.min..<Int.max { n += 1 }")?.kind == .limit)
        #expect(loadError("let n = (Int.min..<Int.max).count\nlet xs = Array(Int.min..<Int.max)")?.kind == .limit)
        #expect(evaluated("var xs: [Int] = []\nfor x in stride(from: 0, through: Int.max, by: Int.max / 2) { xs.append(x) }",
                          "xs.count") == "2")
    }

    @Test func lifecycleCallbacksRunOnALargeStackWhateverThreadLaysOut() {
        guard let scene = loadScene("""
            class Screen: UIViewController {
                var depth = 0
                func dive(_ n: Int) -> Int { n == 0 ? 0 : 1 + dive(n - 1) }
                override func viewDidLayoutSubviews() { depth = dive(60) }
            }
            """) else { return }
        scene.canvas.layout()
        #expect(scene.lifecycleError == nil)
        #expect(controllerProperty("depth", of: scene) == "60")
    }
}
