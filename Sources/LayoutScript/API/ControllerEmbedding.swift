/// The container a root view controller is shown in when neither the file nor the options' root put it in one
/// (`layoutviz --embed navigation|tab`): a `UINavigationController` with it as the root, so its `navigationItem` shows
/// in the bar, or a `UITabBarController` with it as the only tab, so its `tabBarItem` shows in the bar.
///
/// ```swift
/// LoadOptions(embedding: .navigation).embedding // .navigation
/// ```
public enum ControllerEmbedding: String, Sendable, Hashable, CaseIterable {
    /// In a navigation controller.
    case navigation
    /// In a tab bar controller.
    case tab
}
