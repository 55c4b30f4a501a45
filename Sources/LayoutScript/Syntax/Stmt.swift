/// A statement of the scene subset.
indirect enum Stmt {
    case expression(Expr)
    case binding(VariableBinding)
    case assignment(Assignment)
    case conditional(Conditional)
    case guardStatement([Condition], body: [Stmt], SourceSpan)
    case forLoop(ForLoop)
    /// `while conditions { }` and `repeat { } while condition`.
    case whileLoop(WhileLoop)
    /// `defer { }`: the body runs when the enclosing scope exits.
    case deferStatement([Stmt], SourceSpan)
    case switchStatement(SwitchStatement)
    case throwStatement(Expr, SourceSpan)
    case doCatch(DoCatch)
    /// `let (a, b) = value`.
    case tupleBinding(LoopPattern, isMutable: Bool, value: Expr, SourceSpan)
    case fallthroughStatement(SourceSpan)
    case returnStatement(Expr?, SourceSpan)
    /// `break`, or `break label` (the label's statement ends).
    case breakStatement(SourceSpan, label: String?)
    /// `continue`, or `continue label` (the labelled loop goes on with its next pass).
    case continueStatement(SourceSpan, label: String?)
    /// `outer: for … { … }`: a loop, `if`, `switch` or `do` that a labelled `break` or `continue` names.
    case labeled(String, Stmt)
    case function(FunctionDecl)
    case classDeclaration(ClassDecl)
    case namespace(NamespaceDecl)
    case extensionDeclaration(ExtensionDecl)
    case protocolDeclaration(ProtocolDecl)
    case typeAlias(TypeAliasDecl)
    /// `#Preview { … }`: an entry point the file offers (see ``PreviewDecl``).
    case preview(PreviewDecl)
    /// `import …` and statements the subset check already reported.
    case nothing
}

/// `let`/`var` with a name, an optional type and an optional initial value.
struct VariableBinding {
    let name: String
    let nameSpan: SourceSpan
    let isMutable: Bool
    let type: TypeRef?
    let initialValue: Expr?
    let span: SourceSpan
}

/// `target = value` or a compound assignment (`+=`, …).
struct Assignment {
    let target: Expr
    let compound: BinaryOperator?
    let value: Expr
    let operatorSpan: SourceSpan
}

/// `if … { } else if … { } else { }`.
struct Conditional {
    let conditions: [Condition]
    let body: [Stmt]
    let elseBody: [Stmt]?
}

/// One clause of an `if` or `guard` condition list.
enum Condition {
    case expression(Expr)
    /// `let name = value`, or `let name` (value is then the variable of the same name).
    case optionalBinding(name: String, isMutable: Bool, value: Expr, span: SourceSpan)
    /// `case pattern = value` (`if case .loaded(let items) = state`).
    case pattern(Pattern, value: Expr, span: SourceSpan)

    /// Where the clause is written.
    var span: SourceSpan {
        switch self {
        case .expression(let expression): expression.span
        case .optionalBinding(_, _, _, let span), .pattern(_, _, let span): span
        }
    }
}

/// `for pattern in sequence where condition { body }`.
struct ForLoop {
    let pattern: LoopPattern
    let sequence: Expr
    let whereClause: Expr?
    let body: [Stmt]
    let span: SourceSpan
}

/// `while conditions { body }`, or `repeat { body } while condition` (body first).
struct WhileLoop {
    let conditions: [Condition]
    let body: [Stmt]
    let isRepeat: Bool
    let span: SourceSpan
}

/// What a `for` loop binds each element to.
indirect enum LoopPattern {
    case name(String, SourceSpan)
    case wildcard
    case tuple([LoopPattern], SourceSpan)
}
