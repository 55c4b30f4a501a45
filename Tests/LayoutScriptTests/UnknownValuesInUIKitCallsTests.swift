import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Values the app's data would give flowing through UIKit and Foundation calls without stopping the file.
@Suite struct UnknownValuesInUIKitCallsTests {
    @Test func joinedTextOfUnknownPartsIsUnknown() {
        let statements = """
            let parts = ["a", Remote.name]
            let joined = parts.joined(separator: ".")
            let nested = [[1], [2, 3]].joined()
            """
        #expect(evaluated(statements, "Array(nested) == [1, 2, 3]") == "true")
        #expect(evaluated(statements, "joined") == "‹joined›")
    }

    @Test func randomNumberBelowAnUnknownBound() {
        let source = """
            let bound = Store.items.count
            let pick = arc4random_uniform(UInt32(bound))
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            """
        guard let (_, result) = layOut(source) else { return }
        expectFrame(frame("box", in: result), 0, 0, 10, 10)
    }

    @Test func refreshControlAddedAsASubviewIsLeftOut() {
        let source = """
            let table = UITableView()
            view.addSubview(table)
            let refresh = UIRefreshControl()
            table.addSubview(refresh)
            table.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            """
        guard let (scene, result) = layOut(source) else { return }
        expectFrame(frame("table", in: result), 0, 0, 100, 100)
        #expect(scene.canvas.subviews.first?.subviews.isEmpty == true)
    }

    @Test func joinedOfNonStringsNamesTheElementType() {
        #expect(headline("let text = [1, 2].joined(separator: \",\")")
                == "scene.swiftlay:1:19: error: 'joined' needs an array of strings, not of 'Int'")
    }

    @Test func subscriptOfAnUndeclaredClassInstanceIsUnknown() {
        let statements = """
            let keychain = Keychain(service: "app")
            var shown = "none"
            if let json = keychain["user"] { shown = "json" }
            let first = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
            """
        #expect(evaluated(statements, "shown") == "json")
    }
}
