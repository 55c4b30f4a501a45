import LayoutScene

/// An app's `.swift` file is one of many the app compiles together: a statement that fails here — a type the file
/// uses as its other files' extensions and overloads allow (`UIColor(hex: "#fff", alpha: 1)` beside an overload not
/// given), a value absent without the app's data — most likely compiles and runs there. So in such a file a runtime
/// error ends the function or method it happens in, not the file: its result is unknown, what it did before stays,
/// and coverage lists the statements after it. Once the file has shown that files are missing (it used an unknown
/// symbol or an undeclared base class, ``DegradationLog/showsFilesNotGiven``), a runtime error skips only the
/// statement it happens in, as Objective-C's runtime does (``executeForgiving(_:in:)``): the statements after it run,
/// and a warning at the failure says so. A name the statement declares (`let stack = UIStackView(arrangedSubviews:
/// views, spacing: 8)`, `guard let`) holds an unknown value, a view where the file uses it as one, so what follows
/// keeps flowing; a `return` that fails returns an unknown value. Scenes (`.swiftlay`, and the helper files given
/// with one), which declare everything they use, still stop, as swiftc's checks would have stopped them; so do traps
/// the code states (`fatalError`, `precondition`) and the limits of ``ScriptLimits``.
///
/// ```swift
/// // Profile.swift:42:9: warning: cannot convert value of type 'Int' to expected argument type 'String'; the
/// // statement is skipped (a file of an app given alone may lack what its other files declare)
/// ```
extension Interpreter {
    /// Skips `statement`, which `failure` stopped, when the failure may stop it alone in a file that has shown files
    /// are missing (see above), declaring what it declares as unknown; nil when the failure goes on up.
    func skippedAlone(_ statement: Stmt, by failure: ScriptFailure, in scope: Scope) -> Flow? {
        guard skipped.showsFilesNotGiven, mayStopAlone(failure) else { return nil }
        warn("\(failure.message); the statement is skipped (a file of an app given alone may lack what its other "
                 + "files declare)", at: failure.span)
        switch statement {
        case .binding(let binding):
            declareUnknown(binding.name, isMutable: binding.isMutable, type: binding.type, at: binding.nameSpan,
                           in: scope)
        case .tupleBinding(let pattern, let isMutable, _, let span):
            for name in pattern.boundNames {
                declareUnknown(name, isMutable: isMutable, type: nil, at: span, in: scope)
            }
        case .guardStatement(let conditions, _, let span):
            for case .optionalBinding(let name, let isMutable, _, _) in conditions {
                declareUnknown(name, isMutable: isMutable, type: nil, at: span, in: scope)
            }
        case .returnStatement(.some(let value), _):
            return .returned(.unknown(source.spelling(of: value.span)))
        default:
            break
        }
        return .normal
    }

    /// The unknown result of `function` when `failure` may stop it alone (see above); nil when the failure stops the
    /// file.
    func stoppedAlone(_ function: FunctionDecl, receiver: ScriptReceiver?, by failure: ScriptFailure) -> Value? {
        guard mayStopAlone(failure) else { return nil }
        let key = ObjectIdentifier(function)
        if functionStops[key] == nil { functionStops[key] = failure.span.start }
        let owner = receiver.map { typeName(of: $0.value) + "." } ?? ""
        let label = "'\(owner)\(function.selector)'"
        warn("\(label) stopped: \(failure.message); what it did before stays and its result is unknown (a file of an "
                 + "app given alone may lack what its other files declare)", at: failure.span)
        return .unknown("\(owner)\(function.selector)")
    }

    /// Whether `failure` is a runtime error in an app's Swift file that is not a trap the code states.
    private func mayStopAlone(_ failure: ScriptFailure) -> Bool {
        failure.kind == .runtime && isAppSwiftFile(at: failure.span)
            && !Self.statedTraps.contains(where: failure.message.hasPrefix)
    }

    /// Declares `name`, which a skipped statement would have declared, as an unknown value (a view where the files
    /// use the name as one); a name already declared here keeps its value.
    private func declareUnknown(_ name: String, isMutable: Bool, type: TypeRef?, at span: SourceSpan,
                                in scope: Scope) {
        guard name != "_", scope.lookupHere(name) == nil else { return }
        let declared = type.flatMap { try? resolveType($0) }
        let unknown = Value.unknown(name)
        let value = (try? viewStandIn(for: unknown, boundTo: name, declared: declared, at: span)) ?? unknown
        bind(name, value: value, isMutable: isMutable, type: declared, in: scope)
    }

    /// Whether `span` is in a Swift file of an app (`.swift`, not Objective-C) given without a scene: a module that
    /// holds a `.swiftlay` file is a scene's, and its helper files declare everything the scene uses too.
    private func isAppSwiftFile(at span: SourceSpan) -> Bool {
        let text = source.locate(span).text
        return text.language == .swift && text.fileName.hasSuffix(".swift")
            && !source.files.contains { $0.text.fileName.hasSuffix(".swiftlay") }
    }

    /// How the failures of traps the code states begin.
    private static let statedTraps = ["Fatal error", "Precondition failed", "Assertion failed"]
}

extension LoopPattern {
    /// The names the pattern binds, in order.
    var boundNames: [String] {
        switch self {
        case .name(let name, _): [name]
        case .wildcard: []
        case .tuple(let elements, _): elements.flatMap(\.boundNames)
        }
    }
}
