import LayoutScene

extension Interpreter {
    /// The scene's ``ConstraintCoverage`` as it stands: read it after layout, since code layout runs
    /// (`updateConstraints()`, `viewDidLayoutSubviews`) makes constraints too.
    func constraintCoverage() -> ConstraintCoverage {
        var madeByFile: [String: [LayoutConstraint]] = [:]
        for constraint in coverage.made {
            guard let file = constraint.location?.file else { continue }
            madeByFile[file, default: []].append(constraint)
        }
        let sites = countsReachedCodeOnly ? coverage.sites.filter(isReached) : coverage.sites
        let statements = sites.map { site -> ConstraintCoverage.Statement in
            let start = source.location(of: site.span.start)
            let end = source.location(of: max(site.span.start, site.span.end - 1))
            let within = (madeByFile[start.file] ?? []).filter { constraint in
                guard let location = constraint.location else { return false }
                let position = (location.line, location.column ?? 1)
                return position >= (start.line, start.column) && position <= (end.line, end.column)
            }
            let accepted = within.filter(\.hasBeenActive)
            let outcome: ConstraintCoverage.Outcome
            if within.isEmpty {
                outcome = .missed(missedReason(site))
            } else if accepted.isEmpty {
                outcome = .missed(within.lazy.compactMap(\.refusal).first.map {
                    "ran, but UIKit would refuse its constraint: \($0)"
                } ?? ConstraintCoverage.madeButNeverActivated)
            } else if let standIn = accepted.lazy.compactMap(\.standInFor).first {
                outcome = .standIn(standIn)
            } else {
                outcome = .laidOut
            }
            return ConstraintCoverage.Statement(kind: site.kind.rawValue, file: start.file, line: start.line,
                                                column: start.column, outcome: outcome)
        }
        return ConstraintCoverage(statements: statements)
    }

    /// Whether the drawn screen reaches a statement: it ran, or it is in a class the screen made (or one of their
    /// superclasses).
    private func isReached(_ site: ConstraintSite) -> Bool {
        coverage.evaluated.contains(site.span.start)
            || site.enclosingType.map(instantiatedClassNames.contains) == true
    }

    /// Why a statement made no constraint: what skipped it, the first warning inside it, the error that stopped the
    /// file there, or that it never ran.
    private func missedReason(_ site: ConstraintSite) -> String {
        let inside = { (span: SourceSpan) in span.start >= site.span.start && span.start < site.span.end }
        if let skip = coverage.skipReasons.first(where: { inside($0.span) }) { return skip.reason }
        // a closure the file handed to something unknown, holding the statement
        if !coverage.evaluated.contains(site.span.start), let closure = coverage.skipReasons.last(where: {
            $0.span.start <= site.span.start && site.span.end <= $0.span.end
        }) {
            return closure.reason
        }
        if let failure, inside(failure.span) { return "the file stopped here: \(failure.message)" }
        guard coverage.evaluated.contains(site.span.start) else { return notRunReason(site) }
        let start = source.location(of: site.span.start), end = source.location(of: site.span.end)
        if let warning = warnings.first(where: { warning in
            guard warning.file == start.file, let line = warning.line, let column = warning.column else { return false }
            return (line, column) >= (start.line, start.column) && (line, column) <= (end.line, end.column)
        }) {
            return warning.message
        }
        return ConstraintCoverage.ranWithoutConstraint
    }

    /// Why a statement never ran: the method holding it ran but a condition or loop skipped it, the method never ran,
    /// or the class's code never ran (with how to draw the class when it could be the root).
    private func notRunReason(_ site: ConstraintSite) -> String {
        let drawnClass: String? = if case .object(let object)? = rootInstance {
            HostBase.scriptedObject(object)?.instance.scriptClass.name
        } else {
            nil
        }
        let hint = { (type: String) in
            guard type != drawnClass, self.rootCandidates.contains(where: { $0.name == type }) else { return "" }
            return " (draw it with --root \(type))"
        }
        if let (method, owner) = innermostMethod(holding: site.span) {
            let name = "'\(owner.name).\(method.selector)'"
            if let stop = functionStops[ObjectIdentifier(method)], stop < site.span.start {
                return "not run: \(name) stopped before it (see the warning at the failure)"
            }
            if functionsRun.contains(ObjectIdentifier(method)) { return "not run: a condition or loop in \(name) skipped it" }
            return "not run: \(name) never ran\(hint(owner.name))"
        }
        for scriptClass in declaredClasses {
            for property in scriptClass.decl.properties where [property.willSetObserver, property.didSetObserver]
                .contains(where: { $0?.extent.contains(site.span) == true }) {
                return "not run: the observers of '\(scriptClass.name).\(property.name)' did not reach it"
            }
        }
        guard let type = site.enclosingType else { return "not run: the code holding it never ran" }
        return "not run: the code of '\(type)' holding it never ran\(hint(type))"
    }

    /// The scene-class method whose body holds `span` most closely.
    private func innermostMethod(holding span: SourceSpan) -> (FunctionDecl, ScriptClass)? {
        var best: (FunctionDecl, ScriptClass)?
        for scriptClass in declaredClasses {
            for method in scriptClass.decl.methods where method.bodySpan.contains(span) {
                if let current = best, current.0.bodySpan.contains(method.bodySpan) == false { continue }
                best = (method, scriptClass)
            }
        }
        return best
    }
}
