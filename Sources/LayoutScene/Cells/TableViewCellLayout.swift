import Foundation

/// The constraints of a table cell's built-in layout for its current state: the content view filling the cell up
/// to the accessory (an accessory view pinned to the trailing margin and centred), the image view at the leading
/// margin, and the title and detail placed by the style (see
/// ``CellLayoutEstimates`` for the numbers). Rows of a built-in style are at least 44 points tall.
struct TableViewCellLayout {
    typealias E = CellLayoutEstimates

    let cell: TableViewCell
    let title: Label?
    let detail: Label?
    let image: ImageView?
    let accessory: View?

    /// The state the constraints depend on.
    var signature: String {
        let accessoryState = accessory.map { "\(ObjectIdentifier($0).hashValue) \($0.frame.size)" } ?? "-"
        return "\(cell.style.rawValue) \(cell.accessoryType.rawValue) \(title != nil) \(detail != nil) "
            + "\(image != nil) \(hasImage) \(accessoryState)"
    }

    /// Whether the image view shows an image with a size, which moves the text after it.
    private var hasImage: Bool {
        guard let size = image?.image?.size else { return false }
        return size.width > 0 && size.height > 0
    }

    func constraints() -> [LayoutConstraint] {
        let content = cell.contentView
        var result = [
            make("contentView-top", content, .top, cell, .top),
            make("contentView-left", content, .left, cell, .left),
            make("contentView-bottom", content, .bottom, cell, .bottom),
        ]
        if let accessory {
            result += accessoryConstraints(accessory)
        } else {
            result.append(make("contentView-right", content, .right, cell, .right, constant: -cell.accessoryWidth))
        }
        if let image { result += imageConstraints(image) }
        if title != nil || detail != nil {
            result.append(make("minimumHeight", content, .height, .greaterThanOrEqual, nil, .notAnAttribute,
                               constant: E.minimumRowHeight, priority: LayoutPriority(999)))
        }
        result += textConstraints()
        return result
    }

    /// The accessory view at the trailing margin, centred, its frame's size (its intrinsic size while that is zero),
    /// with the content view ending the accessory spacing before it.
    private func accessoryConstraints(_ accessory: View) -> [LayoutConstraint] {
        var result = [
            make("accessoryView-right", accessory, .right, cell, .right, constant: -E.horizontalMargin),
            make("accessoryView-centerY", accessory, .centerY, cell, .centerY),
            make("contentView-right", cell.contentView, .right, accessory, .left, constant: -E.accessorySpacing),
        ]
        let size = accessory.frame.size
        if size.width > 0 || size.height > 0 {
            result += [make("accessoryView-width", accessory, .width, nil, .notAnAttribute, constant: size.width),
                       make("accessoryView-height", accessory, .height, nil, .notAnAttribute, constant: size.height)]
        }
        return result
    }

    private func imageConstraints(_ image: ImageView) -> [LayoutConstraint] {
        let content = cell.contentView
        var result = [
            make("imageView-left", image, .left, content, .left, constant: E.horizontalMargin),
            make("imageView-centerY", image, .centerY, content, .centerY),
        ]
        if hasImage {
            result.append(make("imageView-top", image, .top, .greaterThanOrEqual, content, .top))
        } else {
            result += [make("imageView-width", image, .width, nil, .notAnAttribute),
                       make("imageView-height", image, .height, nil, .notAnAttribute)]
        }
        return result
    }

    /// The title's leading constraint: after the image when there is one, else at the margin.
    private func leading(_ label: Label, _ name: String) -> LayoutConstraint {
        if hasImage, let image {
            return make("\(name)-left", label, .left, image, .right, constant: E.imageToTextSpacing)
        }
        return make("\(name)-left", label, .left, cell.contentView, .left, constant: E.horizontalMargin)
    }

    private func textConstraints() -> [LayoutConstraint] {
        let content = cell.contentView
        switch (cell.style, title, detail) {
        case (.subtitle, let title?, let detail?):
            return [leading(title, "textLabel"), trailingLimit(title, "textLabel"), leading(detail, "detailTextLabel"),
                    trailingLimit(detail, "detailTextLabel"),
                    make("detailTextLabel-top", detail, .top, title, .bottom, constant: E.subtitleSpacing),
                    make("textLabel-top", title, .top, .greaterThanOrEqual, content, .top, constant: E.verticalMargin)]
                + centredBlock(top: title, bottom: detail)
        case (.value1, let title?, let detail?):
            detail.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
            return [leading(title, "textLabel"),
                    make("detailTextLabel-right", detail, .right, content, .right, constant: -E.horizontalMargin),
                    make("detailTextLabel-spacing", detail, .left, .greaterThanOrEqual, title, .right,
                         constant: E.value1Spacing)]
                + centred(title, "textLabel") + centred(detail, "detailTextLabel")
        case (.value2, let title?, let detail?):
            return [make("textLabel-left", title, .left, content, .left, constant: E.horizontalMargin),
                    make("textLabel-width", title, .width, nil, .notAnAttribute, constant: E.value2TitleWidth),
                    make("detailTextLabel-left", detail, .left, title, .right, constant: E.value2Spacing),
                    trailingLimit(detail, "detailTextLabel")]
                + centred(title, "textLabel") + centred(detail, "detailTextLabel")
        default:
            var result: [LayoutConstraint] = []
            if let title {
                result += [leading(title, "textLabel"), trailingLimit(title, "textLabel")] + centred(title, "textLabel")
            }
            if let detail {
                result += [leading(detail, "detailTextLabel"), trailingLimit(detail, "detailTextLabel")]
                    + centred(detail, "detailTextLabel")
            }
            return result
        }
    }

    private func trailingLimit(_ label: Label, _ name: String) -> LayoutConstraint {
        make("\(name)-right", label, .right, .lessThanOrEqual, cell.contentView, .right, constant: -E.horizontalMargin)
    }

    /// Vertically centred, with at least the vertical margin above (and so below).
    private func centred(_ label: Label, _ name: String) -> [LayoutConstraint] {
        [make("\(name)-centerY", label, .centerY, cell.contentView, .centerY),
         make("\(name)-top", label, .top, .greaterThanOrEqual, cell.contentView, .top, constant: E.verticalMargin)]
    }

    /// The block from `top`'s top to `bottom`'s bottom centred in the content view, through a guide that spans it.
    private func centredBlock(top: Label, bottom: Label) -> [LayoutConstraint] {
        let guide = cell.textBlockGuide
        return [make("textBlock-top", guide, .top, top, .top),
                make("textBlock-bottom", guide, .bottom, bottom, .bottom),
                make("textBlock-left", guide, .left, cell.contentView, .left),
                make("textBlock-width", guide, .width, nil, .notAnAttribute),
                make("textBlock-center", guide, .centerY, cell.contentView, .centerY)]
    }

    private func make(_ name: String, _ first: LayoutItem, _ attribute: LayoutAttribute,
                      _ relation: LayoutRelation, _ second: LayoutItem?, _ secondAttribute: LayoutAttribute,
                      constant: CGFloat = 0, priority: LayoutPriority = .required) -> LayoutConstraint {
        SystemConstraintSet.make("UITableViewCell-\(name)", first, attribute, relation, second, secondAttribute,
                                 constant: constant, priority: priority)
    }

    private func make(_ name: String, _ first: LayoutItem, _ attribute: LayoutAttribute, _ second: LayoutItem?,
                      _ secondAttribute: LayoutAttribute, constant: CGFloat = 0) -> LayoutConstraint {
        make(name, first, attribute, .equal, second, secondAttribute, constant: constant)
    }
}
