import Foundation
@testable import LayoutVizCLI
import Testing

/// Whether Debian's Chromium is installed.
private let chromiumInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")

/// The preview's page as one file (`render -o page.html`, ``PreviewPage/standalone(message:sources:)``): the picture,
/// the inspector and the sources are in it, and it works with no server.
@Suite struct PreviewPageTests {
    private let scratch = ScratchDirectory()

    @Test func aSourceThatClosesAScriptCannotEndThePagesScript() {
        let sources = PreviewMessage.sources([scratch.file("card.swiftlay", "// </script><script>alert(1)\n")])
        let page = PreviewPage.standalone(message: "{\"type\":\"error\",\"version\":1,\"message\":\"x\"}",
                                          sources: sources)
        #expect(page.components(separatedBy: "</script>").count == 2)
        #expect(page.contains("\\/\\/ <\\/script><script>alert(1)\\n"))
    }

    @Test func anHTMLOutputIsRefusedForASheet() {
        let scene = scratch.file("card.swiftlay", "view.backgroundColor = .red\n")
        let run = CapturedRun(["render", scene, "-o", scratch.url.appendingPathComponent("sheet.html").path,
                               "--matrix", "appearance=light,dark"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("Error: an HTML page shows one picture: --matrix and --preview all draw a sheet; "
                                        + "use .png, .svg or .pdf\n"))
    }

    @Test(.enabled(if: chromiumInstalled, "chromium is not installed (scripts/setup --browser)"))
    func theExportedPageInspectsAViewWithNoServer() throws {
        let page = scratch.url.appendingPathComponent("login.html").path
        let scene = LayoutVizProcess.packageRoot.appendingPathComponent("Samples/login-form.swiftlay").path
        #expect(CapturedRun(["render", scene, "-o", page]).status == 0)
        let (status, data) = try LayoutVizProcess.runPackageScript("page-in-chromium", [page, "--click", "emailField"])
        try #require(status == 0)
        let shown = try JSONDecoder().decode([String: JSONValue].self, from: data)
        #expect(shown["selected"] == .string("emailField"))
        #expect(shown["status"] == .string("exported by layoutviz render"))
        #expect(shown["switchersShown"] == .bool(false))
        guard case .string(let panel) = shown["panel"] else {
            Issue.record("no panel")
            return
        }
        #expect(panel.hasPrefix("emailField\nframe 24, 218, 327, 48\n"))
        #expect(panel.contains("emailField's top edge is 32 pt below titleLabel's bottom edge"))
    }

    /// A string or a flag of the script's report.
    enum JSONValue: Decodable, Equatable {
        case string(String)
        case bool(Bool)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) { self = .bool(flag) } else {
                self = .string(try container.decode(String.self))
            }
        }
    }
}
