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
    /// Where a translated file's text came from (see ``SourceOrigins``); `nil` for Swift as written.
    ///
    /// ```swift
    /// source.origins?.files.keys   // ["Card.m", "Card.h"]
    /// ```
    public var origins: SourceOrigins?
    /// The language the file was written in.
    ///
    /// ```swift
    /// SceneSource(name: "a.swift", text: "").language   // .swift
    /// ```
    public var language: SourceLanguage = .swift

    /// A named file of source text.
    ///
    /// ```swift
    /// let theme = SceneSource(name: "Theme.swift", text: "enum Theme { static let inset = 16.0 }")
    /// ```
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// A file translated from another language: its Swift text and where each piece came from.
    ///
    /// ```swift
    /// let card = SceneSource(name: "Card.m", text: swift, origins: origins, language: .objectiveC)
    /// ```
    public init(name: String, text: String, origins: SourceOrigins, language: SourceLanguage) {
        self.name = name
        self.text = text
        self.origins = origins
        self.language = language
    }
}
