import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Swift rules app code leans on: a body's own scope (`var list = list`), a struct initializer delegating to
/// another, nested types found through the enclosing types, string literals made into `ExpressibleByStringLiteral`
/// structs, and the forward scan of a trailing closure.
@Suite struct InitializerAndScopeRulesTests {
    @Test func aBodyShadowsItsParameters() {
        let statements = """
            func feed(list: [Int]) -> Int { var list = list; list.append(5); return list.count }
            let bump = { (n: Int) -> Int in var n = n; n += 1; return n }
            struct Box { let n: Int; init(n: Int) { var n = n; n *= 2; self.n = n } }
            """
        #expect(evaluated(statements, "[feed(list: [1, 2]), bump(9), Box(n: 4).n]") == "[3, 10, 8]")
    }

    @Test func aStructInitializerDelegatesToAnotherOverload() {
        let statements = """
            struct Anchor {
                let count: Int
                init?(dataset: [Int]) { self.init(dataset: Set(dataset)) }
                init?(dataset: Set<Int>) {
                    guard !dataset.isEmpty else { return nil }
                    count = dataset.count
                }
            }
            """
        #expect(evaluated(statements, "[Anchor(dataset: [1, 1, 2])!.count, Anchor(dataset: []) == nil ? 0 : 1]")
                == "[2, 0]")
    }

    @Test func nestedTypesAreFoundThroughTheEnclosingTypes() {
        let statements = """
            class Notifications { enum FetchDirection { case older } }
            class Timeline {
                enum FetchDirection { case newer, older }
                class Fetcher {
                    let direction: FetchDirection
                    init(direction: FetchDirection) { self.direction = direction }
                }
            }
            enum L10n {
                struct Key { let raw: String }
                static func text(_ key: Key) -> String { key.raw.uppercased() }
            }
            let fetcher = Timeline.Fetcher(direction: Timeline.FetchDirection.newer)
            """
        #expect(evaluated(statements, "[fetcher.direction == .newer ? \"newer\" : \"other\", L10n.text(L10n.Key(raw: \"a\"))]")
                == "[\"newer\", \"A\"]")
    }

    @Test func aStringLiteralMakesAnExpressibleByStringLiteralStruct() {
        let statements = """
            struct Key: ExpressibleByStringLiteral {
                let raw: String
                init(stringLiteral value: String) { raw = value }
            }
            func text(_ key: Key) -> String { key.raw + "!" }
            let key: Key = "title"
            """
        #expect(evaluated(statements, "[text(\"hello\"), key.raw]") == "[\"hello!\", \"title\"]")
    }

    @Test func aTrailingClosureSkipsADefaultedClosureParameterBeforeARequiredOne() {
        let statements = """
            func request(with r: Int, setTask: (Int) -> Void = { _ in }, completion: (Int) -> Void) { completion(r * 2) }
            var got = 0
            request(with: 21) { data in got = data }
            """
        #expect(evaluated(statements, "got") == "42")
    }

    @Test func sortAndRemoveAllTakeTrailingClosures() {
        let statements = """
            var xs = [3, 1, 2, 5]
            xs.sort { a, b in a > b }
            xs.removeAll { $0 == 2 }
            """
        #expect(evaluated(statements, "xs") == "[5, 3, 1]")
    }

    @Test func recursionOnUnknownDataRunsOneLevel() throws {
        let source = """
            func depth(_ id: Int?) -> Int {
                guard let id else { return 0 }
                return 1 + depth(Store.parent(of: id))
            }
            let d = depth(Store.latest)
            view.alpha = 1
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.map(\.headline).contains("scene.swiftlay:3:16: warning: 'depth(_:)' calls itself on a value the app's data would give, which nothing here ends: the inner call is skipped and gives an unknown value"))
    }
}
