import Foundation
import LayoutScene

/// A scene object set as a table's `dataSource` or `delegate`, answering the table (see
/// ``LayoutScene/TableViewDataSource``) by running the object's methods: `numberOfSections(in:)`,
/// `tableView(_:numberOfRowsInSection:)`, `tableView(_:cellForRowAt:)`, the section titles
/// (`tableView(_:titleForHeaderInSection:)`, `…Footer…`), `tableView(_:heightForRowAt:)`, and the section views and
/// their heights (`tableView(_:viewForHeaderInSection:)`, `tableView(_:heightForHeaderInSection:)`, `…Footer…`).
/// When the object's class does not declare the required count or cell method, the app's other files do: the count
/// is unknown (representative rows) and each row is a cell of the first class the table registered. What it lacks
/// gets UIKit's default; a count the app's data would give (`viewModel.items.count`, unknown here) is
/// ``placeholderRowCount`` representative rows (``LayoutScene/View/isRepresentative``), with a warning; a cell that is
/// not a table cell (an app's class no file declares) is a default cell holding a placeholder captioned with the
/// class's name.
///
/// ```swift
/// table.dataSource = self   // in the scene: the controller's methods fill the table when it is laid out
/// ```
final class ScriptedTableDataSource: TableViewDataSource, TableViewDelegate {
    /// How many rows a section whose count is unknown shows.
    static let placeholderRowCount = 3

    let object: any ScriptedObject
    /// The sections whose row count is unknown, so that their rows are representative.
    private var representativeSections = RepresentativeSections()

    init(object: any ScriptedObject) {
        self.object = object
    }

    private var interpreter: Interpreter { object.interpreter }

    func numberOfSections(in tableView: TableView) -> Int {
        interpreter.listCount(interpreter.callback("numberOfSections(in:)", of: object, [.object(tableView)]),
                              fallback: 1, placeholder: 1, of: "the number of sections", "section", answeredBy: object)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        let answer = interpreter.requiredAnswer("tableView(_:numberOfRowsInSection:)", of: object,
                                                [.object(tableView), .int(section)])
        representativeSections.mark(section, representative: answer?.isUnknown == true)
        return interpreter.listCount(answer, fallback: 0, placeholder: Self.placeholderRowCount,
                                     of: "the number of rows in section \(section)", "row", answeredBy: object)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = makeCell(tableView, at: indexPath)
        if representativeSections.contains(indexPath.section) { cell.isRepresentative = true }
        return cell
    }

    private func makeCell(_ tableView: TableView, at indexPath: IndexPath) -> TableViewCell {
        let made = interpreter.requiredAnswer("tableView(_:cellForRowAt:)", of: object,
                                              [.object(tableView), .object(indexPath)])
        if let cell = made?.host(TableViewCell.self) { return cell }
        if made?.isUnknown == true, let registered = interpreter.registeredCell(of: tableView) {
            return registered
        }
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        return interpreter.placeholderCell(cell, contentView: cell.contentView, for: made)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        title("tableView(_:titleForHeaderInSection:)", tableView, section)
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        title("tableView(_:titleForFooterInSection:)", tableView, section)
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        height(interpreter.callback("tableView(_:heightForRowAt:)", of: object,
                                    [.object(tableView), .object(indexPath)]))
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        interpreter.callback("tableView(_:viewForHeaderInSection:)", of: object, [.object(tableView), .int(section)])?
            .host(View.self)
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        interpreter.callback("tableView(_:viewForFooterInSection:)", of: object, [.object(tableView), .int(section)])?
            .host(View.self)
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        height(interpreter.callback("tableView(_:heightForHeaderInSection:)", of: object,
                                    [.object(tableView), .int(section)]))
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        height(interpreter.callback("tableView(_:heightForFooterInSection:)", of: object,
                                    [.object(tableView), .int(section)]))
    }

    private func title(_ selector: String, _ tableView: TableView, _ section: Int) -> String? {
        guard case .string(let title)? = interpreter.callback(selector, of: object, [.object(tableView), .int(section)])
        else { return nil }
        return title
    }

    /// A height the method gave, or ``TableView/automaticDimension`` when it gave none (or no number).
    private func height(_ answer: Value?) -> CGFloat {
        answer?.number.map { CGFloat($0) } ?? TableView.automaticDimension
    }
}

extension Interpreter {
    /// The result of the scene method `selector` of `object` run with `arguments`, or nil when the class has no such
    /// method or it fails (the failure is kept, as a callback's is).
    func callback(_ selector: String, of object: any ScriptedObject, _ arguments: [Value]) -> Value? {
        guard let (method, owner) = object.instance.scriptClass.method(selector: selector) else { return nil }
        return duringLayout(at: method.nameSpan) { [self] in
            try invoke(method, definingScope: globals, receiver: ScriptReceiver(value: .object(object), definingClass: owner),
                       arguments: arguments.map { Optional($0) }, at: method.nameSpan)
        }
    }

    /// The result of a scene closure (a section provider, a cell provider) called during layout, or nil when it
    /// fails (the failure is kept, as a callback's is).
    func callClosure(_ closure: Value, _ arguments: [Value], at span: SourceSpan) -> Value? {
        duringLayout(at: span) { [self] in try call(closure, arguments: arguments, at: span) }
    }

    /// Runs scene code that layout asks for, on a large stack, with the main queue drained afterwards; a failure is
    /// kept and stops later calls.
    private func duringLayout(at span: SourceSpan, _ body: @escaping () throws -> Value) -> Value? {
        guard failure == nil else { return nil }
        // a call from layout costs about as much as a thousand evaluation steps (an estimate: a hand-off to the large
        // stack and back): a data source asked a hundred million times runs out of the budget in a moment
        if !budget.spend(1_000, in: .interpretation, on: "the scene code layout calls here"), let exhausted = budget.exhaustion {
            failure = .limit(exhausted.message, at: span)
            return nil
        }
        return LargeStack.ensure { [self] in
            defer { drainMainQueue() }
            do {
                return try body()
            } catch let error as ScriptFailure {
                failure = error
            } catch let thrown as ScriptThrow {
                failure = thrown.failure
            } catch {
                failure = .runtime("\(error)", at: span)
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
