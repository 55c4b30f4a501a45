import Foundation
import LayoutScene
import Testing

/// `FontNameTable`: a PostScript name first, then a full name, then a family's regular face; case-insensitive.
@Suite struct FontNameTableTests {
    static let table = FontNameTable(faces: [
        .init(family: "Lato", postScriptName: "Lato-Regular", fullNames: ["Lato Regular"], weight: .regular,
              isItalic: false),
        .init(family: "Lato", postScriptName: "Lato-BoldItalic", fullNames: ["Lato Bold Italic"], weight: .bold,
              isItalic: true),
        .init(family: "Brand Serif", postScriptName: nil, fullNames: ["Brand Serif Heavy"], weight: .heavy,
              isItalic: false),
    ])

    @Test func namesFindFaces() {
        #expect(Self.table.font(named: "Lato-BoldItalic", size: 14) == Font(family: "Lato", size: 14, weight: .bold,
                                                                            italic: true))
        #expect(Self.table.font(named: "lato bold italic", size: 14)?.isItalic == true)
        #expect(Self.table.font(named: "Brand Serif Heavy", size: 20) == Font(family: "Brand Serif", size: 20,
                                                                              weight: .heavy))
        #expect(Self.table.font(named: "Brand Serif", size: 20) == Font(family: "Brand Serif", size: 20))
        #expect(Self.table.font(named: "LATO", size: 11) == Font(family: "Lato", size: 11))
        #expect(Self.table.font(named: "Lato-Thin", size: 11) == nil)
    }

    @Test func familiesAndTheirFaceNames() {
        #expect(Self.table.familyNames == ["Brand Serif", "Lato"])
        #expect(Self.table.fontNames(forFamilyName: "Lato") == ["Lato-Regular", "Lato-BoldItalic"])
        #expect(Self.table.fontNames(forFamilyName: "Brand Serif") == ["Brand Serif Heavy"])
        #expect(Self.table.fontNames(forFamilyName: "lato").isEmpty)
    }

    @Test func anAssetFolderListsItsFontFiles() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.write("Fonts/Lato-Regular.ttf", Data([0, 1, 0, 0]))
        try folder.write("Fonts/Brand.otf", Data([0x4F, 0x54, 0x54, 0x4F]))
        try folder.write("Fonts/readme.txt", text: "not a font")
        let catalog = try AssetCatalog(contentsOf: folder.url)
        #expect(catalog.fontFiles == [folder.url.path + "/Fonts/Brand.otf", folder.url.path + "/Fonts/Lato-Regular.ttf"])
    }
}
