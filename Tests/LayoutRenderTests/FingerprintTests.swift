import Foundation
import Testing
@testable import LayoutRender

@Suite("Renderer fingerprint")
struct FingerprintTests {
    @Test("the fingerprint names every library's version and hashes every font file")
    func contents() throws {
        let fingerprint = try RendererFingerprint(fonts: Fixtures.fonts())
        let version = #/^\d+\.\d+\.\d+$/#
        for value in [fingerprint.cairo, fingerprint.pango, fingerprint.harfBuzz, fingerprint.freeType, fingerprint.fontconfig] {
            #expect(value.wholeMatch(of: version) != nil, "\(value)")
        }
        #expect(fingerprint.fonts.map(\.path) == FontLibrary.defaultFontFiles)
        #expect(fingerprint.fonts.allSatisfy { $0.sha256.wholeMatch(of: #/[0-9a-f]{64}/#) != nil })
        #expect(Set(fingerprint.fonts.map(\.sha256)).count == fingerprint.fonts.count)
    }

    @Test("the description is one stable line per library and font")
    func description() throws {
        let fingerprint = try RendererFingerprint(fonts: Fixtures.fonts())
        let lines = fingerprint.description.split(separator: "\n")
        #expect(lines.prefix(5).map { $0.split(separator: " ")[0] } == ["cairo", "pango", "harfbuzz", "freetype", "fontconfig"])
        #expect(lines[0] == "cairo \(fingerprint.cairo)")
        #expect(lines.count == 5 + FontLibrary.defaultFontFiles.count)
        #expect(lines[5] == "font \(FontLibrary.defaultFontFiles[0]) sha256:\(fingerprint.fonts[0].sha256)")
        #expect(try RendererFingerprint(fonts: Fixtures.fonts()).description == fingerprint.description)
    }

    @Test("the fingerprint round-trips through JSON")
    func json() throws {
        let fingerprint = try RendererFingerprint(fonts: Fixtures.fonts())
        let data = try JSONEncoder().encode(fingerprint)
        #expect(try JSONDecoder().decode(RendererFingerprint.self, from: data) == fingerprint)
        #expect(String(decoding: data, as: UTF8.self).contains("\"harfBuzz\""))
    }

    @Test("an unreadable font file is reported")
    func unreadable() {
        #expect(throws: RenderError.self) { try FontFileFingerprint(path: "/nonexistent/font.ttf") }
    }
}
