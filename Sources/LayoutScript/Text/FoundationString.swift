import Foundation

/// Foundation's `NSString` in a scene, for the members view code reaches through it: `NSString(string:)`,
/// `text as NSString`, `length`, `range(of:)`, `boundingRect(with:options:attributes:context:)` and
/// `size(withAttributes:)`. It converts back to `String` wherever one is expected.
///
/// ```swift
/// let range = (title as NSString).range(of: "Terms")
/// let size = NSString(string: title).size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)])
/// ```
struct FoundationString: HostValue {
    let string: String
}
