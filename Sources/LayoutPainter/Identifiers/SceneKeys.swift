import LayoutEngine
import LayoutScene

/// A unique, id-safe key for every view and layout guide in a layout result, from its name: `card`, `_0.2` for an
/// unnamed view, `root.safeAreaLayoutGuide` for a guide. Names that collide are told apart by a hash of the item's
/// place in the tree.
struct SceneKeys {
    private var keys: [ObjectIdentifier: String] = [:]

    init(views: [ViewLayout]) {
        var registry = IdentifierRegistry()
        for (index, entry) in views.enumerated() {
            let key = registry.claim(IdentifierText.sanitized(entry.name), distinguishing: "view \(index)")
            keys[ObjectIdentifier(entry.view)] = key
            for (guideIndex, guide) in entry.view.allLayoutGuides.enumerated() {
                let base = key + "." + IdentifierText.sanitized(Self.guideName(guide))
                let distinguishing = "view \(index) guide \(guideIndex)"
                keys[ObjectIdentifier(guide)] = registry.claim(base, distinguishing: distinguishing)
            }
        }
    }

    /// The item's key; `nil` for an item outside the result.
    func key(of item: LayoutItem) -> String? {
        keys[ObjectIdentifier(item)]
    }

    private static func guideName(_ guide: LayoutGuide) -> String {
        switch guide.kind {
        case .user: guide.identifier.isEmpty ? "guide" : guide.identifier
        case .safeArea: "safeAreaLayoutGuide"
        case .layoutMargins: "layoutMarginsGuide"
        case .readableContent: "readableContentGuide"
        case .scrollContent: "contentLayoutGuide"
        case .scrollFrame: "frameLayoutGuide"
        case .topLayoutSupport: "topLayoutGuide"
        case .bottomLayoutSupport: "bottomLayoutGuide"
        case .keyboard: "keyboardLayoutGuide"
        case .stackSpacer, .stackGap: guide.identifier
        }
    }
}
