import Foundation

/// `NSAttributedString.Key` (Swift 4's `NSAttributedStringKey`): a key of an attribute dictionary, by its raw
/// value. Swift 3 files write the keys as strings (`NSFontAttributeName`); a string in a key's place is the key of
/// that raw value.
///
/// ```swift
/// let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 15), .kern: 0.5]
/// ```
struct AttributedStringKey: HostValue, Hashable {
    let rawValue: String

    /// What layoutviz does with an attribute.
    enum Effect {
        /// Laid out and drawn.
        case applied
        /// Could change layout and is not laid out: a warning.
        case notLaidOut
        /// Only changes ink layoutviz does not draw (links, shadows, outline strokes): ignored silently.
        case ignored
    }

    /// The attributes UIKit names: the Swift name, the raw value, the Swift 3 global constant and what layoutviz
    /// does with it.
    static let known: [(name: String, rawValue: String, swift3: String, effect: Effect)] = [
        ("font", "NSFont", "NSFontAttributeName", .applied),
        ("foregroundColor", "NSColor", "NSForegroundColorAttributeName", .applied),
        ("backgroundColor", "NSBackgroundColor", "NSBackgroundColorAttributeName", .applied),
        ("kern", "NSKern", "NSKernAttributeName", .applied),
        ("paragraphStyle", "NSParagraphStyle", "NSParagraphStyleAttributeName", .applied),
        ("underlineStyle", "NSUnderline", "NSUnderlineStyleAttributeName", .applied),
        ("strikethroughStyle", "NSStrikethrough", "NSStrikethroughStyleAttributeName", .applied),
        ("baselineOffset", "NSBaselineOffset", "NSBaselineOffsetAttributeName", .applied),
        ("attachment", "NSAttachment", "NSAttachmentAttributeName", .notLaidOut),
        ("expansion", "NSExpansion", "NSExpansionAttributeName", .notLaidOut),
        ("writingDirection", "NSWritingDirection", "NSWritingDirectionAttributeName", .notLaidOut),
        ("verticalGlyphForm", "CTVerticalForms", "NSVerticalGlyphFormAttributeName", .notLaidOut),
        ("ligature", "NSLigature", "NSLigatureAttributeName", .ignored),
        ("link", "NSLink", "NSLinkAttributeName", .ignored),
        ("shadow", "NSShadow", "NSShadowAttributeName", .ignored),
        ("strokeColor", "NSStrokeColor", "NSStrokeColorAttributeName", .ignored),
        ("strokeWidth", "NSStrokeWidth", "NSStrokeWidthAttributeName", .ignored),
        ("textEffect", "NSTextEffect", "NSTextEffectAttributeName", .ignored),
        ("obliqueness", "NSObliqueness", "NSObliquenessAttributeName", .ignored),
        ("underlineColor", "NSUnderlineColor", "NSUnderlineColorAttributeName", .ignored),
        ("strikethroughColor", "NSStrikethroughColor", "NSStrikethroughColorAttributeName", .ignored),
    ]

    /// The key's Swift name (`font`), or its raw value for a key UIKit does not name.
    var name: String {
        Self.known.first { $0.rawValue == rawValue }?.name ?? rawValue
    }

    /// What layoutviz does with the attribute; `nil` for a key UIKit does not name (an app's own).
    var effect: Effect? {
        Self.known.first { $0.rawValue == rawValue }?.effect
    }
}
