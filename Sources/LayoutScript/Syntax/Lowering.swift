import SwiftSyntax

/// Turns a parsed scene file into the subset's statements, reporting every construct outside the subset
/// (kind `.unsupported`) instead of silently skipping it. Operators are folded with Swift's precedences.
final class Lowering {
    /// The most operators one expression may chain (`a + b + …`).
    static let maximumOperators = 500
    /// The deepest expression nesting lowered.
    static let maximumNesting = 200

    private(set) var failures: [ScriptFailure] = []
    private var anonymousParameterCounts: [Int] = []
    private var nesting = 0
    var blockDepth = 0
    /// Classes declared inside other types (`extension HomeViewController { class FeedCell: UITableViewCell {…} }`),
    /// declared at the file's top level under their own names, before its statements (so the root, the last class
    /// declared, is a top-level one).
    var hoistedClasses: [ClassDecl] = []
    /// Whether `#if` conditions are read as a Debug build reads them (`DEBUG` holds), as for the `#Preview` blocks
    /// only Debug builds, which Xcode's previews use, compile (see ``debugOnlyPreviews(of:)``).
    var assumesDebugBuild = false
    /// The generic parameter names of the declarations being lowered, innermost last (erased to `Any`).
    var genericParameters: [Set<String>] = []

    /// Where the file's offsets start in its module (``SourceModule``), added to every span.
    let baseOffset: Int
    /// The operators and precedence groups the module's files declare.
    let customOperators: CustomOperators
    /// The property wrapper types the module's files declare.
    let propertyWrappers: PropertyWrapperTypes
    /// The generic parameters of the module's generic types, erased in their extensions too.
    let genericTypes: GenericTypeParameters

    /// A lowering for a file whose offsets start at `baseOffset` in its module, which declares `customOperators`,
    /// `propertyWrappers` and `genericTypes`.
    init(baseOffset: Int = 0, customOperators: CustomOperators = CustomOperators(),
         propertyWrappers: PropertyWrapperTypes = PropertyWrapperTypes(),
         genericTypes: GenericTypeParameters = GenericTypeParameters()) {
        self.baseOffset = baseOffset
        self.customOperators = customOperators
        self.propertyWrappers = propertyWrappers
        self.genericTypes = genericTypes
    }

    /// Whether lowering is inside a function, closure or statement body (not at the file's top level).
    var isInsideBlock: Bool { blockDepth > 0 }

    /// The file's top-level statements, and every problem found.
    func lower(_ file: SourceFileSyntax) -> [Stmt] {
        let lowered = statements(file.statements)
        return hoistedClasses.map { .classDeclaration($0) } + lowered
    }

    // MARK: Reporting

    func unsupported(_ message: String, _ node: some SyntaxProtocol) -> Stmt {
        failures.append(.unsupported(message, at: span(node)))
        return .nothing
    }

    func unsupportedExpression(_ message: String, _ node: some SyntaxProtocol) -> Expr {
        failures.append(.unsupported(message, at: span(node)))
        return .nilLiteral(span(node))
    }

    func report(_ failure: ScriptFailure) {
        failures.append(failure)
    }

    func span(_ node: some SyntaxProtocol) -> SourceSpan {
        SourceSpan(start: baseOffset + node.positionAfterSkippingLeadingTrivia.utf8Offset,
                   end: baseOffset + node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// Guards recursion on deeply nested code; reports a limit once too deep.
    func nested<T>(_ node: some SyntaxProtocol, fallback: T, _ body: () -> T) -> T {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.maximumNesting else {
            if nesting == Self.maximumNesting + 1 {
                report(.limit("expression nests too deeply (the limit is \(Self.maximumNesting) levels)", at: span(node)))
            }
            return fallback
        }
        return body()
    }

    // MARK: Anonymous closure parameters

    /// The most anonymous parameters (`$0`…`$255`) a closure may use; a larger number (`$9223372036854775807`, found
    /// by the command-line fuzzer) is an unsupported construct, not a closure of that many parameters.
    static let maximumAnonymousParameters = 256

    func enterClosure() { anonymousParameterCounts.append(0) }

    func leaveClosure() -> Int { anonymousParameterCounts.popLast() ?? 0 }

    func noteAnonymousParameter(_ index: Int) {
        guard !anonymousParameterCounts.isEmpty else { return }
        anonymousParameterCounts[anonymousParameterCounts.count - 1] = max(anonymousParameterCounts.last!, index + 1)
    }

    var isInsideClosure: Bool { !anonymousParameterCounts.isEmpty }
}

extension TokenSyntax {
    /// The identifier without backticks.
    var identifierText: String {
        identifier?.name ?? text
    }
}
