@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `UIDevice.current` in a scene: the idiom, model and orientation of the `--device` preset held as `--landscape`
/// says, the stand-in system version and vendor identifier, battery monitoring, and extensions of `UIDevice` in the
/// scene's files.
@Suite struct DeviceScenesTests {
    static let source = """
        extension UIDevice {
            var isPad: Bool { userInterfaceIdiom == .pad }
            static var isShort: Bool { UIScreen.main.bounds.height <= 667 }
            func summary() -> String { "\\(model) \\(systemName) \\(systemVersion) \\(name)" }
        }
        let device = UIDevice.current
        let batteryBefore = device.batteryLevel
        device.isBatteryMonitoringEnabled = true
        let summary = UILabel()
        summary.text = "\\(device.isPad) \\(UIDevice.isShort) \\(device.summary())"
        let details = UILabel()
        details.text = "\\(device.orientation.isLandscape) \\(device.orientation == .portrait) "
            + "\\(device.identifierForVendor?.uuidString ?? "-") \\(batteryBefore) \\(device.batteryLevel) "
            + "\\(device.isBatteryMonitoringEnabled) \\(UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.phone)"
        view.addSubview(summary)
        view.addSubview(details)
        summary.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(UIDevice.current.userInterfaceIdiom == .pad ? 400 : 200)
        }
        """

    private func texts(on device: DevicePreset?, _ orientation: DeviceOrientation = .portrait) throws -> [String?] {
        let scene = try SceneScript.load(source: Self.source, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(device: device, orientation: orientation))
        #expect(scene.warnings.isEmpty)
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(frame("summary", in: result)?.width == (device == .iPad10 ? 400 : 200))
        return labels(in: scene.canvas).map(\.text)
    }

    @Test func aPhoneHeldUpright() throws {
        #expect(try texts(on: .iPhone15) == [
            "false false iPhone iOS 17.0 iPhone",
            "false true E621E1F8-C36C-495A-93FC-0C247A3E6E5F -1.0 1.0 true true",
        ])
    }

    @Test func aPadAndALandscapePhone() throws {
        #expect(try texts(on: .iPad10) == [
            "true false iPad iPadOS 17.0 iPad",
            "false true E621E1F8-C36C-495A-93FC-0C247A3E6E5F -1.0 1.0 true false",
        ])
        #expect(try texts(on: .iPhoneSE3, .landscape) == [
            "false true iPhone iOS 17.0 iPhone",
            "true false E621E1F8-C36C-495A-93FC-0C247A3E6E5F -1.0 1.0 true true",
        ])
    }

    @Test func withoutADeviceAnUprightPhoneUnlessTheRootIsWide() throws {
        #expect(try texts(on: nil).first == "false true iPhone iOS 17.0 iPhone")
        let wide = try SceneScript.load(source: Self.source, fileName: "scene.swiftlay",
                                        defaultSize: CGSize(width: 800, height: 400))
        #expect(labels(in: wide.canvas).last?.text?.hasPrefix("true false") == true)
    }

    @Test func uuidsParseAndCompare() {
        let statements = """
            let id = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
            let bad = UUID(uuidString: "not a uuid")
            """
        #expect(evaluated(statements, "[id?.uuidString ?? \"-\", String(bad == nil), String(id == UIDevice.current.identifierForVendor)]")
            == "[\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", \"true\", \"true\"]")
    }
}
