import Foundation
import Testing

/// Whether Debian's Chromium is installed.
private let chromiumInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")

/// `layoutviz preview` in a real browser (`scripts/preview-in-chromium`, headless Chromium over the DevTools
/// protocol): the page shows the scene, redraws when the file is saved, inspects the view clicked, shows a broken
/// file's error over the last picture and switches device from its menu, keeping the choice in its URL.
@Suite(.enabled(if: chromiumInstalled, "chromium is not installed (scripts/setup --browser)"))
struct PreviewBrowserTests {
    struct Visit: Decodable {
        var latencies: [Double]
        var svgAfterEdit: String
        var selected: String?
        var panel: String?
        var error: String?
        var pictureKept: Bool
        var widthBefore: String
        var widthAfter: String?
        var location: String
    }

    @Test func savingClickingBreakingAndSwitchingDevice() throws {
        let (status, data) = try LayoutVizProcess.runPackageScript("preview-in-chromium", [
            LayoutVizProcess.executable.path,
            LayoutVizProcess.packageRoot.appendingPathComponent("Samples/profile-card.swiftlay").path,
            "--edit", "make.size.equalTo(72)", "make.size.equalTo(90)", "--click", "avatar",
            "--device", "iphone-15-pro-max",
        ])
        try #require(status == 0)
        let visit = try JSONDecoder().decode(Visit.self, from: data)

        #expect(visit.latencies.count == 1 && visit.latencies[0] < 5000)
        #expect(visit.svgAfterEdit.contains("avatar: 36,83 90×90"))
        #expect(visit.selected == "avatar")
        let panel = try #require(visit.panel)
        #expect(panel.hasPrefix("avatar\nframe 36, 83, 90, 90\n"))
        #expect(panel.contains("satisfied · priority 1000 · profile-card.swiftlay:53\navatar's width is 90 pt\n"
                                   + "<LayoutConstraint@profile-card.swiftlay#53 UIView:avatar.width == 90.0>"))
        #expect(panel.contains("avatar's top edge is aligned with card's layout margins' top edge"))
        #expect(visit.error?.contains("profile-card.swiftlay:77:14: error: expected expression in variable") == true)
        #expect(visit.pictureKept)
        #expect(visit.widthBefore == "407" && visit.widthAfter == "462")
        #expect(visit.location == "?device=iphone-15-pro-max")
    }
}
