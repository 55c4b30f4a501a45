import LayoutScene

/// An app's `.swift` file is one of many the app compiles together: a statement that fails here — a type the file
/// uses as its other files' extensions and overloads allow (`UIColor(hex: "#fff", alpha: 1)` beside an overload not
/// given), a value absent without the app's data — most likely compiles and runs there. So in such a file a runtime
/// error ends the function or method it happens in, not the file: the call's result is unknown, what it did before
/// stays, and a warning at the failure says which call stopped. The statements after it in that call are not laid
/// out, and coverage says so. Scenes (`.swiftlay`, and the helper files given with one), which declare everything
/// they use, still stop, as swiftc's checks would have stopped them; so do traps the code states (`fatalError`,
/// `precondition`), an initializer's failure (the object would not exist) and the limits of ``ScriptLimits``.
///
/// ```swift
/// // Profile.swift:42:9: warning: 'ProfileView.setupUI()' stopped: cannot convert value of type 'Int' to expected
/// // argument type 'String'; what it did before stays and its result is unknown
/// ```
extension Interpreter {
    /// The unknown result of `function` when `failure` may stop it alone (see above); nil when the failure stops the
    /// file.
    func stoppedAlone(_ function: FunctionDecl, receiver: ScriptReceiver?, by failure: ScriptFailure) -> Value? {
        guard failure.kind == .runtime, isAppSwiftFile(at: failure.span),
              !Self.statedTraps.contains(where: failure.message.hasPrefix) else { return nil }
        let key = ObjectIdentifier(function)
        if functionStops[key] == nil { functionStops[key] = failure.span.start }
        let owner = receiver.map { typeName(of: $0.value) + "." } ?? ""
        let label = "'\(owner)\(function.selector)'"
        warn("\(label) stopped: \(failure.message); what it did before stays and its result is unknown (a file of an "
                 + "app given alone may lack what its other files declare)", at: failure.span)
        return .unknown("\(owner)\(function.selector)")
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
