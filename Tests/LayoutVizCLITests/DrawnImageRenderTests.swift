import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `layoutviz render` draws an image made in code from solid fills — here a button's background image, stretched
/// over the button — as those fills; an opaque context's unfilled pixels are black.
@Suite struct DrawnImageRenderTests {
    let scratch = ScratchDirectory()

    @Test func aSolidImageFromAnImageContextFillsTheButton() throws {
        let scene = """
            let canvas = Canvas(width: 200, height: 100)
            canvas.backgroundColor = .white
            func solid(_ color: UIColor, opaque: Bool) -> UIImage? {
                let size = CGSize(width: 2, height: 1)
                UIGraphicsBeginImageContextWithOptions(size, opaque, 0)
                color.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
                let image = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                return image
            }
            let buy = UIButton(type: .custom)
            buy.setBackgroundImage(solid(UIColor(red: 0, green: 160 / 255, blue: 0, alpha: 1), opaque: false), for: .normal)
            canvas.addSubview(buy)
            buy.snp.makeConstraints { make in make.left.top.equalTo(20); make.width.equalTo(120); make.height.equalTo(40) }
            let dark = UIImageView(image: solid(.red, opaque: true))
            canvas.addSubview(dark)
            dark.snp.makeConstraints { make in make.left.equalTo(20); make.top.equalTo(70); make.width.equalTo(100); make.height.equalTo(20) }
            """
        let output = scratch.path("solid.png")
        let run = CapturedRun(["render", scratch.file("solid.swiftlay", scene), "-o", output, "--guides", "none",
                               "--padding", "0", "--no-names", "--scale", "1"])
        #expect(run.status == 0, "\(run.error)")
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output)))
        let white = RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255)
        let green = RGBAPixel(red: 0, green: 160, blue: 0, alpha: 255)
        for (x, y) in [(21, 21), (78, 21), (21, 58), (78, 58)] {
            #expect(image.pixel(x: x, y: y) == green, "(\(x), \(y)) is in the filled left half")
        }
        #expect(image.pixel(x: 82, y: 30) == white, "the right half was not filled: transparent")
        #expect(image.pixel(x: 19, y: 30) == white)
        #expect(image.pixel(x: 30, y: 80) == RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 90, y: 80) == RGBAPixel(red: 0, green: 0, blue: 0, alpha: 255),
                "an opaque context's unfilled half is black")
    }
}
