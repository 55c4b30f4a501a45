import CCairo
import LayoutScene

extension FontFace {
    /// fontconfig's weights and the CSS weights they stand for (`FC_WEIGHT_BOOK` 75 is 380, between light and
    /// regular), lightest first.
    private static let cssWeights: [(fontconfig: Int32, css: Int)] = [
        (FC_WEIGHT_THIN, 100), (FC_WEIGHT_EXTRALIGHT, 200), (FC_WEIGHT_LIGHT, 300), (FC_WEIGHT_BOOK, 380),
        (FC_WEIGHT_REGULAR, 400), (FC_WEIGHT_MEDIUM, 500), (FC_WEIGHT_DEMIBOLD, 600), (FC_WEIGHT_BOLD, 700),
        (FC_WEIGHT_EXTRABOLD, 800), (FC_WEIGHT_BLACK, 900),
    ]

    /// The UIKit weight whose CSS weight is nearest this face's, so that drawing the font asks for this face again.
    var fontWeight: FontWeight {
        let css = Self.cssWeights.min { abs($0.fontconfig - weight) < abs($1.fontconfig - weight) }?.css ?? 400
        let weights: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        return weights.min { abs($0.cssWeight - css) < abs($1.cssWeight - css) } ?? .regular
    }

    /// The face as ``LayoutScene/FontNameTable`` lists it (named by its first family), or `nil` without a family.
    var nameTableFace: FontNameTable.Face? {
        guard let family = families.first else { return nil }
        return FontNameTable.Face(family: family, postScriptName: postScriptName, fullNames: fullNames,
                                  weight: fontWeight, isItalic: isItalic)
    }
}
