import Foundation

/// Where failing snapshot output (actual images, diffs, composites) is written: `$LAYOUTVIZ_ARTIFACTS`,
/// else `layoutviz-artifacts` in the temporary directory.
///
/// ```swift
/// let folder = ArtifactsDirectory.url()
/// ```
public enum ArtifactsDirectory {
    /// The environment variable naming the folder.
    ///
    /// ```swift
    /// ArtifactsDirectory.environmentKey // "LAYOUTVIZ_ARTIFACTS"
    /// ```
    public static let environmentKey = "LAYOUTVIZ_ARTIFACTS"

    /// The folder for `environment` (the process environment by default); an empty value counts as unset.
    ///
    /// ```swift
    /// ArtifactsDirectory.url(environment: ["LAYOUTVIZ_ARTIFACTS": "/ci/out"]).path // "/ci/out"
    /// ```
    public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = environment[environmentKey], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("layoutviz-artifacts", isDirectory: true)
    }
}
