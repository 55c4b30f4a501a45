import Foundation
import LayoutScene

extension Interpreter {
    /// Runs a whole file: registers its declarations, runs its top-level statements, then finds the root canvas.
    func runFile(_ statements: [Stmt]) throws -> (Canvas, SceneRoot) {
        try registerDeclarations(statements)
        let flow: Flow
        do {
            flow = try execute(statements, in: globals)
        } catch let thrown as ScriptThrow {
            throw thrown.failure
        }
        switch flow {
        case .normal: break
        case .returned: throw ScriptFailure.runtime("return invalid outside of a func", at: returnSpan(statements))
        case .broke(let span), .continued(let span):
            throw ScriptFailure.runtime("'break' and 'continue' are only allowed inside a loop", at: span)
        case .fallenThrough(let span):
            throw Self.misplacedFallthrough(at: span)
        }
        let root = try findRoot(directive: RootDirective(source: source))
        try rethrowCallbackFailure()
        return root
    }

    private func returnSpan(_ statements: [Stmt]) -> SourceSpan {
        for statement in statements { if case .returnStatement(_, let span) = statement { return span } }
        return SourceSpan(start: 0, end: 0)
    }

    /// The first canvas the file created; else its root controller, hosted in a canvas of the default size.
    private func findRoot(directive: RootDirective?) throws -> (Canvas, SceneRoot) {
        if let canvas = roots.firstCanvas {
            return (canvas, canvas === roots.implicitRoot ? .implicitView : .canvas(variable: roots.variableName))
        }
        let controllers = declaredClasses.filter { $0.hostBase == .viewController }
        guard let last = controllers.last else {
            throw ScriptFailure.runtime("the scene has no root: create a canvas (let canvas = Canvas(width: 375, "
                                            + "height: 667)), use the implicit root 'view', or declare a "
                                            + "UIViewController subclass", at: SourceSpan(start: 0, end: 0))
        }
        var chosen = last
        if let directive {
            guard let named = controllers.first(where: { $0.name == directive.className }) else {
                throw ScriptFailure.runtime(Suggestion.message("the root '\(directive.className)' is not a "
                                                                   + "UIViewController subclass of this file",
                                                               name: directive.className,
                                                               candidates: controllers.map(\.name)), at: directive.span)
            }
            chosen = named
        }
        let instance = try instantiate(chosen, nil, in: globals, at: chosen.decl.nameSpan)
        guard let controller = instance.host(ViewController.self) else {
            throw ScriptFailure.runtime("'\(chosen.name)' is not a view controller", at: chosen.decl.nameSpan)
        }
        try checkCanvasSize(width: defaultSize.width, height: defaultSize.height, at: chosen.decl.nameSpan)
        try countView(at: chosen.decl.nameSpan)
        let canvas = Canvas(hosting: controller, width: defaultSize.width, height: defaultSize.height)
        try rethrowCallbackFailure()
        return (canvas, .controller(className: chosen.name))
    }
}
