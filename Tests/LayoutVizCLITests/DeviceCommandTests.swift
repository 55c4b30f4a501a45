import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `--device`, `--landscape` and `--direction` on the commands that read a scene, and their usage errors.
@Suite struct DeviceCommandTests {
    let scratch = ScratchDirectory()
    static let pinned = """
        let bar = UIView()
        view.addSubview(bar)
        bar.snp.makeConstraints { make in
            make.top.leading.equalTo(view.safeAreaLayoutGuide)
            make.trailing.equalTo(view.layoutMarginsGuide)
            make.height.equalTo(44)
        }

        """

    private func frames(_ arguments: [String]) -> CapturedRun {
        CapturedRun(["frames", scratch.file("pinned.swiftlay", Self.pinned)] + arguments)
    }

    @Test func framesOnADeviceInEachOrientationAndDirection() {
        let portrait = frames(["--device", "iPhone 15"])
        #expect(portrait.status == 0, "\(portrait.error)")
        #expect(portrait.text == "canvas 393x852\nview  0 0 393 852\n  bar  0 59 377 44\n")
        let landscape = frames(["--device", "iphone-15", "--landscape"])
        #expect(landscape.text == "canvas 852x393\nview  0 0 852 393\n  bar  59 0 718 44\n")
        let rtl = frames(["--device", "iPhone SE", "--landscape", "--direction", "rtl"])
        #expect(rtl.text == "canvas 667x375\nview  0 0 667 375\n  bar  16 0 651 44\n")
        let bare = frames(["--direction", "rtl"])
        #expect(bare.text == "canvas 375x667\nview  0 0 375 667\n  bar  8 0 367 44\n")
    }

    @Test func anUnknownDeviceIsAUsageErrorListingTheDevices() {
        let run = frames(["--device", "iPhone 99"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("Error: The value 'iPhone 99' is invalid for '--device <name>': unknown device "
                                        + "'iPhone 99'; the devices are: iPhone SE (3rd generation) (iphone-se-3), "
                                        + "iPhone 15 (iphone-15), iPhone 15 Pro (iphone-15-pro), iPhone 15 Pro Max "
                                        + "(iphone-15-pro-max), iPad (10th generation) (ipad-10)\n"))
    }

    @Test func sizeAndDeviceConflict() {
        let run = frames(["--device", "ipad", "--size", "100x100"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix(
            "Error: --size and --device cannot be used together: the device gives the screen size\n"))
    }

    @Test func landscapeNeedsADevice() {
        let run = frames(["--landscape"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix(
            "Error: --landscape needs --device (without a device, give --size the other way round)\n"))
    }

    @Test func aBadDirectionIsAUsageError() {
        let run = frames(["--direction", "up"])
        #expect(run.status == 2)
        #expect(run.error.contains("--direction"))
    }

    @Test(arguments: [(["--device", "iPhone SE"], 750, 1334), (["--device", "iPad", "--landscape"], 2360, 1640),
                      (["--device", "iPhone 15", "--scale", "1"], 393, 852), ([], 375, 667)])
    func aPNGFollowsTheDeviceScaleUnlessOneIsGiven(arguments: [String], width: Int, height: Int) throws {
        let output = scratch.path("out-\(UUID().uuidString).png")
        let run = CapturedRun(["render", scratch.file("pinned.swiftlay", Self.pinned), "-o", output, "--guides", "none",
                               "--padding", "0"] + arguments)
        #expect(run.status == 0, "\(run.error)")
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(image.width == width && image.height == height)
    }

    @Test func testAppliesTheDeviceToEveryScene() throws {
        let folder = scratch.path("scenes"), fixtures = scratch.path("fixtures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = scratch.file("scenes/pinned.swiftlay", Self.pinned)
        let first = CapturedRun(["test", folder, "--fixtures", fixtures, "--device", "iPhone SE", "--landscape",
                                 "--direction", "rtl", "--appearance", "dark", "--scale", "1"])
        #expect(first.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures).filter { !$0.hasSuffix(".json") }
        #expect(files.sorted() == ["pinned.iphone-se-3.landscape.rtl.dark.frames",
                                   "pinned.iphone-se-3.landscape.rtl.dark.png"])
        let frames = try String(contentsOfFile: fixtures + "/pinned.iphone-se-3.landscape.rtl.dark.frames",
                                encoding: .utf8)
        #expect(frames.contains("view bar view 16 0 651 44\n"), "\(frames)")
        let again = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "never", "--device", "iphone-se-3",
                                 "--landscape", "--direction", "rtl", "--appearance", "dark", "--scale", "1"])
        #expect(again.status == 0, "\(again.text)")
        let conflict = CapturedRun(["test", folder, "--fixtures", fixtures, "--device", "ipad", "--size", "10x10"])
        #expect(conflict.status == 2)
    }
}
