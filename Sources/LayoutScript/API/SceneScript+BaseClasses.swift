/// Which superclasses a scene class can derive from as layoutviz models them.
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
}
