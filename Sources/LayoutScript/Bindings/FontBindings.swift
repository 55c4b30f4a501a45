import Foundation
import LayoutScene

/// `UIFont` / `Font` and `UIFont.Weight`.
enum FontBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let font = registry.type(Font.self)
        font.initializer("init(family:size:weight:italic:)", [.optional(t.string), t.number, t.weight, t.bool],
                         defaults: 2) {
            try .object(Font(family: $0.get(0), size: $0.get(1), weight: $0.get(2, default: .regular),
                             italic: $0.get(3, default: false)))
        }
        font.initializer("init(name:size:)", [t.string, t.number]) { call in
            try call.interpreter.font(named: call.get(0), size: call.get(1), at: call.span).scriptValue
        }
        font.staticMethod("fontNames(forFamilyName:)", [t.string]) { call in
            let names = try call.interpreter.fontNames?.fontNames(forFamilyName: call.get(0)) ?? []
            return .array(names.map { .string($0) })
        }
        font.staticProperty("familyNames") { .array(($0.fontNames?.familyNames ?? []).map { .string($0) }) }
        font.staticMethod("systemFont(ofSize:weight:)", [t.number, t.weight], defaults: 1) {
            try .object(Font.systemFont(ofSize: $0.get(0), weight: $0.get(1, default: .regular)))
        }
        font.staticMethod("boldSystemFont(ofSize:)", [t.number]) { try .object(Font.boldSystemFont(ofSize: $0.get(0))) }
        font.staticMethod("italicSystemFont(ofSize:)", [t.number]) {
            try .object(Font.italicSystemFont(ofSize: $0.get(0)))
        }
        font.staticMethod("monospacedDigitSystemFont(ofSize:weight:)", [t.number, t.weight]) {
            try .object(Font.monospacedDigitSystemFont(ofSize: $0.get(0), weight: $0.get(1)))
        }
        font.staticMethod("monospacedSystemFont(ofSize:weight:)", [t.number, t.weight]) {
            try .object(Font.monospacedSystemFont(ofSize: $0.get(0), weight: $0.get(1)))
        }
        font.constant("labelDefault", Font.labelDefault)
        font.constant("systemFontSize", Font.systemFontSize)
        font.constant("smallSystemFontSize", Font.smallSystemFontSize)
        font.constant("labelFontSize", Font.labelFontSize)
        font.constant("buttonFontSize", Font.buttonFontSize)
        font.constant("monospacedFamily", Font.monospacedFamily)
        font.property("family", \Font.family)
        font.property("pointSize", \Font.pointSize)
        font.property("weight", \Font.weight)
        font.property("isItalic", \Font.isItalic)
        font.method("withSize(_:)", [t.number]) { try .object($0.receiver(Font.self).withSize($0.get(0))) }

        let weight = registry.type(FontWeight.self)
        weight.initializer("init(rawValue:)", [t.number]) { try .object(FontWeight(rawValue: $0.get(0))) }
        let weights: [(String, FontWeight)] = [("ultraLight", .ultraLight), ("thin", .thin), ("light", .light),
                                               ("regular", .regular), ("medium", .medium), ("semibold", .semibold),
                                               ("bold", .bold), ("heavy", .heavy), ("black", .black)]
        for (name, value) in weights { weight.constant(name, value) }
        weight.readOnly("rawValue", \FontWeight.rawValue)
        weight.readOnly("cssWeight", \FontWeight.cssWeight)
    }
}

extension Interpreter {
    /// `UIFont(name:size:)`: the face of the font set with that PostScript, full or family name; a name the set lacks
    /// is drawn with the system font, with a warning at `span` naming it. Without a font set, any name is a family.
    func font(named name: String, size: CGFloat, at span: SourceSpan) -> Font? {
        guard !name.isEmpty, let names = fontNames else { return Font(name: name, size: size) }
        if let font = names.font(named: name, size: size) { return font }
        warn("font '\(name)' is not in the font set (the system fonts and any .ttf/.otf files under --assets); "
                 + "drawn with the system font", at: span)
        return .systemFont(ofSize: size)
    }
}
