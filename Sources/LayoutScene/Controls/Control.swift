import Foundation

/// A view people interact with, as `UIControl`: enabled and selected states and where its content sits. Targets and
/// actions are accepted and never sent (a picture has no touches).
///
/// ```swift
/// let control = UIControl()
/// control.isEnabled = false
/// control.contentHorizontalAlignment = .leading
/// ```
open class Control: View {
    /// Whether the control responds to touches; a disabled control draws dimmed.
    public var isEnabled = true
    /// Whether the control is selected.
    public var isSelected = false
    /// Whether the control is touched down (kept for pasted code; a picture shows the control at rest).
    public var isHighlighted = false
    /// Where the content sits across the width.
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Where the content sits across the height.
    public var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// The state the control is drawn in: ``ControlState/disabled`` and ``ControlState/selected`` as set.
    ///
    /// ```swift
    /// button.isEnabled = false
    /// button.state == .disabled // true
    /// ```
    public var state: ControlState {
        var state: ControlState = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Registers `action` on `target` for `events`; kept for pasted code (a picture never sends actions).
    ///
    /// ```swift
    /// save.addTarget(self, action: "save", for: .touchUpInside)
    /// ```
    public func addTarget(_ target: Any?, action: Selector, for events: ControlEvent) {}

    /// Removes a registration made with ``addTarget(_:action:for:)``; kept for pasted code.
    ///
    /// ```swift
    /// save.removeTarget(nil, action: nil, for: .allEvents)
    /// ```
    public func removeTarget(_ target: Any?, action: Selector?, for events: ControlEvent) {}

    /// Where content of `size` sits inside `rect` under the control's alignments (fill stretches it).
    ///
    /// ```swift
    /// let titleRect = button.contentRect(for: CGSize(width: 40, height: 18), in: button.bounds)
    /// ```
    public func contentRect(for size: CGSize, in rect: CGRect) -> CGRect {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var result = CGRect(origin: .zero, size: size)
        switch contentHorizontalAlignment {
        case .center: result.origin.x = rect.midX - size.width / 2
        case .fill: result.origin.x = rect.minX; result.size.width = rect.width
        case .left: result.origin.x = rect.minX
        case .right: result.origin.x = rect.maxX - size.width
        case .leading: result.origin.x = rightToLeft ? rect.maxX - size.width : rect.minX
        case .trailing: result.origin.x = rightToLeft ? rect.minX : rect.maxX - size.width
        }
        switch contentVerticalAlignment {
        case .center: result.origin.y = rect.midY - size.height / 2
        case .fill: result.origin.y = rect.minY; result.size.height = rect.height
        case .top: result.origin.y = rect.minY
        case .bottom: result.origin.y = rect.maxY - size.height
        }
        return result
    }
}

/// UIKit's name for ``Control``.
///
/// ```swift
/// let control = UIControl()
/// ```
public typealias UIControl = Control

extension Control {
    /// UIKit's name for ``ControlState``, `UIControl.State`.
    ///
    /// ```swift
    /// button.setTitle("Go", for: UIControl.State.normal)
    /// ```
    public typealias State = ControlState
    /// UIKit's name for ``ControlEvent``, `UIControl.Event`.
    ///
    /// ```swift
    /// let events: UIControl.Event = .valueChanged
    /// ```
    public typealias Event = ControlEvent
    /// UIKit's `UIControl.ContentHorizontalAlignment`.
    ///
    /// ```swift
    /// button.contentHorizontalAlignment = UIControl.ContentHorizontalAlignment.leading
    /// ```
    public typealias ContentHorizontalAlignment = LayoutScene.ContentHorizontalAlignment
    /// UIKit's `UIControl.ContentVerticalAlignment`.
    ///
    /// ```swift
    /// button.contentVerticalAlignment = UIControl.ContentVerticalAlignment.top
    /// ```
    public typealias ContentVerticalAlignment = LayoutScene.ContentVerticalAlignment
}
