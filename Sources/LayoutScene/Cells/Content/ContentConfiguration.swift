import Foundation

/// Something that describes a cell's content and makes the view showing it, as `UIContentConfiguration`.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// cell.contentConfiguration = content
/// ```
public protocol ContentConfiguration {
    /// A new view showing this content.
    func makeContentView() -> View
}

/// UIKit's name for ``ContentConfiguration``.
public typealias UIContentConfiguration = ContentConfiguration

/// A content configuration shown in a cell's content view: the view it makes fills the content view, replacing the
/// previous configuration's.
struct ConfiguredContent {
    private(set) var view: View?

    /// Shows `configuration` in `contentView` (nothing for nil).
    mutating func show(_ configuration: (any ContentConfiguration)?, in contentView: View) {
        view?.removeFromSuperview()
        view = nil
        guard let configuration else { return }
        let made = configuration.makeContentView()
        made.translatesAutoresizingMaskIntoConstraints = false
        made.derivedName = DerivedName(owner: contentView, suffix: "content")
        contentView.addSubview(made)
        LayoutConstraint.activate([LayoutAttribute.top, .left, .bottom, .right].map { attribute in
            SystemConstraintSet.make("UIContentView-\(attribute.name)", made, attribute, contentView, attribute)
        })
        view = made
    }
}
