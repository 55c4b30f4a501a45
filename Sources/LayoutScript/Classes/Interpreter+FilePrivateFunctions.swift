/// `private`/`fileprivate` global functions are scoped to their file: two files of a module may each declare their
/// own (Swift 4's migrator put `fileprivate func convertToOptionalNSAttributedStringKeyDictionary` into every file
/// it touched), and a call sees the one of its own file beside the module's internal ones.
///
/// ```swift
/// // A.swift
/// fileprivate func gap() -> CGFloat { 8 }
/// // B.swift
/// fileprivate func gap() -> CGFloat { 16 }   // not a redeclaration; B's calls get 16
/// ```
extension Interpreter {
    /// Whether two global functions are both file-private and declared in different files, so they do not collide.
    func isFilePrivatePair(_ first: FunctionDecl, _ second: FunctionDecl) -> Bool {
        first.isPrivate && second.isPrivate && !inSameFile(first.nameSpan, second.nameSpan)
    }

    /// The global functions of this name a call at `span` sees: the module's internal ones and its own file's
    /// private ones.
    func visibleGlobalFunctions(_ functions: [FunctionDecl], from span: SourceSpan) -> [FunctionDecl] {
        functions.filter { !$0.isPrivate || inSameFile($0.nameSpan, span) }
    }

    /// Whether a second declaration of a name at `span`, after one at `previous`, is kept out with a warning
    /// (``warnAboutTwin(_:at:)``) rather than being a redeclaration: in an app folder, across files, where it can only
    /// be each file's `private` declaration or another target's.
    func isTwinAcrossFiles(_ previous: SourceSpan, _ span: SourceSpan) -> Bool {
        isAppFolder && !inSameFile(previous, span)
    }

    /// Warns that a type, protocol or global declared again in another file of an app folder is left out.
    func warnAboutTwin(_ name: String, at span: SourceSpan) {
        warn("'\(name)' is declared again here, in another file (each file's private declaration, or another "
                 + "target's); layoutviz keeps one declaration of the name for the app, the first, so uses in this "
                 + "file see that one", at: span)
    }

    func inSameFile(_ first: SourceSpan, _ second: SourceSpan) -> Bool {
        source.file(containing: first.start).base == source.file(containing: second.start).base
    }
}
