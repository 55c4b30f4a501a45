import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Arrays: literals, `append`, subscripts, `count`, `map`/`forEach` with closures, and the other members scenes use.
@Suite struct ArraysTests {
    @Test func literalsSubscriptsAndCount() {
        #expect(evaluated("var xs = [1, 2, 3]\nxs[1] = 20", "xs") == "[1, 20, 3]")
        #expect(evaluated("let xs = [1, 2, 3]", "xs[2] + xs.count") == "6")
        #expect(evaluated("let xs: [String] = []", "xs.isEmpty") == "true")
        #expect(evaluated("let xs = [UIView]()", "xs.count") == "0")
        #expect(evaluated("let xs = [3, 1, 2]", "[xs.first!, xs.last!]") == "[3, 2]")
    }

    @Test func mutation() {
        let statements = """
            var xs = [1, 2]
            xs.append(3)
            xs.append(contentsOf: [4, 5])
            xs.insert(0, at: 0)
            let removed = xs.remove(at: 1)
            xs.removeLast()
            """
        #expect(evaluated(statements, "\"\\(xs) \\(removed)\"") == "[0, 2, 3, 4] 1")
        #expect(evaluated("var xs = [3, 1, 2]\nxs.sort()\nxs.reverse()", "xs") == "[3, 2, 1]")
        #expect(evaluated("var xs = [1]\nxs.removeAll()", "xs") == "[]")
    }

    @Test func higherOrderMembers() {
        #expect(evaluated("", "[1, 2, 3].map { $0 * 2 }") == "[2, 4, 6]")
        #expect(evaluated("", "(1...4).filter { $0 % 2 == 0 }") == "[2, 4]")
        #expect(evaluated("var total = 0\n[1, 2, 3].forEach { value in total += value }", "total") == "6")
        #expect(evaluated("", "[1, 2, 3].reduce(0) { $0 + $1 }") == "6")
        #expect(evaluated("", "[\"a\", \"b\"].joined(separator: \"-\")") == "a-b")
        #expect(evaluated("", "[3, 1, 2].sorted()") == "[1, 2, 3]")
        #expect(evaluated("", "[1, 2, 3].contains(2)") == "true")
        #expect(evaluated("", "[1, 2, 3].contains { $0 > 2 }") == "true")
        #expect(evaluated("", "[1, 2, 3].reversed()") == "[3, 2, 1]")
        #expect(evaluated("", "Array([1, 2, 3].prefix(2)) + [1, 2, 3].suffix(1)") == "[1, 2, 3]")
        #expect(evaluated("", "[nil, 1, nil, 2].compactMap { $0 }") == "[1, 2]")
        #expect(evaluated("", "[1, 2].enumerated().map { $0.offset + $0.element }") == "[1, 3]")
        #expect(evaluated("", "(0..<3).map { \"v\\($0)\" }") == "[\"v0\", \"v1\", \"v2\"]")
    }

    /// `reduce(into:)` passes its accumulator `inout`: the closure changes it in place and returns nothing.
    @Test func reduceIntoChangesTheAccumulatorInPlace() {
        #expect(evaluated("", "[1, 2, 3].reduce(into: 10) { $0 += $1 }") == "16")
        let counts = "[\"ab\", \"c\"].reduce(into: [String: Int]()) { result, word in result[word] = word.count }"
        #expect(evaluated("let counts = \(counts)", "[counts[\"ab\"]!, counts[\"c\"]!]") == "[2, 1]")
        #expect(evaluated("", "[1, 2].reduce(into: []) { list, value in list.append(value * 3) }") == "[3, 6]")
    }

    @Test func viewArraysHaveTheSnapKitNamespace() {
        guard let (_, result) = layOut("""
            let rows = (0..<3).map { _ in UIView() }
            rows.forEach { view.addSubview($0) }
            rows.snp.distributeViews(along: .vertical, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0)
            rows.snp.makeConstraints { make in make.left.right.equalToSuperview() }
            """) else { return }
        expectFrame(frame("rows[2]", in: result), 0, 2 * (647.0 / 3 + 10), 375, 647.0 / 3)
    }

    @Test func errors() {
        #expect(firstWarning("let xs = [1]\nlet y = xs[3]") == "scene.swiftlay:2:12: warning: index 3 is out of range of an array of 1 element (the app's data would fill it); it stands in as an unknown value and what uses it is skipped")
        #expect(headline("let xs = [1]\nxs.append(2)") == "scene.swiftlay:2:1: error: cannot assign to value: 'xs' is a 'let' constant")
        #expect(firstWarning("let n = [1].cout") == "scene.swiftlay:1:13: warning: unknown symbol '[Int].cout': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'count'?")
        #expect(headline("let xs = [UIView(), 1]\nxs.snp.makeConstraints { _ in }") == "scene.swiftlay:2:4: error: 'snp' on an array needs every element to be a view")
    }
}
