import Foundation

/// A system call of ``AtomicFileWriter`` failed.
///
/// ```swift
/// catch let error as AtomicWriteError { print(error) } // cannot replace /refs/a.png: Is a directory
/// ```
public struct AtomicWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done: `create` (the temporary file) or `replace` (the rename).
    ///
    /// ```swift
    /// error.operation // "replace"
    /// ```
    public var operation: String
    /// The file concerned.
    ///
    /// ```swift
    /// error.path // "/refs/a.png"
    /// ```
    public var path: String
    /// The `errno` value.
    ///
    /// ```swift
    /// error.code == EISDIR // true
    /// ```
    public var code: Int32

    /// Creates an error.
    ///
    /// ```swift
    /// AtomicWriteError(operation: "create", path: "/refs/.a.png.tmp", code: EACCES)
    /// ```
    public init(operation: String, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// `cannot replace /refs/a.png: Is a directory`.
    ///
    /// ```swift
    /// print(error.description)
    /// ```
    public var description: String { "cannot \(operation) \(path): \(String(cString: strerror(code)))" }
}
