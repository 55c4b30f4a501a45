/// Why a scene file could not be loaded: its diagnostics (each printed compiler-style) and what kind of problem
/// it was. The `layoutviz` command exits with status 2 for every kind.
///
/// ```swift
/// do {
///     let scene = try SceneScript.load(contentsOf: url, defaultSize: CGSize(width: 375, height: 667))
/// } catch {
///     print(error)          // scene.swiftlay:4:1: error: 'while' loops are not supported in scene files …
///     print(error.kind)     // unsupported
/// }
/// ```
public struct ScriptError: Error, CustomStringConvertible, Sendable {
    /// The kinds of failure.
    ///
    /// ```swift
    /// if error.kind == .syntax { print("fix the Swift first") }
    /// ```
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The file could not be read, or is not UTF-8 text.
        ///
        /// ```swift
        /// // "missing.swiftlay: error: cannot read the scene file: …"
        /// if error.kind == .unreadable { print("check the path") }
        /// ```
        case unreadable
        /// The text is not valid Swift (swift-syntax's parser diagnostics).
        ///
        /// ```swift
        /// // "scene.swiftlay:2:9: error: expected expression in variable"
        /// if error.kind == .syntax { print(error) }
        /// ```
        case syntax
        /// Valid Swift outside the subset a scene file may use (a `while` loop, a protocol, `try`, …).
        ///
        /// ```swift
        /// // "scene.swiftlay:4:1: error: 'while' loops are not supported in scene files"
        /// if error.kind == .unsupported { print(error) }
        /// ```
        case unsupported
        /// The code went wrong while it ran: a type error, an unknown name or member, wrong arguments, `nil` unwrapped.
        ///
        /// ```swift
        /// // "scene.swiftlay:7:5: error: value of type 'UIView' has no member 'backgroundColour'; did you mean …"
        /// if error.kind == .runtime { print(error) }
        /// ```
        case runtime
        /// The scene exceeded a limit: file size, views, loop iterations, call depth, evaluation steps, canvas size.
        ///
        /// ```swift
        /// // "scene.swiftlay:3:1: error: too many loop iterations: the limit is 100,000 per scene"
        /// if error.kind == .limit { print(error) }
        /// ```
        case limit
    }

    /// What kind of failure it was.
    ///
    /// ```swift
    /// error.kind // .runtime
    /// ```
    public let kind: Kind
    /// The errors found, in source order (parsing and the subset check report every one; running stops at the first).
    ///
    /// ```swift
    /// error.diagnostics.first?.line // 12
    /// ```
    public let diagnostics: [ScriptDiagnostic]

    /// Creates an error; ``SceneScript`` makes these.
    ///
    /// ```swift
    /// let error = ScriptError(kind: .unreadable, diagnostics: [])
    /// ```
    public init(kind: Kind, diagnostics: [ScriptDiagnostic]) {
        self.kind = kind
        self.diagnostics = diagnostics
    }

    /// Every diagnostic as swiftc prints it, one after another.
    ///
    /// ```swift
    /// FileHandle.standardError.write(Data(error.description.utf8))
    /// ```
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
