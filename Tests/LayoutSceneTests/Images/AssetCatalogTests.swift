import Foundation
import LayoutScene
import Testing

// Image loading from generated asset catalogs: scales → point sizes, the variant picked, loose image folders,
// namespaces, rendering intents, missing assets, and bad Contents.json files → exact errors.

@Suite struct AssetCatalogTests {
    @Test func scalesGiveTheSamePointSizeAndTheDisplayScalePicksTheVariant() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.imageSet("artwork", width: 40, height: 30, scales: [1, 2, 3])
        try folder.imageSet("badge", width: 12, height: 10, scales: [1, 2])
        let catalog = try AssetCatalog(contentsOf: folder.url.appendingPathComponent("Assets.xcassets"))
        #expect(catalog.imageSets.keys.sorted() == ["artwork", "badge"])
        let artwork = try #require(catalog.imageSets["artwork"])
        #expect(artwork.bitmaps.map(\.scale) == [1, 2, 3])
        #expect(artwork.bitmaps.map(\.pointSize) == Array(repeating: CGSize(width: 40, height: 30), count: 3))
        #expect(artwork.bitmaps.map(\.pixelWidth) == [40, 80, 120])
        let image = try #require(Image(named: "artwork", in: catalog))
        #expect(image.size == CGSize(width: 40, height: 30))
        #expect(image.scale == 3)
        #expect(!image.isPlaceholder)
        let badge = try #require(Image(named: "badge", in: catalog))
        #expect(badge.scale == 2)
        #expect(badge.size == CGSize(width: 12, height: 10))
        var oneX = catalog
        oneX.displayScale = 1
        #expect(oneX.bitmap(named: "artwork")?.pixelWidth == 40)
    }

    @Test func aSingleScaleTwoXFileIsHalvedIntoPoints() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.imageSet("cover", width: 25, height: 15, scales: [2])
        let catalog = try AssetCatalog(contentsOf: folder.url)
        let image = try #require(Image(named: "cover", in: catalog))
        #expect(image.size == CGSize(width: 25, height: 15))
        #expect(image.scale == 2)
    }

    @Test func looseFilesInAnImageFolderAreImagesByTheirBaseName() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.write("images/play.png", AssetFolder.png(width: 20, height: 20))
        try folder.write("images/play@3x.png", AssetFolder.png(width: 60, height: 60))
        try folder.write("images/photo.jpg", AssetFolder.jpeg(width: 300, height: 200))
        try folder.write("images/notes.txt", text: "not an image")
        let catalog = try AssetCatalog(contentsOf: folder.url.appendingPathComponent("images"))
        #expect(catalog.imageSets.keys.sorted() == ["photo", "play"])
        #expect(catalog.bitmap(named: "play")?.scale == 3)
        #expect(catalog.bitmap(named: "play")?.pointSize == CGSize(width: 20, height: 20))
        let photo = try #require(catalog.bitmap(named: "photo"))
        #expect(photo.format == .jpeg)
        #expect(photo.pointSize == CGSize(width: 300, height: 200))
    }

    @Test func namespaceFoldersPrefixTheirImagesAndPlainGroupsDoNot() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.write("Assets.xcassets/Icons/Contents.json",
                         text: #"{ "info" : { "version" : 1 }, "properties" : { "provides-namespace" : true } }"#)
        try folder.write("Assets.xcassets/Icons/star.imageset/star@2x.png", AssetFolder.png(width: 40, height: 40))
        try folder.write("Assets.xcassets/Icons/star.imageset/Contents.json",
                         text: #"{ "images" : [ { "filename" : "star@2x.png", "idiom" : "iphone", "scale" : "2x" } ] }"#)
        try folder.write("Assets.xcassets/Group/heart.imageset/heart.png", AssetFolder.png(width: 9, height: 8))
        try folder.write("Assets.xcassets/Group/heart.imageset/Contents.json",
                         text: #"{ "images" : [ { "filename" : "heart.png", "idiom" : "universal" } ] }"#)
        let catalog = try AssetCatalog(contentsOf: folder.url)
        #expect(catalog.imageSets.keys.sorted() == ["Icons/star", "heart"])
        #expect(catalog.bitmap(named: "Icons/star")?.pointSize == CGSize(width: 20, height: 20))
        #expect(catalog.bitmap(named: "heart")?.scale == 1)
    }

    @Test func darkAndIPadEntriesAreNotDrawnAndTheRenderingIntentIsRead() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.write("A.xcassets/glyph.imageset/light.png", AssetFolder.png(width: 10, height: 10))
        try folder.write("A.xcassets/glyph.imageset/dark.png", AssetFolder.png(width: 99, height: 99))
        try folder.write("A.xcassets/glyph.imageset/pad.png", AssetFolder.png(width: 77, height: 77))
        try folder.write("A.xcassets/glyph.imageset/Contents.json", text: """
            { "images" : [
                { "filename" : "light.png", "idiom" : "universal", "scale" : "1x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "filename" : "dark.png", "idiom" : "universal", "scale" : "2x" },
                { "filename" : "pad.png", "idiom" : "ipad", "scale" : "3x" } ],
              "properties" : { "template-rendering-intent" : "template" } }
            """)
        let catalog = try AssetCatalog(contentsOf: folder.url)
        let set = try #require(catalog.imageSets["glyph"])
        #expect(set.bitmaps.map(\.pixelWidth) == [10])
        #expect(set.renderingMode == .alwaysTemplate)
        #expect(Image(named: "glyph", in: catalog)?.renderingMode == .alwaysTemplate)
    }

    @Test func aMissingAssetIsAPlaceholderWithNoSize() throws {
        let image = try #require(Image(named: "nowhere", in: .empty))
        #expect(image.content == .missing("nowhere"))
        #expect(image.isPlaceholder)
        #expect(image.size == .zero)
        #expect(image.name == "nowhere")
    }

    @Test func contentsThatAreNotJSONNameTheFile() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.write("Assets.xcassets/logo.imageset/Contents.json", text: "{ \"images\" : [ ")
        let file = folder.url.appendingPathComponent("Assets.xcassets/logo.imageset/Contents.json").path
        #expect(throws: AssetCatalogError(file: file, reason: "not valid JSON")) {
            try AssetCatalog(contentsOf: folder.url)
        }
    }

    @Test(arguments: [
        (#"{ "images" : "logo.png" }"#, "'images' is not an array"),
        (#"{ "images" : [ { "filename" : 3 } ] }"#, "'images[0].filename' is not a string"),
        (#"{ "images" : [ { "filename" : "logo.png", "scale" : "4x" } ] }"#,
         "the scale of 'logo.png' is '4x'; expected '1x', '2x' or '3x'"),
        (#"{ "images" : [ { "filename" : "gone.png", "scale" : "1x" } ] }"#, "names 'gone.png', which is not in the image set"),
        (#"{ "properties" : { "template-rendering-intent" : "mask" } }"#,
         "'template-rendering-intent' is 'mask'; expected 'template' or 'original'"),
    ])
    func badContentsAreClearErrorsNamingTheFile(json: String, reason: String) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.write("Assets.xcassets/logo.imageset/logo.png", AssetFolder.png(width: 4, height: 4))
        try folder.write("Assets.xcassets/logo.imageset/Contents.json", text: json)
        let file = folder.url.appendingPathComponent("Assets.xcassets/logo.imageset/Contents.json").path
        #expect(throws: AssetCatalogError(file: file, reason: reason)) {
            try AssetCatalog(contentsOf: folder.url)
        }
    }

    @Test func aFileThatIsNotAnImageAndAFolderThatIsNotThereAreErrors() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.write("images/fake.png", text: "hello")
        let fake = folder.url.appendingPathComponent("images/fake.png").path
        #expect(throws: AssetCatalogError(file: fake, reason: "not a PNG or JPEG image, or its header is damaged")) {
            try AssetCatalog(contentsOf: folder.url.appendingPathComponent("images"))
        }
        let nowhere = folder.url.appendingPathComponent("nowhere").path
        #expect(throws: AssetCatalogError(file: nowhere, reason: "not a folder (expected an .xcassets catalog or a "
                                              + "folder of images)")) {
            try AssetCatalog(contentsOf: URL(fileURLWithPath: nowhere))
        }
    }

    @Test func theConventionalLocationPrefersTheScenesOwnCatalog() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let scene = folder.url.appendingPathComponent("player.swiftlay")
        #expect(AssetCatalog.conventionalLocation(forScene: scene) == nil)
        try folder.imageSet("shared", width: 1, height: 1, scales: [1])
        #expect(AssetCatalog.conventionalLocation(forScene: scene)?.lastPathComponent == "Assets.xcassets")
        try folder.write("player.xcassets/Contents.json", text: "{}")
        #expect(AssetCatalog.conventionalLocation(forScene: scene)?.lastPathComponent == "player.xcassets")
    }
}
