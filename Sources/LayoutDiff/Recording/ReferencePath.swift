import Foundation

/// Where a snapshot reference lives, as swift-snapshot-testing lays them out:
/// `<directory of the test file>/__Snapshots__/<TestFileName>/<testName>.<name>.<ext>`, with the test name
/// and the snapshot name sanitised (see ``sanitized(_:)``).
///
/// ```swift
/// let path = ReferencePath(testFilePath: "\(#filePath)", testName: #function, name: "login", pathExtension: "png")
/// path.url // …/Tests/AppTests/__Snapshots__/LoginTests/testLogin.login.png
/// ```
public struct ReferencePath: Hashable, Sendable {
    /// The test file's path (`#filePath`).
    ///
    /// ```swift
    /// path.testFilePath // "/src/Tests/AppTests/LoginTests.swift"
    /// ```
    public var testFilePath: String
    /// The test's name as written (`#function`, e.g. `testLogin()`).
    ///
    /// ```swift
    /// path.testName // "testLogin()"
    /// ```
    public var testName: String
    /// The snapshot's name within the test: the `named:` argument, or its counter (`"1"`, `"2"`, …).
    ///
    /// ```swift
    /// path.name // "login"
    /// ```
    public var name: String
    /// The file extension without a dot (`png`, `frames.txt`); empty for none.
    ///
    /// ```swift
    /// path.pathExtension // "png"
    /// ```
    public var pathExtension: String
    /// A folder that replaces `<test dir>/__Snapshots__/<TestFileName>` (swift-snapshot-testing's
    /// `snapshotDirectory:`), or `nil`.
    ///
    /// ```swift
    /// ReferencePath(testFilePath: #filePath, testName: #function, name: "1", pathExtension: "png",
    ///               snapshotDirectory: URL(fileURLWithPath: "/tmp/refs"))
    /// ```
    public var snapshotDirectory: URL?

    /// Creates a reference path.
    ///
    /// ```swift
    /// let path = ReferencePath(testFilePath: "\(#filePath)", testName: #function, name: "1", pathExtension: "txt")
    /// ```
    public init(testFilePath: String, testName: String, name: String, pathExtension: String,
                snapshotDirectory: URL? = nil) {
        self.testFilePath = testFilePath
        self.testName = testName
        self.name = name
        self.pathExtension = pathExtension
        self.snapshotDirectory = snapshotDirectory
    }

    /// The test file's name without its extension: `LoginTests`.
    ///
    /// ```swift
    /// path.testFileName // "LoginTests"
    /// ```
    public var testFileName: String {
        URL(fileURLWithPath: testFilePath).deletingPathExtension().lastPathComponent
    }

    /// `<sanitised test name>.<sanitised name>.<ext>`.
    ///
    /// ```swift
    /// path.fileName // "testLogin.login.png"
    /// ```
    public var fileName: String {
        let base = "\(Self.sanitized(testName)).\(Self.sanitized(name))"
        return pathExtension.isEmpty ? base : "\(base).\(pathExtension)"
    }

    /// The folder holding the reference.
    ///
    /// ```swift
    /// path.directoryURL // …/Tests/AppTests/__Snapshots__/LoginTests
    /// ```
    public var directoryURL: URL {
        snapshotDirectory ?? URL(fileURLWithPath: testFilePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(testFileName, isDirectory: true)
    }

    /// The reference file.
    ///
    /// ```swift
    /// let exists = FileManager.default.fileExists(atPath: path.url.path)
    /// ```
    public var url: URL { directoryURL.appendingPathComponent(fileName, isDirectory: false) }

    /// Where a failing run's output goes: `<artifacts directory>/<TestFileName>/<file name>`.
    ///
    /// ```swift
    /// try AtomicFileWriter.write(png, to: path.artifactURL(environment: ["LAYOUTVIZ_ARTIFACTS": "/ci/artifacts"]))
    /// ```
    public func artifactURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        ArtifactsDirectory.url(environment: environment)
            .appendingPathComponent(testFileName, isDirectory: true)
            .appendingPathComponent(fileName, isDirectory: false)
    }

    /// A name made safe for a file: every run of non-word characters (anything but letters, marks, decimal
    /// digits and connector punctuation such as `_`, as the regular expression `\W+`) becomes `-`, and
    /// leading and trailing `-` are dropped.
    ///
    /// ```swift
    /// ReferencePath.sanitized("testFoo()")           // "testFoo"
    /// ReferencePath.sanitized("login screen, dark")  // "login-screen-dark"
    /// ```
    public static func sanitized(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSeparator = false
        for scalar in name.unicodeScalars {
            if isWordScalar(scalar) {
                if pendingSeparator && !result.isEmpty { result.append("-") }
                pendingSeparator = false
                result.append(scalar)
            } else {
                pendingSeparator = true
            }
        }
        return String(result)
    }

    /// ICU's `\w`: alphabetic, marks, decimal numbers, connector punctuation, ZWNJ and ZWJ.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .decimalNumber, .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.properties.isAlphabetic || scalar == "\u{200C}" || scalar == "\u{200D}"
        }
    }
}
