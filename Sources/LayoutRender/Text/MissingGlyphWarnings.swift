import Foundation
import LayoutPainter

extension FontLibrary {
    /// Records a warning in ``warnings`` for each character of `list`'s text that no font in the library has, naming
    /// the code point, its Unicode name and the text item (a label's `label-<name>`, a button's title…), so a box
    /// drawn in its place is never silent.
    ///
    /// ```swift
    /// fonts.recordMissingGlyphs(in: list)
    /// fonts.warnings // ["text 'label-icon' has U+E000 (no Unicode name), which no font in the font set draws; …"]
    /// ```
    public func recordMissingGlyphs(in list: DisplayList) {
        for case .text(let text) in list.flattened {
            for scalar in missingGlyphs(in: text.lines.map(\.text).joined()) {
                record(Self.missingGlyphMessage(scalar, itemID: text.id))
            }
        }
    }

    static func missingGlyphMessage(_ scalar: Unicode.Scalar, itemID: String) -> String {
        let code = String(format: "U+%04X", scalar.value)
        let name = scalar.properties.name ?? "no Unicode name"
        return "text '\(itemID)' has \(code) (\(name)), which no font in the font set draws; it is drawn as a box"
    }
}
