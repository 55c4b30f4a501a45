import Foundation

/// Runs the built `layoutviz` executable (beside the test bundle) in its own process, in a chosen working
/// directory, so that tests can check what depends on where a command runs.
struct LayoutVizProcess {
    let status: Int32
    let output: String

    /// The package's root folder (holding `Samples/` and `Fixtures/`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `layoutviz` executable `swift build` put beside the test bundle.
    static var executable: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        while folder.path != "/" && !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("layoutviz").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("layoutviz")
    }

    /// Runs one of the package's `scripts/` with `arguments`, returning its status and its standard output alone
    /// (standard error goes to the test's).
    static func runPackageScript(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = packageRoot.appendingPathComponent("scripts/" + name)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// Runs `layoutviz arguments` in `directory`; standard output and error are captured together.
    init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
        try self.init(executable: Self.executable, arguments: arguments, in: directory, environment: environment)
    }

    /// Runs a shell script with `bash -euo pipefail` in `directory`, with `layoutviz` first on `PATH`.
    init(script: String, in directory: URL, environment: [String: String] = [:]) throws {
        var environment = environment
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        environment["PATH"] = Self.executable.deletingLastPathComponent().path + ":" + path
        try self.init(executable: URL(fileURLWithPath: "/bin/bash"), arguments: ["-euo", "pipefail", "-c", script],
                      in: directory, environment: environment)
    }

    private init(executable: URL, arguments: [String], in directory: URL, environment: [String: String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var merged = ProcessInfo.processInfo.environment.filter { !$0.key.hasSuffix("_RECORD") }
        merged.merge(environment) { $1 }
        process.environment = merged
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        output = String(decoding: data, as: UTF8.self)
    }

    /// Copies the repository's `Samples/` and `Fixtures/` into `folder` (as `folder/Samples`, `folder/Fixtures`).
    static func copySamples(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Samples", "Fixtures"] {
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(name),
                                             to: folder.appendingPathComponent(name))
        }
    }

    /// The path of `target` written relative to `base` (`../../work/repo/Samples`).
    static func relativePath(of target: URL, from base: URL) -> String {
        let to = target.standardizedFileURL.pathComponents, from = base.standardizedFileURL.pathComponents
        let common = zip(to, from).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + to.dropFirst(common)).joined(separator: "/")
    }
}
