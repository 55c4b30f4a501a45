import LayoutScene

/// Objects made with UIKit's defaults where a file's own code cannot make them: an initializer UIKit lacks, an app's
/// class named like a UIKit view, an unknown value the file uses as a view, a storyboard outlet.
///
/// ```swift
/// let label = try interpreter.defaultInstance(of: registry.named("UILabel")!, at: span) // a UILabel, as UILabel()
/// ```
extension Interpreter {
    /// A new instance of `host` made with its plain `init()` — a collection view, which has none, with a flow
    /// layout, the layout apps most often give it — or nil when it has none.
    func defaultInstance(of host: HostType, at span: SourceSpan, anchor: SourceSpan? = nil) throws -> Value? {
        guard let plain = host.initializers.first(where: { $0.parameters.isEmpty }) else {
            guard registry.named("UICollectionView").map(host.isSubtype(of:)) == true else { return nil }
            let collection = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
            return try makeView(collection, at: span)
        }
        return try hostBinding(at: span) {
            try plain.body(HostCall(receiver: .type(.host(host)), arguments: [], span: span, anchor: anchor ?? span,
                                    interpreter: self))
        }
    }

    /// Whether `host` is `UIViewController` or one of its subclasses.
    func isControllerType(_ host: HostType) -> Bool {
        registry.named("UIViewController").map(host.isSubtype(of:)) == true
    }

    /// Whether `host` is `UIView` or one of its subclasses.
    func isViewType(_ host: HostType) -> Bool {
        registry.named("UIView").map(host.isSubtype(of:)) == true
    }
}
