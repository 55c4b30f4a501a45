/// Why a visual format string could not be made into constraints, in UIKit's words (UIKit raises an
/// `NSInvalidArgumentException` with the same text).
///
/// ```swift
/// VisualFormatError(message: "view not found: avatar", format: "H:|[avatar]|").description
/// ```
public struct VisualFormatError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// The format string.
    public let format: String

    /// `Unable to parse constraint format: \n<message>\n<format>`, as UIKit reports it (on one line).
    public var description: String { "Unable to parse constraint format: \(message) in '\(format)'" }
}
