/// Which superclasses and protocols of a scene class layoutviz models, and which it reads by Cocoa's naming.
extension SceneScript {
    /// Whether a class deriving from `name` derives from a UIKit or Foundation class layoutviz models (`UIView`,
    /// `UITableViewCell`, `NSObject`), rather than from a base class of the app's that the scene's files do not
    /// declare, which is then substituted (see the README's "Base classes").
    ///
    /// ```swift
    /// SceneScript.modelsBaseClass(named: "UITableViewCell") // true
    /// SceneScript.modelsBaseClass(named: "BaseSheet")       // false
    /// ```
    public static func modelsBaseClass(named name: String) -> Bool {
        HostBase.named(name) != nil
    }

    /// Whether `name` is a callback protocol by Cocoa's naming — a delegate or data source (`UITableViewDataSource`,
    /// `UICollectionViewDelegateFlowLayout`, `SDCycleScrollViewDelegate`) — whose methods the object holding the
    /// adopter calls, rather than a protocol of the app's own that other code may call through.
    ///
    /// ```swift
    /// SceneScript.isCallbackProtocol(named: "UITextFieldDelegate") // true
    /// SceneScript.isCallbackProtocol(named: "ItemObserver")        // false
    /// ```
    public static func isCallbackProtocol(named name: String) -> Bool {
        ["Delegate", "DataSource", "DelegateFlowLayout", "DataSourcePrefetching"].contains { name.hasSuffix($0) }
    }
}
