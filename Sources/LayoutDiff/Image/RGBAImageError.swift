/// Why an ``RGBAImage`` could not be made.
///
/// ```swift
/// do { _ = try RGBAImage(width: 2, height: 2, pixels: []) }
/// catch { print(error) } // RGBA pixels need 16 bytes, got 0
/// ```
public enum RGBAImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A negative side, or a side above ``RGBAImage/maximumDimension``.
    ///
    /// ```swift
    /// try RGBAImage(width: -1, height: 4) // throws .invalidSize(width: -1, height: 4)
    /// ```
    case invalidSize(width: Int, height: Int)
    /// The byte buffer is not `width × height × 4` long.
    ///
    /// ```swift
    /// try RGBAImage(width: 1, height: 1, pixels: [0, 0, 0]) // throws .byteCountMismatch(expected: 4, actual: 3)
    /// ```
    case byteCountMismatch(expected: Int, actual: Int)

    /// A one-line explanation.
    ///
    /// ```swift
    /// RGBAImageError.invalidSize(width: -1, height: 4).description // "invalid image size -1x4"
    /// ```
    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            "invalid image size \(width)x\(height)"
        case let .byteCountMismatch(expected, actual):
            "RGBA pixels need \(expected) bytes, got \(actual)"
        }
    }
}
