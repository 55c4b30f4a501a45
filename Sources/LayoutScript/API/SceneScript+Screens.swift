import Foundation
import SwiftSyntax

extension SceneScript {
    /// The screens and components of an app's files, found by rule, not listed: every `#Preview` (in source order),
    /// then every `UIViewController` subclass, every `UIView` subclass and every table or collection view cell
    /// subclass, each group in the order of the files and of the declarations in them. A class other app classes
    /// derive from that the app never makes itself is a base class, skipped with that reason; so is a view or cell
    /// class the app's code never makes (`CardView(…)`, `CardView.init`, or `CardView.self` as a cell registration
    /// makes one). Nothing runs: the files are parsed (once per process) and their declarations read; a file that
    /// cannot be read is left out, as a screen's load leaves it out (``LoadOptions/isAppFolder``).
    ///
    /// ```swift
    /// let app = try AppFolder(contentsOf: URL(fileURLWithPath: "MyApp"))
    /// let sources = try app.files.map { SceneSource(name: $0.relativePath, text: try String(contentsOf: $0)) }
    /// let screens = try SceneScript.screens(in: sources)
    /// ```
    public static func screens(in sources: [SceneSource]) throws(ScriptError) -> [AppScreen] {
        let module = SourceModule(sources.map(SourceText.init))
        let outcome = LargeStack.run { () -> Result<[AppScreen], ScriptError> in
            let lowered: LoweredModule
            switch Self.lowered(module, leavingOut: true) {
            case .success(let module): lowered = module
            case .failure(let error): return .failure(error)
            }
            let interpreter = Interpreter(source: module, defaultSize: CGSize(width: 375, height: 667),
                                          limits: ScriptLimits())
            interpreter.isAppFolder = true
            do {
                try interpreter.registerDeclarations(Array(lowered.files.joined()))
            } catch let failure as ScriptFailure {
                return .failure(failure.scriptError(in: module))
            } catch {
                return .failure(ScriptFailure.runtime("\(error)", at: SourceSpan(start: 0, end: 0))
                    .scriptError(in: module))
            }
            return .success(ScreenFinder(interpreter: interpreter, made: MadeTypeNames(trees: lowered.trees).names)
                .screens)
        }
        return try outcome.get()
    }
}

/// Classifies an app's declarations into screens (see ``SceneScript/screens(in:)``).
private struct ScreenFinder {
    let interpreter: Interpreter
    /// The type names the app's code makes instances of.
    let made: Set<String>

    var screens: [AppScreen] {
        let previews = zip(interpreter.previews, interpreter.previewTitles).enumerated().map { index, pair in
            let location = interpreter.source.location(of: pair.0.span.start)
            return AppScreen(kind: .preview, name: pair.1, file: location.file, line: location.line,
                             previewNumber: index + 1, skipReason: nil)
        }
        let bases = Set(interpreter.declaredClasses.compactMap { $0.superclass?.name })
        let classes = interpreter.rootCandidates.map { candidate -> AppScreen in
            let location = interpreter.source.location(of: candidate.decl.nameSpan.start)
            let kind = Self.kind(of: candidate.hostBase)
            var reason: String?
            if bases.contains(candidate.name), !made.contains(candidate.name) {
                reason = "a base class of other app classes, never made itself"
            } else if kind != .controller, !made.contains(candidate.name) {
                reason = "the app's code never makes one"
            }
            return AppScreen(kind: kind, name: candidate.name, file: location.file, line: location.line,
                             previewNumber: nil, skipReason: reason)
        }
        let order: [AppScreen.Kind] = [.controller, .view, .cell]
        return previews + order.flatMap { kind in classes.filter { $0.kind == kind } }
    }

    private static func kind(of base: HostBase) -> AppScreen.Kind {
        if base.isController { return .controller }
        switch base {
        case .tableViewCell, .collectionViewCell, .collectionViewListCell: return .cell
        default: return .view
        }
    }
}

/// The type names a module's code makes instances of: the callee of a call (`CardView()`, `CardView(frame: .zero)`,
/// `CardView.init(…)`, `Module.CardView()`) and the type of a `.self` (`register(CardCell.self, …)`).
private struct MadeTypeNames {
    let names: Set<String>

    init(trees: [SourceFileSyntax]) {
        let collector = Collector(viewMode: .sourceAccurate)
        for tree in trees { collector.walk(tree) }
        names = collector.names
    }

    private final class Collector: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            record(node.calledExpression)
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.declName.baseName.text == "self", let base = node.base { record(base) }
            return .visitChildren
        }

        private func record(_ expression: ExprSyntax) {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text)
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == "init", let base = member.base {
                    record(base)
                } else {
                    names.insert(member.declName.baseName.text)
                }
            } else if let generic = expression.as(GenericSpecializationExprSyntax.self) {
                record(generic.expression)
            }
        }
    }
}
