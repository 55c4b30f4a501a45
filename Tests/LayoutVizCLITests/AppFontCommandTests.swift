import Foundation
import LayoutVizCLI
import Testing

/// `UIFont(name:size:)` on the command line: the app's font files under `--assets` join the font set, names resolve
/// by PostScript name, and an unknown name is a positioned warning naming it.
@Suite struct AppFontCommandTests {
    let scratch = ScratchDirectory()
    static let scene = """
        let canvas = Canvas(width: 300, height: 120)
        let brand = UILabel()
        brand.text = "Brand"
        brand.font = UIFont(name: "DejaVuSansMono-Bold", size: 20)
        let other = UILabel()
        other.text = "Other"
        other.font = UIFont(name: "Futura-Medium", size: 20)
        canvas.addSubview(brand)
        canvas.addSubview(other)
        brand.snp.makeConstraints { make in make.top.left.equalTo(10) }
        other.snp.makeConstraints { make in make.top.equalTo(brand.snp.bottom).offset(8); make.left.equalTo(10) }
        """

    @Test func appFontsResolveAndUnknownNamesWarn() throws {
        let fonts = scratch.url.appendingPathComponent("App/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
                                         toPath: fonts.appendingPathComponent("BrandMono-Bold.ttf").path)
        let path = scratch.file("type.swiftlay", Self.scene)
        let run = CapturedRun(["check", path, "--assets", scratch.path("App")])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.text.hasPrefix("\(path):7:14: warning: font 'Futura-Medium' is not in the font set (the system "
                                       + "fonts and any .ttf/.otf files under --assets); drawn with the system font\n"),
                "\(run.text)")
        #expect(!run.text.contains("DejaVuSansMono-Bold"))
        let frames = CapturedRun(["frames", path, "--assets", scratch.path("App")])
        #expect(frames.text.contains("  brand  10 10 61 "), "five monospaced glyphs of 12.04 points: \(frames.text)")
    }
}
