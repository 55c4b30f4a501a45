import Foundation
import LayoutScene

/// One problem lint found in one configuration: the rule, the view (by its path of names, as `frames` prints it),
/// what is wrong in numbers, and the source position that placed the view (its first constraint's, or for a view a
/// container places, the nearest ancestor's), when known.
///
/// ```swift
/// let finding = LintFinding(rule: .truncatedText, view: "card/title",
///                           message: "'title' needs 2 lines but shows 1", location: nil)
/// ```
public struct LintFinding: Sendable, Hashable {
    /// What kind of problem it is.
    public let rule: LintRule
    /// The view's path of names from the root (`card/title`).
    public let view: String
    /// The problem, with its numbers.
    public let message: String
    /// Where the view was placed, when known.
    public let location: SourceLocation?
    /// The view's frame in canvas coordinates in the configuration linted, when it has one: where a lint picture
    /// outlines the finding.
    public let frame: CGRect?

    /// Creates a finding.
    ///
    /// ```swift
    /// LintFinding(rule: .offScreen, view: "banner", message: "'banner' reaches 20 pt past the right edge",
    ///             location: nil)
    /// ```
    public init(rule: LintRule, view: String, message: String, location: SourceLocation?, frame: CGRect? = nil) {
        self.rule = rule
        self.view = view
        self.message = message
        self.location = location
        self.frame = frame
    }
}
