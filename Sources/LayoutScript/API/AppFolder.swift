import Foundation

/// The Swift files of an app's folder that load as one module: every `.swift` file under the folder except those
/// ``isExcluded(_:)`` names — tests, build output, vendored dependencies, generated code, package and project
/// manifests — those of a pod vendored under another name (``vendoredLibraryFolder(ofManifest:)``) and those under
/// an `excluding` path; an `including` path brings back what the rule left out.
/// Files come in the order of their paths relative to the folder, so a load is the same on every machine.
///
/// ```swift
/// let app = try AppFolder(contentsOf: URL(fileURLWithPath: "MyApp"), excluding: ["MyApp/Legacy"])
/// let scene = try SceneScript.load(contentsOf: app.files, defaultSize: CGSize(width: 393, height: 852))
/// ```
public struct AppFolder: Sendable {
    /// Folders skipped wherever they are: dependency managers' and Xcode's output and checkouts, vendored code.
    public static let excludedFolders: Set<String> = [
        "Pods", "Carthage", ".build", "build", "DerivedData", "SourcePackages", "checkouts", "Vendor", "vendor",
        "ThirdParty", "Third Party", "Generated", "fastlane", "Tuist",
    ]
    /// File names skipped wherever they are: manifests of SwiftPM and Tuist, Danger's, and `main.swift`, the
    /// top-level code of a command-line tool the folder builds (an iOS app starts from `@main` instead, and no
    /// screen runs a tool).
    public static let excludedFileNames: Set<String> = [
        "Package.swift", "Project.swift", "Workspace.swift", "Dependencies.swift", "Dangerfile.swift", "main.swift",
    ]

    /// The folder.
    public let root: URL
    /// The module's files, sorted by their paths relative to ``root``.
    public let files: [URL]
    /// The resources Xcode would bundle (``AppResourceFiles``), from the folders the rule keeps.
    public let resources: AppResourceFiles

    /// Lists the folder's module files; a folder that cannot be read, or holds no Swift file the rule keeps, is an
    /// error naming it.
    ///
    /// ```swift
    /// let app = try AppFolder(contentsOf: URL(fileURLWithPath: "Samples/App"))
    /// app.files.count
    /// ```
    public init(contentsOf root: URL, excluding: [String] = [], including: [String] = []) throws(ScriptError) {
        self.root = root
        let base = root.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else {
            throw ScriptError(kind: .unreadable, diagnostics: [
                ScriptDiagnostic(fileError: "cannot read the folder", file: root.relativePath),
            ])
        }
        let excluded = excluding.map { Self.relative(URL(fileURLWithPath: $0).standardizedFileURL.path, to: base) }
        let included = including.map { Self.relative(URL(fileURLWithPath: $0).standardizedFileURL.path, to: base) }
        var swiftPaths: [String] = []
        var resourcePaths: [String] = []
        var libraries: [String] = []
        while let next = walker.nextObject() as? String {
            let name = (next as NSString).lastPathComponent
            if name.hasPrefix(".") || name.hasSuffix(".xcassets") { walker.skipDescendants() }
            if next.hasSuffix(".swift") { swiftPaths.append(next) }
            if AppResourceFiles.isResource(next) { resourcePaths.append(next) }
            if let library = Self.vendoredLibraryFolder(ofManifest: next) { libraries.append(library) }
        }
        let isWanted = { (next: String) in
            included.contains { Self.path(next, isUnder: $0) }
                || !Self.isExcluded(next) && !(excluded + libraries).contains { Self.path(next, isUnder: $0) }
        }
        let relativePaths = swiftPaths.filter(isWanted)
        resources = AppResourceFiles(root: root, relativePaths: resourcePaths.filter(isWanted).sorted())
        guard !relativePaths.isEmpty else {
            throw ScriptError(kind: .unreadable, diagnostics: [
                ScriptDiagnostic(fileError: "no Swift files of an app in the folder (tests, build output, vendored and "
                                     + "generated code are left out; --include PATH brings a path back)",
                                 file: root.relativePath),
            ])
        }
        files = relativePaths.sorted().map { root.appendingPathComponent($0) }
    }

    /// Whether the rule leaves out the file at `relativePath` (relative to the app's folder): a folder on its path
    /// is in ``excludedFolders``, is hidden (`.git`, `.swiftpm`), or holds tests (its name ends in `Tests`, `Specs`
    /// or `Mocks`); or the file's name is in ``excludedFileNames``, ends in `Tests.swift`, `Spec.swift` or
    /// `.generated.swift`.
    ///
    /// ```swift
    /// AppFolder.isExcluded("Pods/SnapKit/Source/Constraint.swift")   // true
    /// AppFolder.isExcluded("App/Screens/ProfileViewController.swift") // false
    /// ```
    public static func isExcluded(_ relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/").map(String.init)
        guard let fileName = components.last else { return true }
        for folder in components.dropLast() {
            if excludedFolders.contains(folder) || folder.hasPrefix(".") { return true }
            if ["Tests", "Specs", "Mocks"].contains(where: { folder.hasSuffix($0) }) { return true }
        }
        return excludedFileNames.contains(fileName) || fileName.hasSuffix("Tests.swift")
            || fileName.hasSuffix("Spec.swift") || fileName.hasSuffix(".generated.swift")
    }

    /// The folder a CocoaPods spec (`*.podspec`, `*.podspec.json`) below the app's root makes a library of its own
    /// — a pod vendored under another name than `Pods` (`Local Pods/SwipeCellKit`), with its example app — whose
    /// files the app's module leaves out; nil for any other file, and for a spec at the root (the folder is then
    /// the library itself).
    ///
    /// ```swift
    /// AppFolder.vendoredLibraryFolder(ofManifest: "Local Pods/SwipeCellKit/SwipeCellKit.podspec") // "Local Pods/SwipeCellKit"
    /// ```
    public static func vendoredLibraryFolder(ofManifest relativePath: String) -> String? {
        guard relativePath.hasSuffix(".podspec") || relativePath.hasSuffix(".podspec.json"),
              let slash = relativePath.lastIndex(of: "/") else { return nil }
        return String(relativePath[..<slash])
    }

    private static func relative(_ path: String, to base: String) -> String {
        guard path.hasPrefix(base + "/") else { return path }
        return String(path.dropFirst(base.count + 1))
    }

    private static func path(_ path: String, isUnder prefix: String) -> Bool {
        path == prefix || path.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
    }
}
