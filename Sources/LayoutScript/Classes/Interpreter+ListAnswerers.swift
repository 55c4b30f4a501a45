/// A scene object set as a table's or collection's `dataSource` or `delegate` answers through an adapter
/// (``ScriptedTableDataSource``, ``ScriptedCollectionDataSource``), which the interpreter keeps alive because UIKit's
/// lists hold their data source and delegate weakly.
///
/// ```swift
/// let adapter = Interpreter.listAnswerer(for: value) {
///     ScriptedTableDataSource(object: $0, interpreter: $0.interpreter)
/// }
/// ```
extension Interpreter {
    /// The adapter `make` builds for the scene object `value` holds, kept by that object's interpreter; nil for nil
    /// and for anything else (an unknown value, a UIKit object), which leaves the list without one.
    static func listAnswerer<Adapter: AnyObject>(for value: Value, make: (any ScriptedObject) -> Adapter) -> Adapter? {
        guard case .object(let object as any ScriptedObject) = value else { return nil }
        let adapter = make(object)
        object.interpreter.listAnswerers.append(adapter)
        return adapter
    }
}
