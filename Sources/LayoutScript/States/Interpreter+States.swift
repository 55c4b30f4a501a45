import LayoutScene

/// Finding and entering ``SceneState``s.
extension Interpreter {
    /// What puts the screen in a state.
    enum StateEntry {
        /// Calling a method with placeholder arguments.
        case method(FunctionDecl)
        /// Setting an observed property: a `Bool` to the other value, anything else to a placeholder.
        case observedProperty(PropertyDecl)
        /// Reading a `lazy` property no code read, which runs its initializer.
        case lazyProperty(PropertyDecl)
        /// Running a closure handed to unknown code that never ran (``HandedHandler``).
        case handler(HandedHandler)
    }

    /// One state with what enters it.
    struct StateCandidate {
        let state: SceneState
        let entry: StateEntry
        let owner: ScriptClass
        let object: any ScriptedObject
        /// Whether it is a step of another state: a method another state's method calls.
        var isStep = false
    }

    /// The states of the screen drawn on `canvas`, object by object in the tree (the root first), each object's in
    /// source order. For each scene class once: the instance methods that never ran and hold constraint statements
    /// that never ran — directly or through the methods of the class they call — less those another such method
    /// calls (it is the state, they are its steps); the observed properties whose observers hold such statements;
    /// the `lazy` properties no code read whose initializers hold them. Each state once, on the first object that has
    /// it; then the closures handed to unknown code that hold such statements (``HandedHandler``). With `steps`, the
    /// steps follow the states: a step that its state does not reach (a `guard` on the state's
    /// placeholder data returns first) lays out its statements when it is entered on its own.
    func stateCandidates(on canvas: Canvas, steps: Bool = false) -> [StateCandidate] {
        let unrun = coverage.sites.filter { !coverage.evaluated.contains($0.span.start) }.map(\.span)
        guard !unrun.isEmpty else { return [] }
        let holds = { (span: SourceSpan) in unrun.contains { span.contains($0) } }
        var found: [StateCandidate] = []
        var foundSteps: [StateCandidate] = []
        var seenClasses = Set<String>()
        for object in sceneObjects(root: rootInstance, tree: canvas) {
            let scriptClass = object.instance.scriptClass
            guard seenClasses.insert(scriptClass.name).inserted else { continue }
            var own: [(offset: Int, candidate: StateCandidate)] = []
            var link: ScriptClass? = scriptClass
            while let owner = link {
                let make = { (selector: String, offset: Int, entry: StateEntry) in
                    let location = self.source.location(of: offset)
                    let state = SceneState(name: "\(owner.name).\(selector)", className: owner.name, selector: selector,
                                           file: location.file, line: location.line)
                    own.append((offset, StateCandidate(state: state, entry: entry, owner: owner, object: object)))
                }
                let methods = stateMethods(of: owner, holding: holds)
                for method in methods.states {
                    make(method.selector, method.nameSpan.start, .method(method))
                }
                if steps {
                    for method in methods.steps {
                        let location = source.location(of: method.nameSpan.start)
                        let state = SceneState(name: "\(owner.name).\(method.selector)", className: owner.name,
                                               selector: method.selector, file: location.file, line: location.line)
                        foundSteps.append(StateCandidate(state: state, entry: .method(method), owner: owner,
                                                         object: object, isStep: true))
                    }
                }
                for property in owner.decl.properties where !property.isStatic {
                    let observers = [property.willSetObserver, property.didSetObserver].compactMap { $0?.extent }
                    if observers.contains(where: holds) {
                        make(property.name, property.nameSpan.start, .observedProperty(property))
                    } else if property.isLazy, object.instance.pendingLazy[property.name] != nil,
                              let initial = property.initialValue, holds(initial.span) {
                        make(property.name, property.nameSpan.start, .lazyProperty(property))
                    }
                }
                link = owner.superclass
            }
            found += own.sorted { $0.offset < $1.offset }.map(\.candidate)
        }
        for handler in handlersHandedToUnknownCode where holds(handler.literal.span) {
            let location = source.location(of: handler.literal.span.start)
            let selector = "closure at \(location.line):\(location.column)"
            let state = SceneState(name: "\(handler.owner.name).\(selector)", className: handler.owner.name,
                                   selector: selector, file: location.file, line: location.line)
            found.append(StateCandidate(state: state, entry: .handler(handler), owner: handler.owner,
                                        object: handler.object))
        }
        // a base class's state reached through objects of two of its subclasses is one state, on the first object
        var seenNames = Set<String>()
        return (found + foundSteps).filter { seenNames.insert($0.state.name).inserted }
    }

    /// The methods of `owner` that are states, and those that are steps of them (see
    /// ``stateCandidates(on:steps:)``).
    private func stateMethods(of owner: ScriptClass, holding holds: (SourceSpan) -> Bool)
        -> (states: [FunctionDecl], steps: [FunctionDecl]) {
        let methods = owner.decl.methods.filter { !$0.isStatic && !functionsRun.contains(ObjectIdentifier($0)) }
        let calls = methods.map { layoutBuilding.calledNames(in: $0.bodySpan) }
        var holding = methods.map { holds($0.bodySpan) }
        var changed = true
        while changed {
            changed = false
            for index in methods.indices where !holding[index] && methods.indices.contains(where: {
                holding[$0] && calls[index].contains(methods[$0].name)
            }) {
                holding[index] = true
                changed = true
            }
        }
        let isStep = { (index: Int) in
            methods.indices.contains { other in
                other != index && holding[other] && calls[other].contains(methods[index].name)
            }
        }
        let held = methods.indices.filter { holding[$0] }
        return (held.filter { !isStep($0) }.map { methods[$0] },
                held.filter { isStep($0) && holds(methods[$0].bodySpan) }.map { methods[$0] })
    }

    /// Puts the screen in the state `spelling` names (``SceneState/isNamed(_:)``); a runtime error inside it is a
    /// warning, and what it did before stays.
    func enterState(named spelling: String, on canvas: Canvas) throws {
        let candidates = stateCandidates(on: canvas, steps: true)
        let matching = candidates.filter { $0.state.isNamed(spelling) }
        guard let chosen = matching.first else {
            let names = candidates.filter { !$0.isStep }.map(\.state.name)
            let known = names.isEmpty ? "the screen has no states" : "its states are \(names.joined(separator: ", "))"
            let baseNames = candidates.filter { !$0.isStep }.map { String($0.state.selector.prefix { $0 != "(" }) }
            throw ScriptFailure.runtime(Suggestion.message("no state of the drawn screen is named '\(spelling)' "
                                                               + "(\(known))", name: spelling, candidates: baseNames),
                                        at: SourceSpan(start: 0, end: 0))
        }
        guard matching.count == 1 else {
            throw ScriptFailure.runtime("'\(spelling)' names more than one state: "
                                            + matching.map(\.state.name).joined(separator: ", ")
                                            + "; give the class too", at: SourceSpan(start: 0, end: 0))
        }
        do {
            try enter(chosen)
            drainMainQueue()
            try rethrowCallbackFailure()
        } catch let failure as ScriptFailure where failure.kind == .runtime {
            warn("the state \(chosen.state.name) stopped: \(failure.message); what it did before stays",
                 at: failure.span)
        } catch let thrown as ScriptThrow {
            warn("the state \(chosen.state.name) stopped: \(thrown.failure.message); what it did before stays",
                 at: thrown.failure.span)
        }
    }

    private func enter(_ candidate: StateCandidate) throws {
        let object = Value.object(candidate.object)
        switch candidate.entry {
        case .method(let method):
            let arguments = try method.parameters.map(placeholderArgument)
            _ = try invoke(method, definingScope: globals,
                           receiver: ScriptReceiver(value: object, definingClass: candidate.owner),
                           arguments: arguments, at: method.nameSpan)
        case .observedProperty(let property):
            let instance = candidate.object.instance
            if let variable = instance.storage[property.name], case .bool(let current)? = variable.value {
                let declarations = instance.scriptClass.propertyDeclarations(named: property.name)
                try setObserved(declarations.map { ($0.0, $0.1) }, receiver: object, newValue: .bool(!current),
                                oldValue: { .bool(current) }, at: property.nameSpan) {
                    variable.value = .bool(!current)
                }
            } else {
                try assignPlaceholder(to: property, of: object)
            }
        case .lazyProperty(let property):
            _ = try scriptMember(of: candidate.object, property.name, at: property.nameSpan)
        case .handler(let handler):
            enter(handler)
        }
    }
}
