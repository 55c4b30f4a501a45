import CCairo

/// A Cairo status code with Cairo's own text for it (`cairo_status_to_string`).
///
/// ```swift
/// if case .cairo(let status, let operation) = error { print(operation, status.code, status.message) }
/// ```
public struct CairoStatus: Sendable, Hashable {
    /// The `cairo_status_t` value.
    ///
    /// ```swift
    /// status.code // 1 for CAIRO_STATUS_NO_MEMORY
    /// ```
    public var code: Int
    /// Cairo's description, e.g. "out of memory".
    ///
    /// ```swift
    /// print(status.message)
    /// ```
    public var message: String

    /// Creates a status from its parts.
    ///
    /// ```swift
    /// let status = CairoStatus(code: 1, message: "no memory")
    /// ```
    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    init(_ status: cairo_status_t) {
        self.init(code: Int(status.rawValue), message: String(cString: cairo_status_to_string(status)))
    }
}

extension cairo_status_t {
    /// Throws ``RenderError/cairo(_:operation:)`` unless this is success.
    func check(_ operation: String) throws(RenderError) {
        guard self != CAIRO_STATUS_SUCCESS else { return }
        throw .cairo(CairoStatus(self), operation: operation)
    }
}
