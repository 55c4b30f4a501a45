/// A scene object set as a table's or collection's `dataSource` or `delegate` answers through an adapter
/// (``ScriptedTableDataSource``, ``ScriptedCollectionDataSource``), which the interpreter keeps alive because UIKit's
/// lists hold their data source and delegate weakly.
///
/// ```swift
/// let adapter = Interpreter.listAnswerer(for: value) {
///     ScriptedTableDataSource(object: $0)
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

    /// A count a list's answerer gave: the number itself; for an unknown value (the app's data is not in the files)
    /// `placeholder` representative entries, warned once at the answering class; `fallback` when it gave nothing.
    /// The answer of a data source method its protocol requires (`tableView(_:numberOfRowsInSection:)`,
    /// `tableView(_:cellForRowAt:)` and the collection's): the object's method run, or, when its class does not
    /// declare the method, an unknown value — Swift requires the method, so the app's other files declare it (an
    /// extension in another file), and what it answers is not in these files.
    func requiredAnswer(_ selector: String, of object: any ScriptedObject, _ arguments: [Value]) -> Value? {
        guard object.instance.scriptClass.method(selector: selector) == nil else {
            return callback(selector, of: object, arguments)
        }
        return .unknown("\(object.instance.scriptClass.name).\(selector)")
    }

    func listCount(_ value: Value?, fallback: Int, placeholder: Int, of what: String, _ unit: String,
                   answeredBy object: any ScriptedObject) -> Int {
        switch value {
        case .int(let count)?: return count
        case let unknown? where unknown.isUnknown:
            warnOnce("\(what) is unknown (the app's data is not in the files): \(placeholder) representative "
                         + "\(unit)\(placeholder == 1 ? " is" : "s are") shown",
                     at: object.instance.scriptClass.decl.nameSpan)
            return placeholder
        default: return fallback
        }
    }
}

/// A table or collection whose `dataSource` and `delegate` a scene object can be, through its adapter.
///
/// ```swift
/// (table as ScriptedListOwner).answeringObject("dataSource")   // the controller that set itself
/// ```
protocol ScriptedListOwner: AnyObject {
    /// The scene object answering as `dataSource` or `delegate` (`name`), if one does.
    func answeringObject(_ name: String) -> (any ScriptedObject)?
    /// Makes a scene object the list's `dataSource` or `delegate` (`name`); nil clears it, and anything else (an
    /// unknown value, a UIKit object) leaves it unset.
    func setScriptedAnswerer(_ name: String, _ value: Value)
}
