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

    private func inSameFile(_ first: SourceSpan, _ second: SourceSpan) -> Bool {
        source.file(containing: first.start).base == source.file(containing: second.start).base
    }
}
