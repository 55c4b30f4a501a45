/// How a statement finished: normally, or by `return`, `break` or `continue`.
enum Flow {
    case normal
    case returned(Value)
    /// `break`, naming the statement it ends when labelled.
    case broke(SourceSpan, label: String?)
    /// `continue`, naming the loop it continues when labelled.
    case continued(SourceSpan, label: String?)
    /// `fallthrough`: the switch goes on into the next case's body.
    case fallenThrough(SourceSpan)
}

extension Interpreter {
    func execute(_ statements: [Stmt], in scope: Scope) throws -> Flow {
        var deferred: [[Stmt]] = []
        let outcome: Result<Flow, any Error>
        do {
            outcome = .success(try execute(statements, in: scope, deferring: &deferred))
        } catch {
            guard !deferred.isEmpty else { throw error }
            outcome = .failure(error)
        }
        for body in deferred.reversed() {
            if case .returned = try execute(body, in: scope.child()) {
                throw ScriptFailure.runtime("'return' cannot transfer control out of a defer statement",
                                            at: returnSpan(in: body))
            }
        }
        return try outcome.get()
    }

    /// Runs statements until one leaves the block, collecting `defer` bodies (run by the caller when it exits).
    private func execute(_ statements: [Stmt], in scope: Scope, deferring deferred: inout [[Stmt]]) throws -> Flow {
        for statement in statements {
            if case .deferStatement(let body, let span) = statement {
                try step(span)
                deferred.append(body)
                continue
            }
            let flow = try executeForgiving(statement, in: scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func returnSpan(in statements: [Stmt]) -> SourceSpan {
        for statement in statements { if case .returnStatement(_, let span) = statement { return span } }
        return SourceSpan(start: 0, end: 0)
    }

    func execute(_ statement: Stmt, in scope: Scope) throws -> Flow {
        switch statement {
        case .expression(let expression):
            try step(expression.span)
            coverage.noteEvaluated(at: expression.span.start)
            let enclosing = discardedResultEnd
            discardedResultEnd = expression.span.end
            defer { discardedResultEnd = enclosing }
            _ = try evaluate(expression, in: scope)
        case .binding(let binding):
            try step(binding.span)
            if scope.isGlobal, !lazyGlobals.shouldRun(binding) { break }
            try declare(binding, in: scope)
        case .assignment(let assignment):
            try step(assignment.operatorSpan)
            try assign(assignment, in: scope)
        case .conditional(let conditional):
            return try execute(conditional, in: scope)
        case .guardStatement(let conditions, let body, let span):
            try step(span)
            if try conditionsHold(conditions, bindingInto: scope, unknownHolds: .guardStatement) { return .normal }
            let flow = try execute(body, in: scope.child())
            if case .normal = flow {
                throw ScriptFailure.runtime("'guard' body must not fall through; use 'return', 'break' or "
                                                + "'continue' to exit the scope", at: span)
            }
            return flow
        case .forLoop(let loop):
            return try execute(loop, label: nil, in: scope)
        case .whileLoop(let loop):
            return try execute(loop, label: nil, in: scope)
        case .labeled(let label, let inner):
            return try execute(inner, labeled: label, in: scope)
        case .switchStatement(let switchStatement):
            return try execute(switchStatement, in: scope)
        case .fallthroughStatement(let span):
            return .fallenThrough(span)
        case .throwStatement(let value, let span):
            try step(span)
            let thrown = try evaluate(value, in: scope)
            throw ScriptThrow(value: thrown, text: describe(thrown), span: span)
        case .doCatch(let doCatch):
            return try execute(doCatch, in: scope)
        case .tupleBinding(let pattern, let isMutable, let value, let span):
            try step(span)
            try bindTuple(pattern, to: evaluate(value, in: scope), isMutable: isMutable, in: scope, at: span)
        case .returnStatement(let value, let span):
            try step(span)
            return .returned(try value.map { try evaluate($0, in: scope, expecting: scope.returnType) } ?? .void)
        case .breakStatement(let span, let label):
            return .broke(span, label: label)
        case .continueStatement(let span, let label):
            return .continued(span, label: label)
        case .function(let function):
            if !scope.isGlobal {
                scope.declare(function.name, Variable(value: .function(.function(function, scope,
                                                                                  receiver: scope.currentReceiver)),
                                                      isMutable: false, type: nil, naming: .local))
            }
        case .classDeclaration, .namespace, .extensionDeclaration, .protocolDeclaration, .typeAlias, .preview,
             .deferStatement,
             .nothing:
            break
        }
        return .normal
    }

    /// Runs a lazy global's declaration when it is first used (see ``LazyGlobals``); false when `name` is none.
    func initializeLazyGlobal(_ name: String, at span: SourceSpan) throws -> Bool {
        guard let binding = try lazyGlobals.startInitializing(name, at: span) else { return false }
        try declare(binding, in: globals)
        lazyGlobals.finishInitializing(binding)
        return true
    }

    private func declare(_ binding: VariableBinding, in scope: Scope) throws {
        if scope.lookupHere(binding.name) != nil {
            throw ScriptFailure.runtime("invalid redeclaration of '\(binding.name)'", at: binding.nameSpan)
        }
        // `let x = value as T` declares `x: T`, as Swift infers it
        let written: TypeRef? = if case .cast(_, let type, .plain, _)? = binding.initialValue { type } else { nil }
        let declared = try (binding.type ?? written).map { try resolveType($0) }
        var value: Value?
        if let initial = binding.initialValue {
            let raw = try evaluate(initial, in: scope, expecting: declared)
            value = try viewStandIn(for: declared.map { try coerce(raw, to: $0, context: .initialization,
                                                                  at: initial.span) } ?? raw,
                                    boundTo: binding.name, declared: declared, at: initial.span)
        } else if case .optional? = declared, binding.isMutable {
            value = .null
        }
        bind(binding.name, value: value, isMutable: binding.isMutable, type: declared ?? value.flatMap(inferredType),
             in: scope)
    }

    /// Declares a variable and lets its name name the views it holds.
    func bind(_ name: String, value: Value?, isMutable: Bool, type: ScriptType?, in scope: Scope) {
        scope.declare(name, Variable(value: value, isMutable: isMutable, type: type, naming: scope.naming))
        if let value { noteBinding(value, to: name, strength: scope.naming) }
    }

    /// Names unnamed views after a variable or property they were bound to, and records the root's variable.
    func noteBinding(_ value: Value, to name: String, strength: NamingStrength) {
        naming.bind(value, to: name, strength: strength)
        roots.noteBinding(value, to: name)
    }

    /// Runs an `if`, the `else if` at `position` of its chain when that is not 0.
    private func execute(_ conditional: Conditional, in scope: Scope, position: Int = 0) throws -> Flow {
        let conditionScope = scope.child()
        let branch: UnknownConditions.Branch = conditional.elseBody == nil && onlyLeaves(conditional.body)
            ? .earlyExit : .ifStatement(position: position, remaining: Self.branchCount(of: conditional))
        if try conditionsHold(conditional.conditions, bindingInto: conditionScope, unknownHolds: branch) {
            return try execute(conditional.body, in: conditionScope.child())
        }
        if let elseIf = Self.elseIf(of: conditional) {
            return try execute(elseIf, in: scope.child(), position: position + 1)
        }
        guard let elseBody = conditional.elseBody else { return .normal }
        return try execute(elseBody, in: scope.child())
    }

    /// The `if` an `else if` continues the chain with, nil for a plain `else` or none.
    private static func elseIf(of conditional: Conditional) -> Conditional? {
        guard let elseBody = conditional.elseBody, elseBody.count == 1, case .conditional(let next) = elseBody[0]
        else { return nil }
        return next
    }

    /// How many branches an `if` has: its body, each `else if`'s and the final `else`.
    private static func branchCount(of conditional: Conditional) -> Int {
        if let next = elseIf(of: conditional) { return 1 + branchCount(of: next) }
        return conditional.elseBody == nil ? 1 : 2
    }

    /// Whether a body leaves with nothing and builds nothing on its way: its last statement is `return`, `return nil`,
    /// `throw`, `break` or `continue` (`return quantity` gives a result, so it is a branch like any other), and the
    /// statements before it add no view and make no constraint (``LayoutBuildingIndex``): `{ return }`, and `{
    /// SVProgressHUD.showError(message); return }`, which reports a failure and leaves, or `{ if view.superview !=
    /// nil { view.removeFromSuperview() }; return }`, which tidies up first.
    func onlyLeaves(_ body: [Stmt]) -> Bool {
        guard let last = body.last, Self.leavesWithNothing(last) else { return false }
        return body.dropLast().allSatisfy(buildsNoLayout)
    }

    /// `return`, `return nil`, `throw`, `break`, `continue`.
    private static func leavesWithNothing(_ statement: Stmt) -> Bool {
        switch statement {
        case .returnStatement(nil, _), .returnStatement(.nilLiteral?, _), .throwStatement, .breakStatement,
             .continueStatement: true
        default: false
        }
    }

    /// Whether a statement adds no view and makes no constraint: an expression, an assignment or a declaration that
    /// does not, or an `if` whose branches hold only such statements and ways to leave with nothing; false for any
    /// other statement, whose parts are not looked into.
    private func buildsNoLayout(_ statement: Stmt) -> Bool {
        switch statement {
        case .expression(let expression): !layoutBuilding.builds(expression.span)
        case .assignment(let assignment): !layoutBuilding.builds(assignment.target.span.through(assignment.value.span))
        case .binding(let binding): !layoutBuilding.builds(binding.span)
        case .conditional(let conditional):
            (conditional.body + (conditional.elseBody ?? [])).allSatisfy {
                Self.leavesWithNothing($0) || buildsNoLayout($0)
            }
        default: false
        }
    }

    /// Whether every condition holds, binding what `if let` and `if case` bind into `scope`. An unknown condition
    /// holds in the branches `unknownHolds` names (see ``UnknownConditions``), and is false elsewhere (loops).
    func conditionsHold(_ conditions: [Condition], bindingInto scope: Scope,
                        unknownHolds branch: UnknownConditions.Branch? = nil) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                try step(expression.span)
                guard try evaluateCondition(expression, in: scope, unknownHolds: branch) else { return false }
            case .optionalBinding(let name, let isMutable, let value, let span):
                try step(span)
                let result = try evaluate(value, in: scope)
                if result.isNull { return false }
                var bound = result
                if result.isUnknown {
                    guard let branch else { return false }
                    // `intent as? UIViewController` quoted whole, not its `as?`
                    let quoted = if case .cast(let inner, _, _, _) = value {
                        SourceSpan(start: inner.span.start, end: span.end)
                    } else { value.span }
                    noteUnknownCondition(value, branch, spelling: quoted)
                    if !unknownHolds(branch) { return false }
                    // `if let child = intent as? UIViewController`, `if let footer = dataSource?.footer()` added to a
                    // view: the branch runs with a view standing in; a view the code only reads (`cellForItem(at:)`)
                    // is one already in a tree, which no stand-in could be
                    bound = try bindingStandIn(for: result, boundTo: name, value: value)
                }
                bind(name, value: bound, isMutable: isMutable, type: inferredType(of: bound), in: scope)
            case .pattern(let pattern, let value, let span):
                try step(span)
                let subject = try evaluate(value, in: scope)
                // `if case .success(let user) = result` on the app's unknown result: an unknown condition, its names
                // bound to the unknown value, as a `switch` on one binds its first case's
                if subject.isUnknown, pattern.hasAssociatedValues {
                    guard let branch else { return false }
                    noteUnknownCondition(value, branch)
                    if !unknownHolds(branch) { return false }
                    bindUnknown(pattern, subject, into: scope)
                    continue
                }
                guard try match(pattern, subject, bindingInto: scope) else { return false }
            }
        }
        return true
    }

    static func misplacedFallthrough(at span: SourceSpan) -> ScriptFailure {
        .runtime("'fallthrough' is only allowed inside a switch", at: span)
    }

    /// A condition's truth; an unknown one holds in the branch `unknownHolds` names (with a warning saying so), and is
    /// false without one.
    func evaluateCondition(_ expression: Expr, in scope: Scope, unknownHolds branch: UnknownConditions.Branch? = nil)
        throws -> Bool {
        let value = try evaluate(expression, in: scope, expecting: .bool)
        if let flag = try truth(of: value, expression) { return flag }
        guard let branch else { return false }
        noteUnknownCondition(expression, branch)
        return unknownHolds(branch)
    }

    /// A condition's value as a `Bool`, nil when it is unknown; anything else is swiftc's error.
    func truth(of value: Value, _ expression: Expr) throws -> Bool? {
        if value.isUnknown { return nil }
        if isObjectiveC(at: expression.span), let truth = objectiveCTruth(of: value) { return truth }
        guard case .bool(let flag) = value else {
            let message = value.isNull || isOptionalLike(expression)
                ? "optional type cannot be used as a boolean; test for '!= nil' instead"
                : "cannot convert value of type '\(typeName(of: value))' to expected condition type 'Bool'"
            throw ScriptFailure.runtime(message, at: expression.span)
        }
        return flag
    }

    private func isOptionalLike(_ expression: Expr) -> Bool {
        if case .optionalChainEnd = expression { return true }
        return false
    }

    /// A labelled statement: a loop takes the label for its `break` and `continue`; any other statement ends at a
    /// `break` naming it.
    private func execute(_ statement: Stmt, labeled label: String, in scope: Scope) throws -> Flow {
        let flow = switch statement {
        case .forLoop(let loop): try execute(loop, label: label, in: scope)
        case .whileLoop(let loop): try execute(loop, label: label, in: scope)
        default: try execute(statement, in: scope)
        }
        if case .broke(_, label) = flow { return .normal }
        return flow
    }

    /// Whether a loop goes on after a pass that ended with `flow`, and if not, the flow the loop ends with (`.normal`
    /// for its own `break`; an outer loop's `break` or `continue` and `return` pass on).
    private func passOutcome(_ flow: Flow, label: String?) throws -> (goesOn: Bool, flow: Flow) {
        switch flow {
        case .normal: return (true, .normal)
        case .continued(_, let target) where target == nil || target == label: return (true, .normal)
        case .broke(_, let target) where target == nil || target == label: return (false, .normal)
        case .continued, .broke, .returned: return (false, flow)
        case .fallenThrough(let span): throw Self.misplacedFallthrough(at: span)
        }
    }

    private func execute(_ loop: ForLoop, label: String?, in scope: Scope) throws -> Flow {
        try step(loop.span)
        let sequence = try evaluate(loop.sequence, in: scope)
        var result = Flow.normal
        try iterateLoop(over: sequence, loop) { element in
            try countIteration(loop.span)
            let body = scope.child()
            try bindTuple(loop.pattern, to: element, isMutable: false, in: body, at: loop.span)
            if let whereClause = loop.whereClause, try !evaluateCondition(whereClause, in: body) { return true }
            let outcome = try passOutcome(execute(loop.body, in: body), label: label)
            result = outcome.flow
            return outcome.goesOn
        }
        return result
    }

    /// `while` checks its conditions before each pass, `repeat` after; every pass counts as a loop iteration.
    private func execute(_ loop: WhileLoop, label: String?, in scope: Scope) throws -> Flow {
        try step(loop.span)
        var isFirstPass = true
        while true {
            let passScope = scope.child()
            if !(loop.isRepeat && isFirstPass) {
                guard try conditionsHold(loop.conditions, bindingInto: passScope) else { return .normal }
            }
            isFirstPass = false
            try countIteration(loop.span)
            let outcome = try passOutcome(execute(loop.body, in: passScope.child()), label: label)
            if !outcome.goesOn { return outcome.flow }
        }
    }

    /// `do { } catch { }`: a thrown error goes to the first clause whose pattern matches it (a clause without one
    /// binds it to `error`); none matching throws it on.
    private func execute(_ doCatch: DoCatch, in scope: Scope) throws -> Flow {
        try step(doCatch.span)
        do {
            return try execute(doCatch.body, in: scope.child())
        } catch let thrown as ScriptThrow {
            for clause in doCatch.clauses {
                for item in clause.items.isEmpty ? [(pattern: nil, guard: nil)] : clause.items {
                    let handlerScope = scope.child()
                    if let pattern = item.pattern {
                        guard try match(pattern, thrown.value, bindingInto: handlerScope) else { continue }
                    } else {
                        bind("error", value: thrown.value, isMutable: false, type: nil, in: handlerScope)
                    }
                    if let condition = item.guard, try !evaluateCondition(condition, in: handlerScope) { continue }
                    return try execute(clause.body, in: handlerScope.child())
                }
            }
            throw thrown
        }
    }

    /// `let (a, b) = value`, `var (x, _) = value` and a `for` loop's pattern.
    private func bindTuple(_ pattern: LoopPattern, to value: Value, isMutable: Bool, in scope: Scope,
                           at span: SourceSpan) throws {
        switch pattern {
        case .name(let name, let nameSpan):
            if scope.lookupHere(name) != nil {
                throw ScriptFailure.runtime("invalid redeclaration of '\(name)'", at: nameSpan)
            }
            bind(name, value: value, isMutable: isMutable, type: inferredType(of: value), in: scope)
        case .wildcard:
            break
        case .tuple(let patterns, _) where value.isUnknown:
            for inner in patterns { try bindTuple(inner, to: value, isMutable: isMutable, in: scope, at: span) }
        case .tuple(let patterns, let patternSpan):
            guard case .tuple(let elements, _) = value, elements.count == patterns.count else {
                throw ScriptFailure.runtime("tuple pattern cannot match values of type '\(typeName(of: value))'",
                                            at: patternSpan)
            }
            for (element, inner) in zip(elements, patterns) {
                try bindTuple(inner, to: element, isMutable: isMutable, in: scope, at: span)
            }
        }
    }
}
