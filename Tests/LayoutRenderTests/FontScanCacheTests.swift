import Foundation
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("Font scan cache")
struct FontScanCacheTests {
    /// A fresh folder under the temporary directory (the test removes it).
    private static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("font-scan-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A cache whose folder cannot be made: its parent is a plain file in `folder`.
    private static func unwritableCache(in folder: String) throws -> FontScanCache {
        let file = folder + "/plain-file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        return FontScanCache(root: file + "/layoutviz")
    }

    private static let files = Array(FontLibrary.defaultFontFiles.prefix(3))

    @Test("the folder is $XDG_CACHE_HOME/layoutviz, else ~/.cache/layoutviz; relative paths are ignored", arguments: [
        (["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"], "/x/cache/layoutviz"),
        (["XDG_CACHE_HOME": "cache", "HOME": "/home/a"], "/home/a/.cache/layoutviz"),
        (["HOME": "/home/a"], "/home/a/.cache/layoutviz"),
        (["HOME": "home"], nil), ([:], nil),
    ] as [([String: String], String?)])
    func root(environment: [String: String], expected: String?) {
        #expect(FontScanCache(environment: environment)?.root == expected)
    }

    @Test("links point to the files in order, numbered, in a directory named after the files; made once")
    func links() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = FontScanCache(root: root)
        let links = try #require(cache.links(to: Self.files))
        #expect(links.directory.hasPrefix(root + "/fonts/"))
        #expect(links.paths.map { URL(fileURLWithPath: $0).lastPathComponent }
                    == ["00-Inter-Regular.otf", "01-Inter-Medium.otf", "02-Inter-SemiBold.otf"])
        #expect(try links.paths.map { try FileManager.default.destinationOfSymbolicLink(atPath: $0) } == Self.files)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/fonts") == [
            URL(fileURLWithPath: links.directory).lastPathComponent,
        ])
        #expect(FileManager.default.fileExists(atPath: cache.fontconfigDirectory))
        let again = try #require(cache.links(to: Self.files))
        #expect(again.directory == links.directory && again.paths == links.paths)
        let other = try #require(cache.links(to: Array(Self.files.reversed())))
        #expect(other.directory != links.directory)
    }

    @Test("no links where the folder cannot be made or a link found there points elsewhere")
    func unusable() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try Self.unwritableCache(in: root).links(to: Self.files) == nil)
        let cache = FontScanCache(root: root + "/cache")
        let links = try #require(cache.links(to: Self.files))
        try FileManager.default.removeItem(atPath: links.paths[1])
        try FileManager.default.createSymbolicLink(atPath: links.paths[1], withDestinationPath: Self.files[2])
        #expect(cache.links(to: Self.files) == nil)
        #expect(cache.links(to: Self.files + ["/nonexistent/font.ttf"]) == nil)
    }

    @Test("a library read through the cache has the faces and measurements of one that scanned the files")
    func sameFonts() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = FontScanCache(root: root)
        let scanned = try FontLibrary(defaultFontFiles: FontSet.files, additionalFontFiles: [])
        let first = try FontLibrary(defaultFontFiles: FontSet.files, additionalFontFiles: [], scanCache: cache)
        let written = try FileManager.default.contentsOfDirectory(atPath: cache.fontconfigDirectory)
        #expect(written.contains { $0.contains(".cache-") })
        let second = try FontLibrary(defaultFontFiles: FontSet.files, additionalFontFiles: [], scanCache: cache)
        let request = TextMeasureRequest(text: "Héllo, wörld — 12:34 😀", font: .systemFont(ofSize: 17, weight: .semibold),
                                         maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let expected = PangoTextMeasurer(fonts: scanned).measure(request)
        for fonts in [first, second] {
            #expect(fonts.families == scanned.families)
            #expect(fonts.fontFiles == scanned.fontFiles)
            #expect(fonts.fontNames == scanned.fontNames)
            #expect(fonts.missingGlyphs(in: "a\u{13000}😀") == ["\u{13000}"])
            #expect(PangoTextMeasurer(fonts: fonts).measure(request) == expected)
        }
    }

    @Test("an unusable cache folder falls back to scanning the files")
    func fallback() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fonts = try FontLibrary(defaultFontFiles: FontSet.files, additionalFontFiles: [],
                                    scanCache: Self.unwritableCache(in: root))
        #expect(fonts.families.contains("Inter Display"))
    }

    @Test("a missing default file is still named with its package when there is a cache")
    func missingFile() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [FontSet.files[0], FontSet.File(path: "/nonexistent/inter/Inter-Bold.otf", package: "fonts-inter")]
        #expect(throws: RenderError.missingFontFile(path: "/nonexistent/inter/Inter-Bold.otf", package: "fonts-inter")) {
            try FontLibrary(defaultFontFiles: files, additionalFontFiles: [], scanCache: FontScanCache(root: root))
        }
    }
}
