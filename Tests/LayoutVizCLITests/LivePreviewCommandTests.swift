import Foundation
@testable import LayoutVizCLI
import Testing

/// `layoutviz preview` (``PreviewCommand``): what it watches, and what it refuses before serving.
@Suite struct LivePreviewCommandTests {
    @Test func anAppFolderIsWatchedThroughItsModulesFiles() throws {
        let folder = LayoutVizProcess.packageRoot.appendingPathComponent("Samples/App").path
        let files = try PreviewCommand.watchedFiles(of: try SceneOptions.parse([folder]))
        let names = files.map { String($0.dropFirst(folder.count + 1)) }
        #expect(names.contains("Sources/Screens/ProfileViewController.swift"))
        #expect(names.contains("Sources/Resources/fr.lproj/Localizable.strings"))
        #expect(!names.contains { $0.hasPrefix("Pods/") || $0.hasPrefix("AppTests/") })
        #expect(try PreviewCommand.watchedFiles(of: try SceneOptions.parse(["a.swift", "b.swift"]))
                    == ["a.swift", "b.swift"])
    }

    @Test func anObjectiveCFileIsWatchedWithItsHeader() throws {
        let sample = LayoutVizProcess.packageRoot.appendingPathComponent("Samples/ObjectiveC/FeedCell.m").path
        let header = LayoutVizProcess.packageRoot.appendingPathComponent("Samples/ObjectiveC/FeedCell.h").path
        #expect(try PreviewCommand.watchedFiles(of: try SceneOptions.parse([sample])) == [header, sample])
    }

    @Test func aMissingSceneStopsBeforeServing() {
        let run = CapturedRun(["preview", "/nonexistent/card.swiftlay", "--port", "0"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("error: cannot watch /nonexistent: "))
    }
}
