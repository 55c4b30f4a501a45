/// The stored properties of one instance of a scene class.
final class ScriptInstance {
    let scriptClass: ScriptClass
    var storage: [String: Variable] = [:]
    /// `lazy var` properties not read yet, with the class declaring them.
    var pendingLazy: [String: (PropertyDecl, ScriptClass)] = [:]

    init(scriptClass: ScriptClass) {
        self.scriptClass = scriptClass
    }
}
