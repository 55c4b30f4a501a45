@testable import LayoutScript
import LayoutScene
import Testing

/// Swift sets: `Set<Element>()`, `Set(sequence)`, set literals through a `Set` annotation, membership, the set
/// algebra, mutation written back to the variable or property, iteration in insertion order, equality; and generic
/// arguments that still report the unknown types inside them.
@Suite struct SetsTests {
    @Test func literalsInitializersAndMembership() {
        let statements = """
            let numbers: Set = [3, 1, 3, 2]
            let words = Set<String>(["b", "a", "b"])
            let empty = Set<Int>()
            let fromRange = Set(0..<3)
            var found: [String] = []
            for number in numbers { found.append("\\(number)") }
            """
        #expect(evaluated(statements, "found") == "[\"3\", \"1\", \"2\"]")
        #expect(evaluated(statements, "[numbers.count, words.count, empty.count, fromRange.count]") == "[3, 2, 0, 3]")
        #expect(evaluated(statements, "[numbers.contains(2), numbers.contains(7), empty.isEmpty, words.contains(\"a\")]")
            == "[true, false, true, true]")
        #expect(evaluated(statements, "words") == "[\"b\", \"a\"]")
        #expect(evaluated(statements, "numbers.sorted()") == "[1, 2, 3]")
    }

    @Test func mutationIsWrittenBackThroughVariablesAndProperties() {
        let statements = """
            final class Tracker {
                var seen = Set<String>()
                func note(_ name: String) -> Bool { seen.insert(name).inserted }
            }
            let tracker = Tracker()
            let first = tracker.note("a")
            let again = tracker.note("a")
            _ = tracker.note("b")
            var tags: Set<String> = ["x", "y"]
            let copy = tags
            let removed = tags.remove("x")
            let missing = tags.remove("q")
            tags.formUnion(["z", "y"])
            tags.subtract(["y"])
            """
        #expect(evaluated(statements, "[first, again]") == "[true, false]")
        #expect(evaluated(statements, "tracker.seen") == "[\"a\", \"b\"]")
        #expect(evaluated(statements, "[String(describing: removed), String(describing: missing)]") == "[\"x\", \"nil\"]")
        #expect(evaluated(statements, "tags") == "[\"z\"]")
        #expect(evaluated(statements, "copy") == "[\"x\", \"y\"]")
    }

    @Test func setAlgebraAndEquality() {
        let statements = """
            let a: Set = [1, 2, 3]
            let b: Set<Int> = [3, 4]
            let evens = a.filter { $0 % 2 == 0 }
            """
        #expect(evaluated(statements, "[a.union(b), a.intersection(b), a.subtracting(b), a.symmetricDifference(b)]")
            == "[[1, 2, 3, 4], [3], [1, 2], [1, 2, 4]]")
        #expect(evaluated(statements, "[a == [3, 2, 1], a == b, evens == [2], a.isSuperset(of: [1, 2]), b.isSubset(of: a), a.isDisjoint(with: [7])]")
            == "[true, false, true, true, false, true]")
        #expect(evaluated(statements, "[a.map { $0 * 10 }.count, a.reduce(0, +)]") == "[3, 6]")
    }

    @Test func aSetOfAnUnknownTypeWarnsForTheElementTypeOnly() throws {
        let source = """
            final class ProfileView: UIView {
                var cancellables = Set<AnyCancellable>()
                var names: Set<String> = []
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    viewModel.title.sink { [weak self] _ in }.store(in: &cancellables)
                    names.insert("a")
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let pending: Set<PendingItem> = []
            let profile = ProfileView()
            view.addSubview(profile)
            """
        let scene = try #require(loadScene(source))
        // the file's top-level code runs first, then the view's initializer
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:11:18: warning: unknown symbol 'PendingItem': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:2:28: warning: unknown symbol 'AnyCancellable': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:6:9: warning: unknown symbol 'viewModel': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
    }

    @Test func swiftsOwnTypesAsGenericArgumentsAreKnown() throws {
        let source = """
            let errors = Set<Error>()
            let never = Box<Void, Never>()
            let keys: Set<AnyHashable> = [1, "a"]
            let letters = Set<Character>(["a", "b", "a"])
            let label = UILabel()
            label.text = "\\(keys.count) \\(letters.count)"
            view.addSubview(label)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:2:13: warning: unknown symbol 'Box': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        #expect(labels(in: scene.canvas).first?.text == "2 2")
    }

    @Test func misuseIsAnErrorAtItsPosition() {
        #expect(headline("let s: Set = [1]\ns.insert(2)")
            == "scene.swiftlay:2:1: error: cannot assign to value: 's' is a 'let' constant")
        #expect(headline("let s: Set<Int> = [\"a\"]")
            == "scene.swiftlay:1:20: error: cannot convert value of type 'String' to expected element type 'Int'")
        #expect(headline("var s = Set<Int>()\n_ = s.removeFirst()")
            == "scene.swiftlay:2:7: error: can't removeFirst from an empty Set")
    }
}
