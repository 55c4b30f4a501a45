/// Where a DSL call was written: `#fileID`/`#line`/`#column` in Swift, or a position in a scene file.
///
/// ```swift
/// let here = SourceLocation(file: "Scene.swift", line: 12, column: 9)
/// print(here) // Scene.swift:12:9
/// ```
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it, e.g. `MyApp/ProfileView.swift` or `card.swiftlay`.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, when known.
    public var column: Int?

    /// Creates a location.
    ///
    /// ```swift
    /// let location = SourceLocation(file: #fileID, line: #line, column: #column)
    /// ```
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The last path component of ``file``, as SnapKit prints it.
    ///
    /// ```swift
    /// SourceLocation(file: "App/Views/Card.swift", line: 3).fileName // "Card.swift"
    /// ```
    public var fileName: String {
        file.split(separator: "/").last.map(String.init) ?? file
    }

    /// `file:line:column`, or `file:line` without a column.
    ///
    /// ```swift
    /// SourceLocation(file: "a.swiftlay", line: 4, column: 2).description // "a.swiftlay:4:2"
    /// ```
    public var description: String {
        column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }

    /// SnapKit's `@File.swift#line` suffix.
    ///
    /// ```swift
    /// SourceLocation(file: "App/Card.swift", line: 68).snapKitSuffix // "@Card.swift#68"
    /// ```
    public var snapKitSuffix: String { "@\(fileName)#\(line)" }
}
