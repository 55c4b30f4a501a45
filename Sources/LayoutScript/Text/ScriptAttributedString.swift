import Foundation
import LayoutScene

/// An attributed string in a scene (`NSAttributedString`); its mutable subclass is
/// ``ScriptMutableAttributedString``. A label or button given one keeps a copy, as UIKit does.
///
/// ```swift
/// let title = NSAttributedString(string: "Hi", attributes: [.kern: 1.2])
/// ```
class ScriptAttributedString: HostValue {
    var text: AttributedText

    init(_ text: AttributedText) {
        self.text = text
    }
}

/// `NSMutableAttributedString`: changed in place by `append`, `addAttribute(s)`, `setAttributes`,
/// `removeAttribute`.
///
/// ```swift
/// let title = NSMutableAttributedString(string: "Terms of Use")
/// title.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 5))
/// ```
final class ScriptMutableAttributedString: ScriptAttributedString {}
