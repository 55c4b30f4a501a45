import Foundation
import LayoutScene

/// A scene object set as a table's `dataSource` or `delegate`, answering the table (see
/// ``LayoutScene/TableViewDataSource``) by running the object's methods: `numberOfSections(in:)`,
/// `tableView(_:numberOfRowsInSection:)`, `tableView(_:cellForRowAt:)`, `tableView(_:titleForHeaderInSection:)`,
/// `tableView(_:heightForRowAt:)`. What it lacks gets UIKit's default; a count the app's data would give
/// (`viewModel.items.count`, unknown here) is ``placeholderRowCount`` representative rows, with a warning; a cell
/// that is not a table cell (an app's class no file declares) is a default cell.
///
/// ```swift
/// table.dataSource = self   // in the scene: the controller's methods fill the table when it is laid out
/// ```
final class ScriptedTableDataSource: TableViewDataSource, TableViewDelegate {
    /// How many rows a section whose count is unknown shows.
    static let placeholderRowCount = 3

    let object: any ScriptedObject

    init(object: any ScriptedObject) {
        self.object = object
    }

    private var interpreter: Interpreter { object.interpreter }

    func numberOfSections(in tableView: TableView) -> Int {
        interpreter.listCount(interpreter.callback("numberOfSections(in:)", of: object, [.object(tableView)]),
                              fallback: 1, placeholder: 1, of: "the number of sections", "section", answeredBy: object)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        interpreter.listCount(interpreter.callback("tableView(_:numberOfRowsInSection:)", of: object,
                                                   [.object(tableView), .int(section)]),
                              fallback: 0, placeholder: Self.placeholderRowCount,
                              of: "the number of rows in section \(section)", "row", answeredBy: object)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let made = interpreter.callback("tableView(_:cellForRowAt:)", of: object, [.object(tableView), .object(indexPath)])
        return made?.host(TableViewCell.self) ?? TableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard case .string(let title)? = interpreter.callback("tableView(_:titleForHeaderInSection:)", of: object,
                                                              [.object(tableView), .int(section)]) else { return nil }
        return title
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        interpreter.callback("tableView(_:heightForRowAt:)", of: object, [.object(tableView), .object(indexPath)])?
            .number.map { CGFloat($0) } ?? TableView.automaticDimension
    }
}

extension Interpreter {
    /// The result of the scene method `selector` of `object` run with `arguments`, or nil when the class has no such
    /// method or it fails (the failure is kept, as a callback's is).
    func callback(_ selector: String, of object: any ScriptedObject, _ arguments: [Value]) -> Value? {
        guard failure == nil, let (method, owner) = object.instance.scriptClass.method(selector: selector) else {
            return nil
        }
        return LargeStack.ensure { [self] in
            defer { drainMainQueue() }
            do {
                return try invoke(method, definingScope: globals,
                                  receiver: ScriptReceiver(value: .object(object), definingClass: owner),
                                  arguments: arguments.map { Optional($0) }, at: method.nameSpan)
            } catch let error as ScriptFailure {
                failure = error
            } catch let thrown as ScriptThrow {
                failure = thrown.failure
            } catch {
                failure = .runtime("\(error)", at: method.nameSpan)
            }
            return nil
        }
    }
}

extension TableView: ScriptedListOwner {
    func answeringObject(_ name: String) -> (any ScriptedObject)? {
        let answerer: AnyObject? = name == "dataSource" ? dataSource : delegate
        return (answerer as? ScriptedTableDataSource)?.object
    }

    func setScriptedAnswerer(_ name: String, _ value: Value) {
        let answerer = Interpreter.listAnswerer(for: value) { ScriptedTableDataSource(object: $0) }
        if name == "dataSource" { dataSource = answerer } else { delegate = answerer }
    }
}
