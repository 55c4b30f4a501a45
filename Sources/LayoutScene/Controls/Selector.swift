/// The name of an action method, as Objective-C's `Selector`: UIKit code passes one to
/// ``Control/addTarget(_:action:for:)``. A string literal makes one (`#selector` needs the Objective-C runtime, which
/// Linux lacks); a picture never sends actions, so it is only kept.
///
/// ```swift
/// button.addTarget(self, action: "save", for: .touchUpInside)
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, e.g. `save` or `toggled(_:)`.
    public let name: String

    /// A selector naming `name`.
    ///
    /// ```swift
    /// let action = Selector("refresh")
    /// ```
    public init(_ name: String) {
        self.name = name
    }

    /// A selector from a string literal.
    ///
    /// ```swift
    /// let action: Selector = "refresh"
    /// ```
    public init(stringLiteral value: String) {
        name = value
    }

    /// The method's name.
    ///
    /// ```swift
    /// Selector("save").description // "save"
    /// ```
    public var description: String { name }
}
