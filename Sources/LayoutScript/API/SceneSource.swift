/// One file of a scene given as text: its name (what diagnostics and DSL source locations call it) and its Swift.
/// Several of them load as one module with ``SceneScript/load(sources:defaultSize:assets:fitting:options:)``.
///
/// ```swift
/// let scene = try SceneScript.load(sources: [SceneSource(name: "Theme.swift", text: "enum Theme { static let inset = 16.0 }"),
///                                            SceneSource(name: "Card.swift", text: cardText)],
///                                  defaultSize: CGSize(width: 390, height: 844))
/// ```
public struct SceneSource: Hashable, Sendable {
    /// The file's name as diagnostics print it.
    ///
    /// ```swift
    /// SceneSource(name: "Theme.swift", text: "").name // "Theme.swift"
    /// ```
    public var name: String
    /// The file's Swift source.
    ///
    /// ```swift
    /// SceneSource(name: "a.swift", text: "let x = 1").text // "let x = 1"
    /// ```
    public var text: String

    /// A named file of source text.
    ///
    /// ```swift
    /// let theme = SceneSource(name: "Theme.swift", text: "enum Theme { static let inset = 16.0 }")
    /// ```
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
