/// An image of an ``ImageComparison`` is not a readable PNG.
///
/// ```swift
/// catch let error as ImageComparisonError { print(error) } // reference is not a readable PNG: cairo failed …
/// ```
public struct ImageComparisonError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which image.
    ///
    /// ```swift
    /// error.role // .reference
    /// ```
    public enum Role: String, Sendable, Hashable {
        /// The stored reference.
        ///
        /// ```swift
        /// ImageComparisonError.Role.reference.rawValue // "reference"
        /// ```
        case reference
        /// The new snapshot.
        ///
        /// ```swift
        /// ImageComparisonError.Role.actual.rawValue // "actual"
        /// ```
        case actual
    }

    /// Which image could not be decoded.
    ///
    /// ```swift
    /// error.role == .reference
    /// ```
    public var role: Role
    /// Why.
    ///
    /// ```swift
    /// error.reason // "cairo failed to decode the PNG: …"
    /// ```
    public var reason: String

    /// Creates an error.
    ///
    /// ```swift
    /// ImageComparisonError(role: .reference, reason: "empty file")
    /// ```
    public init(role: Role, reason: String) {
        self.role = role
        self.reason = reason
    }

    /// `reference is not a readable PNG: <reason>`.
    ///
    /// ```swift
    /// print(error.description)
    /// ```
    public var description: String { "\(role.rawValue) is not a readable PNG: \(reason)" }
}
