/// The top-level constants and variables of a module's files. Swift runs the globals of a file with top-level code
/// (`main.swift`) in order, and initializes those of a file of declarations alone when they are first used. So in a
/// module of several files a global of a file without top-level code (only declarations, `let` and `var`) can be
/// used from any file before its own file's turn: it is initialized then, and its declaration does nothing when
/// its file is reached. A global of such a file that nothing uses is never initialized, as in Swift — except in the
/// module's last file (the one drawn, after the files it uses), whose globals nothing used earlier are initialized at
/// its turn, so a scene file of `let`s alone still builds its views. Two top-level declarations of one
/// name are swiftc's "invalid redeclaration" with a note at the first — except in two files of an app folder, where
/// they can be each file's private global or two targets', and the first is kept.
struct LazyGlobals {
    /// The module's top-level bindings by name, for the position of a first declaration.
    private var declared: [String: SourceSpan] = [:]
    /// Bindings that may be initialized on first use and have not been run yet.
    private var pending: [String: VariableBinding] = [:]
    /// Names being initialized, to report a global whose initial value uses itself.
    private var initializing: Set<String> = []
    /// The declarations already run on first use, by the offset of their name.
    private var initializedEarly: Set<Int> = []
    /// The declarations that run only on first use (those of declaration files before the last), by name offset.
    private var onlyOnFirstUse: Set<Int> = []
    /// The declarations never run because another file declared the name first, by name offset.
    private var leftOutTwins: Set<Int> = []

    /// Records every top-level binding of the module (reporting duplicates) and makes those of files without
    /// top-level code lazy; with `keepingTwins` (an app folder), a name another file declared first is not a duplicate
    /// but left out, and the bindings left out are returned.
    mutating func register(module files: [[Stmt]], keepingTwins: Bool) throws -> [VariableBinding] {
        var fileOfName: [String: Int] = [:]
        var leftOut: [VariableBinding] = []
        for (index, statements) in files.enumerated() {
            let isLazy = !statements.contains(where: Self.isTopLevelCode)
            for case .binding(let binding) in statements {
                if let previous = declared[binding.name] {
                    guard !keepingTwins || fileOfName[binding.name] == index else {
                        leftOut.append(binding)
                        leftOutTwins.insert(binding.nameSpan.start)
                        continue
                    }
                    throw ScriptFailure.redeclaration(binding.name, at: binding.nameSpan, previous: previous)
                }
                fileOfName[binding.name] = index
                declared[binding.name] = binding.nameSpan
                if isLazy { pending[binding.name] = binding }
                if isLazy, index < files.count - 1 { onlyOnFirstUse.insert(binding.nameSpan.start) }
            }
        }
        return leftOut
    }

    /// Whether a top-level statement is code that runs (not a declaration, `let` or `var`).
    private static func isTopLevelCode(_ statement: Stmt) -> Bool {
        switch statement {
        case .binding, .classDeclaration, .namespace, .extensionDeclaration, .protocolDeclaration, .typeAlias,
             .function, .nothing:
            false
        default:
            true
        }
    }

    /// The binding to initialize now for a use of `name` that found no variable, marked as started; `nil` when the
    /// name is no lazy global (or was initialized already).
    mutating func startInitializing(_ name: String, at span: SourceSpan) throws -> VariableBinding? {
        guard let binding = pending[name] else { return nil }
        guard initializing.insert(name).inserted else {
            throw ScriptFailure.runtime("global '\(name)' is used in its own initial value", at: span)
        }
        return binding
    }

    /// Ends a first-use initialization: the declaration is skipped when its file reaches it.
    mutating func finishInitializing(_ binding: VariableBinding) {
        initializing.remove(binding.name)
        pending[binding.name] = nil
        initializedEarly.insert(binding.nameSpan.start)
    }

    /// Whether a top-level declaration the file reaches should run (it was not initialized on first use, and its
    /// file is not one whose globals wait for their first use), marking it as no longer lazy.
    mutating func shouldRun(_ binding: VariableBinding) -> Bool {
        if initializedEarly.contains(binding.nameSpan.start) || onlyOnFirstUse.contains(binding.nameSpan.start)
            || leftOutTwins.contains(binding.nameSpan.start) {
            return false
        }
        if pending[binding.name]?.nameSpan == binding.nameSpan { pending[binding.name] = nil }
        return true
    }
}
