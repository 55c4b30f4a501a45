import Foundation
import LayoutScene

/// Draws the view tree: one group per visible view (id `view-<name>`) with its opacity and, when it clips (or is a
/// scroll view), a clip to its frame rounded by its corner radius; inside, its background, a control's look (class
/// `button`, `switch`, … on the group; see ``ControlPainter``), a label's text, its
/// subviews, a representative row's outline (see ``RepresentativeRowPainter``) and its border (above the subviews,
/// as Core Animation draws it); its name tag is asked for in
/// ``PaintState/nameTags`` and added last once all text is known (see ``NameTag``). A view's transform is the
/// group's, about the centre of its frame (guides and name tags stay on the laid-out frame, which Auto Layout
/// decided). Hidden views, views whose transform cannot be undone (a scale by 0), and their subviews are not drawn.
struct ViewPainter {
    let context: PaintContext
    let measurer: any TextMeasuring
    let canvas: Canvas

    /// The group of `view` and its visible subviews, or `nil` when it is hidden or cannot be drawn.
    func group(for view: View, state: inout PaintState) -> DisplayGroup? {
        guard !view.isHidden, view.transform.isInvertible, !state.isOutOfBudget else { return nil }
        state.subject = view.qualifiedName
        state.subjectLocation = view.placementLocation
        guard let rect = context.geometry.rect(of: view), let key = context.keys.key(of: view) else {
            if !context.geometry.isInResult(view) {
                state.warnings.append(PaintWarning(kind: .viewSkipped, message: "view '\(view.displayName)' is not in "
                    + "the layout result; it and its subviews are not drawn"))
            }
            return nil
        }
        let id = state.claim("view-\(key)")
        let style = ViewStyle(view: view, rect: rect)
        var items: [DisplayItem] = []
        if let fill = view.backgroundColor ?? CellDecorationPainter.defaultBackground(of: view)
            ?? context.theme.emptyViewFill, fill.alpha > 0 {
            items.append(.shape(DisplayShape(id: state.claim("\(id)-background"), classes: ["view-background"],
                                             rect: rect, cornerRadius: style.cornerRadius, fill: fill, stroke: nil)))
        }
        if let collection = view as? CollectionView, let fill = collection.listBackgroundColor {
            items.append(.shape(DisplayShape(id: state.claim("\(id)-list-background"), classes: ["list-background"],
                                             rect: rect, cornerRadius: style.cornerRadius, fill: fill, stroke: nil)))
        }
        items += ControlPainter(measurer: measurer).items(for: view, in: rect, prefix: id, state: &state)
        if let label = view as? Label {
            let text = LabelText(label: label, name: view.displayName, rect: rect, measurer: measurer)
            if let drawn = text.text(id: state.claim("label-\(key)"), warnings: &state.warnings) {
                items.append(.text(drawn))
            }
        }
        if let imageView = view as? ImageView {
            items += ImageContentPainter(measurer: measurer).items(for: imageView, rect: rect, key: key, state: &state)
        }
        if context.options.showsNames && view !== canvas {
            state.nameTags.append(NameTag.Request(groupID: id, name: view.displayName, key: key, rect: rect))
        }
        if let table = view as? TableView {
            items += SectionCardPainter(context: context).items(for: table, key: key, state: &state)
        }
        if let collection = view as? CollectionView {
            items += SectionCardPainter(context: context).items(for: collection, key: key, state: &state)
        }
        let appearance = view.userInterfaceStyle(inheriting: context.appearance)
        items = items.map { $0.resolvingColors(for: appearance) }
        for subview in view.subviews {
            if let group = group(for: subview, state: &state) { items.append(.group(group)) }
        }
        if let cell = view as? TableViewCell {
            items += CellDecorationPainter(context: context, measurer: measurer)
                .items(for: cell, rect: rect, key: key, state: &state)
        }
        if let cell = view as? CollectionViewCell {
            items += CellDecorationPainter(context: context, measurer: measurer)
                .items(forListRow: cell, rect: rect, key: key, state: &state)
        }
        items += RepresentativeRowPainter().items(for: view, rect: rect, groupID: id, key: key, state: &state)
        if let border = style.border {
            let shape = DisplayShape(id: state.claim("\(id)-border"), classes: ["view-border"], rect: border.rect,
                                     cornerRadius: border.cornerRadius, fill: nil, stroke: border.stroke)
            items.append(DisplayItem.shape(shape).resolvingColors(for: appearance))
        }
        let clips = view.clipsToBounds || view is ScrollView
        let classes = ["view"] + (ControlPainter.kind(of: view).map { [$0] } ?? []) + Self.classes(of: view)
        let transform = view.transform.isIdentity ? nil : view.transform.about(CGPoint(x: rect.midX, y: rect.midY))
        return DisplayGroup(id: id, classes: classes, opacity: style.opacity * ControlPainter.opacity(of: view),
                            clip: clips ? DisplayClip(rect: rect, cornerRadius: style.cornerRadius) : nil, items: items,
                            transform: transform)
    }

    /// The extra SVG classes naming what kind of UIKit view a group draws.
    static func classes(of view: View) -> [String] {
        switch view {
        case is ImageView: ["image-view"]
        case is TableViewCell: ["table-cell"]
        case is CollectionViewCell: ["collection-cell"]
        case is TableView: ["table-view"]
        case is CollectionView: ["collection-view"]
        default: []
        }
    }
}
