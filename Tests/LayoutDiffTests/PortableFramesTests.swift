import Foundation
import LayoutDiff
import LayoutScene
import Testing

/// Frames snapshots hold no trace of where a scene was found: diagnostics name their file relative to the
/// scene folder or by file name, and compare by file name, line, column, severity and message.
@Suite struct PortableFramesTests {
    static func snapshot(file: String?, message: String = "Ambiguous layout: UIView:badge x",
                         line: Int = 4) -> FramesSnapshot {
        let location = file.map { SourceLocation(file: $0, line: line, column: 21) }
        let diagnostic = LayoutDiagnostic(severity: .warning, kind: .ambiguity, message: message, location: location)
        return FramesSnapshot(canvasSize: CGSize(width: 100, height: 100),
                              views: [ViewSnapshot(name: "root", parentName: nil,
                                                   frame: CGRect(x: 0, y: 0, width: 100, height: 100))],
                              diagnostics: [diagnostic])
    }

    private func file(_ snapshot: FramesSnapshot) -> String? { snapshot.diagnostics.first?.location?.file }

    @Test func aFileInsideTheRootIsNamedRelativeToIt() {
        #expect(file(Self.snapshot(file: "/ci/checkout/Samples/forms/login.swiftlay")
            .portable(relativeTo: "/ci/checkout/Samples")) == "forms/login.swiftlay")
        #expect(file(Self.snapshot(file: "/ci/checkout/Samples/login.swiftlay")
            .portable(relativeTo: "/ci/checkout/Samples/")) == "login.swiftlay")
    }

    @Test func relativePathsAreResolvedAgainstTheWorkingDirectory() {
        #expect(file(Self.snapshot(file: "Samples/./login.swiftlay").portable(relativeTo: "Samples")) == "login.swiftlay")
        #expect(file(Self.snapshot(file: "Samples/login.swiftlay")
            .portable(relativeTo: FileManager.default.currentDirectoryPath + "/Samples")) == "login.swiftlay")
    }

    @Test func aFileOutsideTheRootOrWithoutOneKeepsItsName() {
        #expect(file(Self.snapshot(file: "/elsewhere/login.swiftlay").portable(relativeTo: "/ci/Samples"))
            == "login.swiftlay")
        #expect(file(Self.snapshot(file: "/Users/ada/App/Tests/CardTests.swift").portable()) == "CardTests.swift")
        #expect(file(Self.snapshot(file: "AppTests/CardTests.swift").portable()) == "CardTests.swift")
        #expect(file(Self.snapshot(file: nil).portable()) == nil)
    }

    @Test func portableKeepsEverythingElse() {
        let original = Self.snapshot(file: "/a/b/login.swiftlay")
        let portable = original.portable()
        #expect(portable.views == original.views)
        #expect(portable.diagnostics.first?.location?.line == 4)
        #expect(portable.diagnostics.first?.location?.column == 21)
        #expect(portable.diagnostics.first?.message == original.diagnostics.first?.message)
        #expect(portable.text.contains(#"diagnostic warning ambiguity login.swiftlay:4:21 "Ambiguous"#))
    }

    @Test func diagnosticsCompareByFileNameLineColumnSeverityAndMessage() {
        let typed = Self.snapshot(file: "Samples/login.swiftlay")
        #expect(typed.isEquivalent(to: Self.snapshot(file: "/ci/checkout/Samples/login.swiftlay")))
        #expect(FramesDiff(reference: typed, actual: Self.snapshot(file: "login.swiftlay")).isEqual)
        #expect(!typed.isEquivalent(to: Self.snapshot(file: "Samples/signup.swiftlay")))
        #expect(!typed.isEquivalent(to: Self.snapshot(file: "Samples/login.swiftlay", line: 5)))
        #expect(!typed.isEquivalent(to: Self.snapshot(file: "Samples/login.swiftlay", message: "other")))
        #expect(FramesDiff(reference: typed, actual: Self.snapshot(file: "login.swiftlay", line: 5)).summaryLines
            == ["2 diagnostics differ",
                "diagnostic removed: Samples/login.swiftlay:4:21: warning: Ambiguous layout: UIView:badge x",
                "diagnostic added: login.swiftlay:5:21: warning: Ambiguous layout: UIView:badge x"])
    }
}
