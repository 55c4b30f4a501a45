import Foundation
import LayoutEngine
import LayoutScene

/// Walks a view tree for ``AccessibilityHierarchy``: which views are elements, what each says, and the order of
/// what each container yields.
struct ElementCollector {
    let result: LayoutResult
    let rightToLeft: Bool
    let isInScene: (SourceLocation) -> Bool

    /// The parts under `root` (itself included), in reading order.
    func collect(_ root: View) -> [ElementPart] {
        ordered(nodes(in: root)).flatMap(\.parts)
    }

    private func ordered(_ nodes: [ElementNode]) -> [ElementNode] {
        ReadingOrder(rightToLeft: rightToLeft).sorted(nodes, frame: \.frame)
    }

    /// What `view` yields: itself when it is an element, else what its subviews yield (in the order it sets, or as
    /// a group when it groups them).
    private func nodes(in view: View) -> [ElementNode] {
        guard !view.isHidden, view.alpha >= 0.01 else { return [] }
        if view.isAccessibilityElement {
            return part(for: view, role: view.accessibilityDefaults.role).map { [.element($0)] } ?? []
        }
        guard !view.accessibility.elementsHidden else { return [] }
        if let parts = ControlParts(result: result, rightToLeft: rightToLeft).parts(of: view, location: location(of:)) {
            return parts.isEmpty ? [] : [.group(parts)]
        }
        if let explicit = view.accessibility.elements {
            let descendants = Dictionary(view.viewsInTreeOrder.map { (ObjectIdentifier($0), $0) },
                                         uniquingKeysWith: { first, _ in first })
            let listed = explicit.compactMap { descendants[$0] }.filter { $0 !== view }
            return [.group(listed.flatMap { collect($0) })]
        }
        let modal = view.subviews.last { $0.accessibility.viewIsModal && !$0.isHidden && $0.alpha >= 0.01 }
        let children = (modal.map { [$0] } ?? view.subviews).flatMap(nodes(in:))
        return view.accessibility.groupsChildren ? [.group(ordered(children).flatMap(\.parts))] : children
    }

    /// The element `view` is, or nil when it has no frame, no area or nothing to say.
    private func part(for view: View, role: String?) -> ElementPart? {
        guard let layout = result.layout(of: view), layout.absoluteFrame.width > 0, layout.absoluteFrame.height > 0
        else { return nil }
        var part = ElementPart(view: ViewPath.of(view), frame: layout.absoluteFrame,
                               label: view.accessibilityLabel, value: view.accessibilityValue,
                               traits: view.accessibilityTraits, role: role,
                               context: nil, hint: view.accessibilityHint, location: location(of: view))
        if view is TableViewCell {
            let inside = view.subviews.flatMap(nodes(in:))
            let contents = ordered(inside).flatMap(\.parts)
            part.label = part.label ?? joined(contents.compactMap(\.label))
            part.value = part.value ?? joined(contents.compactMap(\.value))
        }
        if part.role == "tab", let bar = view.superview {
            let tabs = bar.subviews.filter { $0.accessibilityDefaults.role == "tab" && !$0.isHidden }
            if let index = tabs.firstIndex(where: { $0 === view }) {
                part.context = "\(index + 1) of \(tabs.count)"
            }
        }
        return part.isSilent ? nil : part
    }

    private func location(of view: View) -> SourceLocation? {
        view.placement(isInScene: isInScene)
    }

    private func joined(_ texts: [String]) -> String? {
        texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
}
