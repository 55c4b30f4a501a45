import Foundation

/// The font faces the renderer can draw, by the names `UIFont(name:size:)` looks them up with: a face's PostScript
/// name first (`"Inter-SemiBold"`, what UIKit expects), then its full name (`"Inter Semi Bold"`), then a family name
/// (`"Inter"`, its regular upright face). Made by the renderer's font library from its font files — the system fonts
/// and the app's own from `--assets` — and handed to the interpreter, which warns about a name that is not here.
///
/// ```swift
/// let names = FontNameTable(faces: [.init(family: "Lato", postScriptName: "Lato-Bold", fullNames: ["Lato Bold"],
///                                         weight: .bold, isItalic: false)])
/// names.font(named: "Lato-Bold", size: 15) // Font(family: "Lato", size: 15, weight: .bold)
/// ```
public struct FontNameTable: Sendable, Hashable {
    /// One face: the family it belongs to, its names, weight and slant.
    public struct Face: Sendable, Hashable {
        /// The family name.
        public var family: String
        /// The PostScript name, when the file has one.
        public var postScriptName: String?
        /// The full names (`"Inter Semi Bold"`), in every language the file gives.
        public var fullNames: [String]
        /// The weight.
        public var weight: FontWeight
        /// Whether it is an italic or oblique face.
        public var isItalic: Bool

        /// Describes a face.
        ///
        /// ```swift
        /// let face = FontNameTable.Face(family: "Lato", postScriptName: "Lato-Italic", fullNames: ["Lato Italic"],
        ///                               weight: .regular, isItalic: true)
        /// ```
        public init(family: String, postScriptName: String?, fullNames: [String], weight: FontWeight, isItalic: Bool) {
            self.family = family
            self.postScriptName = postScriptName
            self.fullNames = fullNames
            self.weight = weight
            self.isItalic = isItalic
        }
    }

    /// The faces, in the order the font files were loaded.
    public var faces: [Face]

    /// A table of faces.
    ///
    /// ```swift
    /// let names = FontNameTable(faces: fonts.faces)
    /// ```
    public init(faces: [Face]) {
        self.faces = faces
    }

    /// The font `UIFont(name:size:)` gives for `name`, or `nil` when no face has that name (case does not matter).
    ///
    /// ```swift
    /// names.font(named: "DejaVuSerif-Bold", size: 12)?.weight // .bold
    /// ```
    public func font(named name: String, size: CGFloat) -> Font? {
        let key = name.lowercased()
        let face = faces.first { $0.postScriptName?.lowercased() == key }
            ?? faces.first { $0.fullNames.contains { $0.lowercased() == key } }
        if let face {
            return Font(family: face.family, size: size, weight: face.weight, italic: face.isItalic)
        }
        guard let family = faces.first(where: { $0.family.lowercased() == key })?.family else { return nil }
        return Font(family: family, size: size)
    }

    /// The family names, sorted, as `UIFont.familyNames`.
    ///
    /// ```swift
    /// names.familyNames // ["DejaVu Sans", "DejaVu Serif", "Inter", …]
    /// ```
    public var familyNames: [String] {
        Array(Set(faces.map(\.family))).sorted()
    }

    /// The names of the faces of `family` (PostScript names, else full names), as
    /// `UIFont.fontNames(forFamilyName:)`; empty for a family the set lacks.
    ///
    /// ```swift
    /// names.fontNames(forFamilyName: "DejaVu Serif") // ["DejaVuSerif", "DejaVuSerif-Bold", …]
    /// ```
    public func fontNames(forFamilyName family: String) -> [String] {
        faces.filter { $0.family == family }.compactMap { $0.postScriptName ?? $0.fullNames.first }
    }
}
