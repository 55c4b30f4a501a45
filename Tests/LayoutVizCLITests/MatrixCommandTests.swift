import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `render --matrix`: a contact sheet of every combination, its grid and captions, its usage errors, and a
/// configuration that fails.
@Suite struct MatrixCommandTests {
    let scratch = ScratchDirectory()

    private func render(_ scene: String, _ output: String, _ arguments: [String]) -> CapturedRun {
        CapturedRun(["render", scratch.file("scene.swiftlay", scene), "-o", scratch.path(output)] + arguments)
    }

    @Test func axesCombineIntoRowsAndColumns() throws {
        let plan = try MatrixPlan(axes: [MatrixAxis(parsing: "device=iPhone SE, iPad"),
                                         MatrixAxis(parsing: "orientation=portrait,landscape"),
                                         MatrixAxis(parsing: "appearance=light,dark")],
                                  base: SceneConfiguration(contentSize: ContentSizeChoice(.extraLarge)))
        #expect(plan.columns == 4)
        #expect(plan.panels.map(\.caption) == [
            "iPhone SE (3rd generation) · portrait · light", "iPhone SE (3rd generation) · portrait · dark",
            "iPhone SE (3rd generation) · landscape · light", "iPhone SE (3rd generation) · landscape · dark",
            "iPad (10th generation) · portrait · light", "iPad (10th generation) · portrait · dark",
            "iPad (10th generation) · landscape · light", "iPad (10th generation) · landscape · dark",
        ])
        let last = try #require(plan.panels.last).configuration
        #expect(last.display.device == .iPad10 && last.display.orientation == .landscape && last.appearance == .dark)
        #expect(last.contentSize == ContentSizeChoice(.extraLarge), "the flags' values hold where nothing varies")
        let single = try MatrixPlan(axes: [MatrixAxis(parsing: "direction=ltr,rtl")], base: SceneConfiguration())
        #expect(single.columns == 2)
        #expect(single.panels.map(\.caption) == ["LTR", "RTL"])
        #expect(single.panels[1].configuration.traits.layoutDirection == .rightToLeft)
        let sizes = try MatrixAxis(parsing: "content-size=large,AX3")
        #expect(sizes.values.map(\.caption) == ["large", "accessibilityXL"])
    }

    @Test(arguments: [
        ("device", "a matrix is KEY=V1,V2,… (keys: device, orientation, appearance, direction, content-size), not 'device'"),
        ("size=1,2", "unknown matrix key 'size'; the keys are: device, orientation, appearance, direction, content-size"),
        ("appearance=light,", "matrix appearance= has an empty value"),
        ("appearance=light,Light", "matrix appearance= names light twice"),
        ("appearance=sepia", "matrix appearance= takes light or dark, not 'sepia'"),
        ("orientation=upside-down", "matrix orientation= takes portrait or landscape, not 'upside-down'"),
        ("direction=ttb", "matrix direction= takes ltr or rtl, not 'ttb'"),
        ("content-size=huge", "matrix content-size= takes a text size such as large, xxxLarge or AX3, not 'huge'"),
        ("device=Pixel", "unknown device 'Pixel'; the devices are: iPhone SE (3rd generation) (iphone-se-3), iPhone 15 "
            + "(iphone-15), iPhone 15 Pro (iphone-15-pro), iPhone 15 Pro Max (iphone-15-pro-max), iPad (10th "
            + "generation) (ipad-10)"),
    ])
    func aBadAxisIsAUsageError(argument: String, message: String) {
        let run = render(Scenes.box, "bad.png", ["--matrix", argument])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("Error: The value '\(argument)' is invalid for '--matrix <key=v1,v2>': \(message)\n"),
                "\(run.error)")
    }

    @Test(arguments: [
        (["--matrix", "appearance=light,dark", "--appearance", "dark"],
         "--appearance and --matrix appearance=… cannot be used together"),
        (["--matrix", "device=ipad", "--device", "iPad"], "--device and --matrix device=… cannot be used together"),
        (["--matrix", "device=ipad", "--size", "10x10"], "--size and --matrix device=… cannot be used together"),
        (["--matrix", "orientation=landscape", "--device", "ipad", "--landscape"],
         "--landscape and --matrix orientation=… cannot be used together"),
        (["--matrix", "direction=rtl", "--direction", "ltr"], "--direction and --matrix direction=… cannot be used together"),
        (["--matrix", "content-size=AX1", "--content-size", "AX1"],
         "--content-size and --matrix content-size=… cannot be used together"),
        (["--matrix", "orientation=portrait,landscape"], "--matrix orientation= needs a device: --device NAME or --matrix device=…"),
        (["--matrix", "appearance=light", "--matrix", "appearance=dark"],
         "--matrix appearance= is given twice: give all its values in one --matrix"),
    ])
    func conflictingFlagsAreUsageErrors(arguments: [String], message: String) {
        let run = render(Scenes.box, "bad.png", arguments)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("Error: \(message)\n"), "\(run.error)")
    }

    static let pinned = """
        let bar = UIView()
        bar.backgroundColor = .systemRed
        view.addSubview(bar)
        bar.snp.makeConstraints { make in
            make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)
            make.height.equalTo(44)
        }

        """

    @Test func aSheetIsOnePictureInEveryFormat() throws {
        let arguments = ["--matrix", "device=iPhone SE,iPad", "--matrix", "appearance=light,dark", "--guides", "none",
                         "--padding", "0"]
        let png = render(Self.pinned, "sheet.png", arguments + ["--scale", "1"])
        #expect(png.status == 0, "\(png.error)")
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: scratch.path("sheet.png"))))
        #expect(image.width == 24 + 820 + 24 + 820 + 24, "two columns as wide as the iPad, gaps between and around")
        let svg = render(Self.pinned, "sheet.svg", arguments)
        #expect(svg.status == 0, "\(svg.error)")
        let text = try String(contentsOfFile: scratch.path("sheet.svg"), encoding: .utf8)
        let captions = ["iPhone SE (3rd generation) · light", "iPhone SE (3rd generation) · dark",
                        "iPad (10th generation) · light", "iPad (10th generation) · dark"]
        let positions = captions.compactMap { text.range(of: ">\($0)</text>")?.lowerBound }
        #expect(positions.count == 4 && positions == positions.sorted(), "captions in grid order")
        #expect(!text.contains("prefers-color-scheme"), "each panel has its own appearance")
        for index in 1...4 { #expect(text.contains("id=\"panel-\(index)\"")) }
        let again = render(Self.pinned, "again.svg", arguments)
        #expect(again.status == 0)
        #expect(try String(contentsOfFile: scratch.path("again.svg"), encoding: .utf8) == text, "deterministic")
        let pdf = render(Self.pinned, "sheet.pdf", arguments)
        #expect(pdf.status == 0, "\(pdf.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path("sheet.pdf"))).starts(with: Data("%PDF-".utf8)))
    }

    @Test func aPNGSheetTakesTheLargestDeviceScale() throws {
        let run = render(Self.pinned, "scaled.png", ["--matrix", "device=iPhone SE,iPhone 15", "--guides", "none"])
        #expect(run.status == 0, "\(run.error)")
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: scratch.path("scaled.png"))))
        let one = render(Self.pinned, "one.png", ["--matrix", "device=iPhone SE,iPhone 15", "--guides", "none",
                                                  "--scale", "1"])
        #expect(one.status == 0)
        let small = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: scratch.path("one.png"))))
        #expect(image.width == 3 * small.width && image.height == 3 * small.height)
    }

    @Test func aConfigurationThatFailsIsNamed() {
        let scene = """
            let bar = UIView()
            view.addSubview(bar)
            if view.traitCollection.userInterfaceStyle == .dark {
                var values = [1]
                values.removeLast()
                values.removeLast()
            }

            """
        let run = render(scene, "failed.png", ["--matrix", "device=iPhone SE", "--matrix", "appearance=light,dark"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("error in the configuration 'iPhone SE (3rd generation) · dark':\n"), "\(run.error)")
        #expect(run.error.contains("scene.swiftlay:6:12: error: can't remove from an empty array"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("failed.png")))
    }
}
