import Foundation
import LayoutVizCLI
import Testing

/// `layoutviz frames`: text and JSON output of the solved frames.
@Suite struct FramesCommandTests {
    let scratch = ScratchDirectory()

    @Test func textListsViewsIndentedByDepth() {
        let run = CapturedRun(["frames", scratch.file("box.swiftlay", Scenes.box)])
        #expect(run.status == 0)
        #expect(run.text == "canvas 200x100\nroot  0 0 200 100\n  box  10 10 120 60\n")
        #expect(run.error.isEmpty)
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let run = CapturedRun(["frames", scratch.file("box.swiftlay", Scenes.box), "--format", "json"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        #expect(json.keys.sorted() == ["canvas", "coverage", "diagnostics", "views"])
        let canvas = try #require(json["canvas"] as? [String: Double])
        #expect(canvas == ["width": 200, "height": 100])
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["root", "box"])
        #expect(views[1]["parent"] as? String == "root")
        #expect(views[1]["frame"] as? [String: Double] == ["x": 10, "y": 10, "width": 120, "height": 60])
        #expect(views[1]["absoluteFrame"] as? [String: Double] == ["x": 10, "y": 10, "width": 120, "height": 60])
        #expect((views[1]["ambiguous"] as? [String])?.isEmpty == true)
        #expect(views[0]["parent"] is NSNull)
    }

    @Test func jsonReportsDiagnosticsWithPositions() throws {
        let path = scratch.file("broken.swiftlay", Scenes.broken)
        let run = CapturedRun(["frames", path, "--format", "json"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let conflict = try #require(diagnostics.first { ($0["message"] as? String)?.hasPrefix("Unable to") == true })
        #expect(conflict["severity"] as? String == "error")
        #expect(conflict["file"] as? String == path)
        #expect(conflict["line"] as? Int == 8)
        #expect(conflict["column"] as? Int == 23)
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.first { $0["name"] as? String == "loose" }?["ambiguous"] as? [String] == ["x"])
    }

    @Test func sizeSetsTheImplicitRoot() {
        let scene = """
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }

            """
        let run = CapturedRun(["frames", scratch.file("implicit.swiftlay", scene), "--size", "320x100"])
        #expect(run.status == 0)
        #expect(run.text == "canvas 320x100\nview  0 0 320 100\n  box  10 10 300 80\n")
    }
}
