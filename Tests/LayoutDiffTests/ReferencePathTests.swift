import Foundation
import LayoutDiff
import Testing

/// References live in `__Snapshots__/<TestFileName>/<testName>.<name>.<ext>` beside the test file; failures
/// go to the artifacts folder.
@Suite struct ReferencePathTests {
    let path = ReferencePath(testFilePath: "/src/Tests/AppTests/LoginTests.swift", testName: "testLogin()",
                             name: "dark mode", pathExtension: "png")

    @Test func sanitisesNonWordRuns() {
        #expect(ReferencePath.sanitized("testFoo()") == "testFoo")
        #expect(ReferencePath.sanitized("login screen, dark") == "login-screen-dark")
        #expect(ReferencePath.sanitized("__ok_1__") == "__ok_1__")
        #expect(ReferencePath.sanitized("(--)") == "")
        #expect(ReferencePath.sanitized("café 🙂 ünïcode") == "café-ünïcode")
        #expect(ReferencePath.sanitized("test(arguments:)") == "test-arguments")
    }

    @Test func buildsTheReferenceURL() {
        #expect(path.testFileName == "LoginTests")
        #expect(path.fileName == "testLogin.dark-mode.png")
        #expect(path.url.path == "/src/Tests/AppTests/__Snapshots__/LoginTests/testLogin.dark-mode.png")
    }

    @Test func anEmptyExtensionAddsNoDot() {
        var counted = path
        counted.name = "1"
        counted.pathExtension = ""
        #expect(counted.fileName == "testLogin.1")
    }

    @Test func aSnapshotDirectoryReplacesTheFolder() {
        var moved = path
        moved.snapshotDirectory = URL(fileURLWithPath: "/refs", isDirectory: true)
        #expect(moved.url.path == "/refs/testLogin.dark-mode.png")
    }

    @Test func artifactsGoToTheConfiguredFolder() {
        #expect(path.artifactURL(environment: ["LAYOUTVIZ_ARTIFACTS": "/ci/out"]).path
            == "/ci/out/LoginTests/testLogin.dark-mode.png")
        #expect(ArtifactsDirectory.url(environment: ["LAYOUTVIZ_ARTIFACTS": "/ci/out"]).path == "/ci/out")
    }

    @Test func artifactsDefaultToTheTemporaryFolder() {
        let expected = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("layoutviz-artifacts")
        #expect(ArtifactsDirectory.url(environment: [:]).standardizedFileURL.path == expected.standardizedFileURL.path)
        #expect(ArtifactsDirectory.url(environment: ["LAYOUTVIZ_ARTIFACTS": ""]).standardizedFileURL.path
            == expected.standardizedFileURL.path)
    }
}
