import Foundation
import LayoutScene

/// `Bundle.main`, `Bundle.module`, `Bundle(for:)` (all ``SceneBundle/app``), its identity and version, localized
/// strings and resource look-ups (nil).
enum BundleBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let bundle = registry.type(SceneBundle.self)
        bundle.staticProperty("main") { _ in .object(SceneBundle.app) }
        bundle.staticProperty("module") { _ in .object(SceneBundle.app) }
        bundle.initializer("init(for:)", [t.any]) { _ in .object(SceneBundle.app) }
        bundle.readOnly("infoDictionary", .optional(.dictionary(t.string, t.any))) { (bundle: SceneBundle) in
            bundle.infoDictionary
        }
        bundle.readOnly("bundleIdentifier", .optional(t.string)) { (bundle: SceneBundle) in
            .string(bundle.bundleIdentifier)
        }
        bundle.method("object(forInfoDictionaryKey:)", [t.string]) { call in
            let key: String = try call.get(0)
            return SceneBundle.infoValues.first { $0.key == key }.map { .string($0.value) } ?? .null
        }
        bundle.method("localizedString(forKey:value:table:)", [t.string, .optional(t.string), .optional(t.string)]) {
            try .string($0.interpreter.localizedText($0.get(0), table: $0.get(2), value: $0.get(1)))
        }
        bundle.method("path(forResource:ofType:)", [.optional(t.string), .optional(t.string)]) { _ in .null }
        bundle.method("url(forResource:withExtension:)", [.optional(t.string), .optional(t.string)]) { _ in .null }
    }
}
