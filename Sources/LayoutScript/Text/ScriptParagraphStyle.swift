import Foundation
import LayoutScene

/// `NSParagraphStyle` / `NSMutableParagraphStyle`: a class, so a style changed after it was put in an attribute
/// dictionary is changed there too until the dictionary is applied.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 4
/// ```
final class ScriptParagraphStyle: HostValue {
    var style: ParagraphStyle

    init(_ style: ParagraphStyle = ParagraphStyle()) {
        self.style = style
    }
}
