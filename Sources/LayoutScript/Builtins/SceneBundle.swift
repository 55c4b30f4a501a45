import Foundation
import LayoutScene

/// Foundation's `Bundle` as view code reaches it: `Bundle.main`, `Bundle.module` and `Bundle(for:)` are the one app
/// bundle a scene has. It holds no resources layoutviz can read (images and colours come from the asset catalog
/// whatever bundle is named, fonts from the font set), so `path(forResource:ofType:)` and
/// `url(forResource:withExtension:)` are nil, and `localizedString(forKey:value:table:)` reads the app's string tables
/// (``Interpreter/localizedText(_:table:value:)``). Its identity and version are ``infoValues``.
///
/// ```swift
/// let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String // "1.0"
/// ```
final class SceneBundle: HostValue, Sendable {
    /// The app bundle every scene sees.
    static let app = SceneBundle()

    /// STAND-INS, not the app's: a scene comes without its Info.plist, so the bundle answers with the values a new
    /// Xcode project's Info.plist starts with (`MARKETING_VERSION` 1.0, `CURRENT_PROJECT_VERSION` 1, development
    /// region `en`) and an identifier in the reserved `example.com` domain.
    static let infoValues: KeyValuePairs<String, String> = [
        "CFBundleIdentifier": "com.example.app", "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1",
        "CFBundleDevelopmentRegion": "en",
    ]

    private init() {}

    /// `infoDictionary`: ``infoValues`` as a `[String: Any]`.
    var infoDictionary: Value {
        var dictionary = ScriptDictionary()
        for (key, value) in Self.infoValues {
            dictionary.set(.string(value), for: .string(key), original: .string(key))
        }
        return .dictionary(dictionary)
    }

    /// `bundleIdentifier`.
    var bundleIdentifier: String {
        Self.infoValues.first { $0.key == "CFBundleIdentifier" }?.value ?? ""
    }
}
