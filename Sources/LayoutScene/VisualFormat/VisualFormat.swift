import Foundation

/// Auto Layout's visual format language, as `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// reads it: `H:|-16-[icon(32)]-[title(>=100@750)]-(>=8)-|` gives inactive constraints for the spacings between
/// neighbouring items (`|` is the superview's edge), each view's size predicates and the alignment options. A
/// horizontal format runs leading to trailing unless the options say left-to-right or right-to-left. `-` alone is
/// UIKit's standard spacing: ``siblingSpacing`` between views, ``superviewSpacing`` to the superview's edge (the
/// reference's 8/20, estimates of the system spacing kept here).
///
/// ```swift
/// let made = try VisualFormat.constraints("H:|-[a]-8-[b]|", views: ["a": a, "b": b])
/// LayoutConstraint.activate(made)
/// ```
public enum VisualFormat {
    /// The standard space between two sibling views (`[a]-[b]`), in points: an estimate, see the type's comment.
    public static let siblingSpacing: CGFloat = 8
    /// The standard space between a view and its superview's edge (`|-[a]`), in points: an estimate.
    public static let superviewSpacing: CGFloat = 20

    /// The constraints a format describes, inactive, each at `location`. The views may include a controller's
    /// top or bottom layout guide (`UILayoutSupport`, as ``LayoutSupport/guide``), whose superview is the view
    /// owning it.
    ///
    /// ```swift
    /// let made = try VisualFormat.constraints("V:|[header(44)][list]|", views: ["header": header, "list": list])
    /// ```
    public static func constraints(_ format: String, options: VisualFormatOptions = [], metrics: [String: CGFloat] = [:],
                                   views: [String: LayoutItem], location: SourceLocation? = nil)
        throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format)
        let line = try parser.parse()
        let builder = VisualFormatBuilder(format: format, line: line, options: options, metrics: metrics, views: views,
                                          location: location)
        return try builder.build()
    }

    /// The views a format names, each once, in the order they appear; nil when the format does not parse.
    ///
    /// ```swift
    /// VisualFormat.viewNames(in: "H:|-[v1]-[v0]|") // ["v1", "v0"]
    /// ```
    public static func viewNames(in format: String) -> [String]? {
        var parser = VisualFormatParser(format: format)
        guard let line = try? parser.parse() else { return nil }
        var names: [String] = []
        for case .view(let name, _) in line.items where !names.contains(name) { names.append(name) }
        return names
    }
}
