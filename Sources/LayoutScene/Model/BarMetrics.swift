import Foundation

/// Which bar height a bar's background image is for, as `UIBarMetrics`: `.default` for the usual bar, `.compact`
/// for the shorter bar of a phone in landscape, and the `…Prompt` variants for a bar showing a prompt.
///
/// ```swift
/// navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
/// ```
public enum BarMetrics: Sendable, Hashable, CaseIterable {
    case `default`, compact, defaultPrompt, compactPrompt
}

/// UIKit's name for ``BarMetrics``.
///
/// ```swift
/// let metrics: UIBarMetrics = .default
/// ```
public typealias UIBarMetrics = BarMetrics
