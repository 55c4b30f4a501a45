import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `layoutviz render` stretches a button's background image (a PNG from the asset catalog) over the button, behind
/// its title.
@Suite struct BackgroundImageRenderTests {
    let scratch = ScratchDirectory()

    @Test func aButtonsBackgroundImageFillsItsBounds() throws {
        let set = scratch.url.appendingPathComponent("Assets.xcassets/pill.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let green: [UInt8] = [0, 160, 0, 255]
        let png = try PNGImage(width: 4, height: 2, rgba: Array((0..<8).map { _ in green }.joined())).encoded()
        try png.write(to: set.appendingPathComponent("pill.png"))
        let json = #"{ "images" : [ { "filename" : "pill.png", "idiom" : "universal", "scale" : "1x" } ] }"#
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let scene = """
            let canvas = Canvas(width: 200, height: 100)
            canvas.backgroundColor = .white
            let buy = UIButton(type: .custom)
            buy.setTitle("Buy", for: .normal)
            buy.setBackgroundImage(UIImage(named: "pill"), for: .normal)
            canvas.addSubview(buy)
            buy.snp.makeConstraints { make in make.left.top.equalTo(20); make.width.equalTo(120); make.height.equalTo(40) }
            """
        let output = scratch.path("buy.png")
        let run = CapturedRun(["render", scratch.file("buy.swiftlay", scene), "-o", output, "--guides", "none",
                               "--padding", "0", "--no-names"])
        #expect(run.status == 0, "\(run.error)")
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output)))
        let drawn = RGBAPixel(red: 0, green: 160, blue: 0, alpha: 255)
        for (x, y) in [(21, 21), (138, 21), (21, 58), (138, 58)] {
            #expect(image.pixel(x: x, y: y) == drawn, "(\(x), \(y)) is inside the stretched image")
        }
        #expect(image.pixel(x: 19, y: 30) == RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 141, y: 30) == RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255))
        let title = (30..<50).flatMap { y in (60..<100).map { x in image.pixel(x: x, y: y) } }
        #expect(title.contains { $0.red > 200 && $0.green > 200 }, "the white title is drawn over the image")
    }
}
