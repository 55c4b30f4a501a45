/// A function calling itself on a value the app's data would give (`deepSearch(noteId: note.replyId, …)` over notes
/// the files do not hold) has nothing to stop it: the data that ends the recursion is absent, so every level would
/// find another unknown value. As a loop over an unknown sequence runs once, such a recursion runs one level: the
/// inner call, given an unknown argument while the function is already running, is skipped and gives an unknown
/// value, with one warning per function.
///
/// ```swift
/// func depth(of note: Note?) -> Int { guard let note else { return 0 }; return 1 + depth(of: note.reply) }
/// depth(of: store.latest) // 1 + an unknown value: the inner call is skipped
/// ```
extension Interpreter {
    /// The unknown value a recursive call on unknown data gives instead of running, or nil when the call runs.
    func unknownRecursion(_ function: FunctionDecl, _ arguments: [Value?], at span: SourceSpan) -> Value? {
        guard runningFunctions[ObjectIdentifier(function), default: 0] > 0,
              arguments.contains(where: { $0?.isUnknown == true }) else { return nil }
        warnOnce("'\(function.selector)' calls itself on a value the app's data would give, which nothing here ends: "
                     + "the inner call is skipped and gives an unknown value", at: span)
        return .unknown("\(function.selector) (recursive)")
    }
}
