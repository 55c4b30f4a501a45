import Foundation
@testable import LayoutScript
import Testing

/// An app folder's module is its Swift files minus tests, build output, vendored and generated code, and manifests;
/// `--exclude` and `--include` move the line.
@Suite struct AppFolderTests {
    @Test(arguments: [
        ("Pods/SnapKit/Source/Constraint.swift", true), ("App/Carthage/Checkouts/A/B.swift", true),
        (".build/checkouts/x/y.swift", true), ("App/SourcePackages/checkouts/z.swift", true),
        ("AppTests/ProfileTests.swift", true), ("App/Screens/ProfileTests.swift", true),
        ("AppUITests/Launch.swift", true), ("App/Generated/Strings.swift", true), ("App/R.generated.swift", true),
        ("Package.swift", true), ("Tuist/ProjectDescriptionHelpers/Project+App.swift", true),
        (".swiftpm/x.swift", true), ("App/Mocks/FakeService.swift", true),
        ("App/Screens/ProfileViewController.swift", false), ("App/Views/TestimonialView.swift", false),
        ("Sources/Theme.swift", false),
    ])
    func theRuleLeavesOutWhatIsNotTheApp(path: String, excluded: Bool) {
        #expect(AppFolder.isExcluded(path) == excluded)
    }

    @Test func aFolderListsItsModuleFilesInPathOrder() throws {
        let folder = try TemporaryFolder(files: [
            "App/Views/Card.swift": "", "App/Theme.swift": "", "Pods/Lib/Lib.swift": "", "AppTests/T.swift": "",
            "App/Legacy/Old.swift": "", "README.md": "",
        ])
        let app = try AppFolder(contentsOf: folder.url)
        #expect(app.files.map { folder.relative($0) } == ["App/Legacy/Old.swift", "App/Theme.swift",
                                                          "App/Views/Card.swift"])
        let narrowed = try AppFolder(contentsOf: folder.url, excluding: [folder.path("App/Legacy")],
                                     including: [folder.path("Pods/Lib")])
        #expect(narrowed.files.map { folder.relative($0) } == ["App/Theme.swift", "App/Views/Card.swift",
                                                               "Pods/Lib/Lib.swift"])
    }

    @Test func aPodVendoredUnderAnotherNameIsLeftOutWithItsExampleApp() throws {
        let folder = try TemporaryFolder(files: [
            "App/Theme.swift": "", "Local Pods/SwipeCellKit/SwipeCellKit.podspec": "",
            "Local Pods/SwipeCellKit/Source/SwipeCell.swift": "",
            "Local Pods/SwipeCellKit/Example/MailExample/MailCell.swift": "",
            "Kit.podspec": "", "Kit/Sources/Kit.swift": "",
        ])
        let app = try AppFolder(contentsOf: folder.url)
        #expect(app.files.map { folder.relative($0) } == ["App/Theme.swift", "Kit/Sources/Kit.swift"])
        #expect(AppFolder.vendoredLibraryFolder(ofManifest: "Local Pods/SwipeCellKit/SwipeCellKit.podspec")
                    == "Local Pods/SwipeCellKit")
        #expect(AppFolder.vendoredLibraryFolder(ofManifest: "Kit.podspec") == nil)
        #expect(AppFolder.vendoredLibraryFolder(ofManifest: "App/Theme.swift") == nil)
    }

    @Test func aFolderWithoutAppFilesIsAnError() throws {
        let folder = try TemporaryFolder(files: ["Pods/Lib/Lib.swift": "", "notes.txt": ""])
        #expect(throws: ScriptError.self) { try AppFolder(contentsOf: folder.url) }
        do {
            _ = try AppFolder(contentsOf: folder.url)
        } catch {
            #expect(error.diagnostics.first?.message.hasPrefix("no Swift files of an app in the folder") == true)
        }
    }
}

/// A folder of files made for one test, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init(files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-app-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    func relative(_ file: URL) -> String {
        String(file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1))
    }
}
