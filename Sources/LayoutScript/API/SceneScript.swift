import Foundation
import LayoutScene
import SwiftParser

/// Loads `.swiftlay` scene files: Swift source written against LayoutScene (or pasted from an iOS project using
/// SnapKit), parsed with swift-syntax and interpreted — never compiled or executed — so an untrusted scene is safe to
/// render. Errors read like swiftc's.
///
/// ```swift
/// let scene = try SceneScript.load(contentsOf: URL(fileURLWithPath: "profile.swiftlay"),
///                                  defaultSize: CGSize(width: 375, height: 667))
/// let result = scene.canvas.layout()
/// ```
public enum SceneScript {
    /// Reads and loads a scene file. Diagnostics name the file by its path as given.
    ///
    /// ```swift
    /// let scene = try SceneScript.load(contentsOf: url, defaultSize: CGSize(width: 390, height: 844))
    /// ```
    public static func load(contentsOf url: URL, defaultSize: CGSize) throws(ScriptError) -> LoadedScene {
        try load(contentsOf: url, defaultSize: defaultSize, limits: ScriptLimits())
    }

    /// Reads and loads a scene file with ``LoadOptions`` (the root class, base-class hooks).
    ///
    /// ```swift
    /// let scene = try SceneScript.load(contentsOf: url, defaultSize: CGSize(width: 390, height: 844),
    ///                                  options: LoadOptions(rootClass: "CardView"))
    /// ```
    public static func load(contentsOf url: URL, defaultSize: CGSize, options: LoadOptions) throws(ScriptError)
        -> LoadedScene {
        try load(contentsOf: url, defaultSize: defaultSize, limits: ScriptLimits(), options: options)
    }

    /// Loads a scene from its text with ``LoadOptions``.
    ///
    /// ```swift
    /// let scene = try SceneScript.load(source: text, fileName: "Card.swift", defaultSize: CGSize(width: 390, height: 844),
    ///                                  options: LoadOptions(runsBaseClassHooks: false))
    /// ```
    public static func load(source: String, fileName: String, defaultSize: CGSize, options: LoadOptions)
        throws(ScriptError) -> LoadedScene {
        try load(source: source, fileName: fileName, defaultSize: defaultSize, limits: ScriptLimits(), options: options)
    }

    /// Loads a scene from its text; `fileName` is what diagnostics and DSL source locations call the file.
    ///
    /// ```swift
    /// let scene = try SceneScript.load(source: "let box = UIView()\nview.addSubview(box)", fileName: "box.swiftlay",
    ///                                  defaultSize: CGSize(width: 320, height: 480))
    /// ```
    public static func load(source: String, fileName: String, defaultSize: CGSize) throws(ScriptError) -> LoadedScene {
        try load(source: source, fileName: fileName, defaultSize: defaultSize, limits: ScriptLimits())
    }

    static func load(contentsOf url: URL, defaultSize: CGSize, limits: ScriptLimits,
                     options: LoadOptions = LoadOptions()) throws(ScriptError) -> LoadedScene {
        let name = url.isFileURL ? url.relativePath : url.absoluteString
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ScriptError(kind: .unreadable, diagnostics: [
                ScriptDiagnostic(fileError: "cannot read the scene file: \(error.localizedDescription)", file: name),
            ])
        }
        if data.count > limits.maximumFileBytes { throw tooLarge(data.count, file: name, limits: limits) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScriptError(kind: .unreadable, diagnostics: [
                ScriptDiagnostic(fileError: "the scene file is not UTF-8 text", file: name),
            ])
        }
        return try load(source: text, fileName: name, defaultSize: defaultSize, limits: limits, options: options)
    }

    static func load(source: String, fileName: String, defaultSize: CGSize, limits: ScriptLimits,
                     options: LoadOptions = LoadOptions()) throws(ScriptError) -> LoadedScene {
        let size = source.utf8.count
        if size > limits.maximumFileBytes { throw tooLarge(size, file: fileName, limits: limits) }
        let outcome = LargeStack.run {
            run(SourceText(fileName: fileName, text: source), defaultSize: defaultSize, limits: limits, options: options)
        }
        return try outcome.get()
    }

    private static func run(_ source: SourceText, defaultSize: CGSize, limits: ScriptLimits, options: LoadOptions)
        -> Result<LoadedScene, ScriptError> {
        if let offset = BracketNesting.firstTooDeep(in: source.text) {
            let message = "brackets nest too deeply: more than \(BracketNesting.maximumDepth) levels of '['"
            return .failure(ScriptFailure.limit(message, at: SourceSpan(start: offset, end: offset + 1))
                .scriptError(in: source))
        }
        let tree = Parser.parse(source: source.text)
        if let error = SyntaxCheck.error(in: tree, source: source) { return .failure(error) }
        let lowering = Lowering()
        let statements = lowering.lower(tree)
        if !lowering.failures.isEmpty {
            let failures = lowering.failures.sorted { $0.span.start < $1.span.start }
            return .failure(ScriptError(kind: failures[0].kind, diagnostics: failures.map {
                ScriptDiagnostic(.error, $0.message, at: $0.span, in: source)
            }))
        }
        let interpreter = Interpreter(source: source, defaultSize: defaultSize, limits: limits)
        interpreter.rootClassName = options.rootClass
        interpreter.runsBaseClassHooks = options.runsBaseClassHooks
        do {
            let (canvas, root) = try interpreter.runFile(statements)
            return .success(LoadedScene(canvas: canvas, root: root, interpreter: interpreter))
        } catch let failure as ScriptFailure {
            return .failure(failure.scriptError(in: source))
        } catch let thrown as ScriptThrow {
            return .failure(thrown.failure.scriptError(in: source))
        } catch {
            return .failure(ScriptFailure.runtime("\(error)", at: SourceSpan(start: 0, end: 0)).scriptError(in: source))
        }
    }

    private static func tooLarge(_ size: Int, file: String, limits: ScriptLimits) -> ScriptError {
        ScriptError(kind: .limit, diagnostics: [
            ScriptDiagnostic(severity: .error, message: "the scene file is too large: \(Grouped.text(size)) bytes (the "
                                 + "limit is \(Grouped.text(limits.maximumFileBytes)) bytes, 1 MB)",
                             file: file, line: 1, column: 1, sourceLine: nil, caretLine: nil),
        ])
    }
}
