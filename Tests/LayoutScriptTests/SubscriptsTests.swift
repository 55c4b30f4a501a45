@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `subscript` declarations on the scene's classes, structs and in extensions of Swift types: reads, writes
/// (structs changed in place), labels as Swift spells them, and Swift's own subscripts left alone.
@Suite struct SubscriptsTests {
    @Test func declaredSubscriptsAreReadAndWritten() {
        let source = """
            struct Grid {
                var cells: [CGFloat] = [0, 0, 0]
                subscript(i: Int) -> CGFloat {
                    get { cells[i] }
                    set { cells[i] = newValue }
                }
            }
            final class Store {
                var values: [String: CGFloat] = [:]
                subscript(key key: String) -> CGFloat {
                    get { values[key] ?? 1 }
                    set(updated) { values[key] = updated * 2 }
                }
            }
            extension Array {
                subscript(safe index: Int) -> Element? {
                    indices.contains(index) ? self[index] : nil
                }
            }
            var grid = Grid()
            grid[1] = 12
            let store = Store()
            store[key: "top"] = 10
            let insets: [CGFloat] = [3, 4]
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(grid[1] + grid.cells[0])
                make.top.equalToSuperview().offset(store[key: "top"] + store[key: "missing"])
                make.width.equalTo(insets[safe: 1] ?? 0)
                make.height.equalTo(insets[safe: 5] ?? 7)
            }
            """
        guard let (scene, result) = layOut(source) else { return }
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("box", in: result), 12, 21, 4, 7)
    }

    @Test func aGetOnlySubscriptCannotBeAssigned() {
        let source = """
            struct Row {
                subscript(i: Int) -> Int { i * 2 }
            }
            var row = Row()
            row[1] = 3
            """
        #expect(headline(source) == "scene.swiftlay:5:1: error: cannot assign through subscript: subscript is get-only")
    }

    @Test func wrongLabelsAreSwiftsMismatchMessage() {
        let source = """
            struct Row {
                subscript(at index: Int) -> Int { index * 2 }
            }
            let row = Row()
            let x = row[at: 1] + row[index: 2]
            """
        #expect(headline(source) == "scene.swiftlay:5:22: error: incorrect argument label in call (have 'index:', "
                    + "expected 'at:')")
    }
}
