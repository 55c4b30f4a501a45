import Foundation
import LayoutScene

/// `UITableViewCell` / `TableViewCell`: styles, the content view and built-in views, backgrounds, accessories and
/// separators.
enum TableViewCellBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let cell = registry.type(TableViewCell.self)
        cell.initializer("init(style:reuseIdentifier:)", [t.host(TableViewCellStyle.self), .optional(t.string)]) {
            try $0.interpreter.makeView(TableViewCell(style: $0.get(0), reuseIdentifier: $0.get(1)), at: $0.span)
        }
        cell.initializer("init()", []) { try $0.interpreter.makeView(TableViewCell(), at: $0.span) }
        cell.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(TableViewCell(frame: $0.get(0)), at: $0.span)
        }
        cell.readOnly("reuseIdentifier", \TableViewCell.reuseIdentifier)
        cell.readOnly("contentView", \TableViewCell.contentView)
        cell.readOnly("textLabel", \TableViewCell.textLabel)
        cell.readOnly("detailTextLabel", \TableViewCell.detailTextLabel)
        cell.readOnly("imageView", \TableViewCell.imageView)
        cell.property("accessoryType", \TableViewCell.accessoryType)
        cell.property("accessoryView", \TableViewCell.accessoryView)
        cell.property("backgroundView", \TableViewCell.backgroundView)
        cell.property("selectedBackgroundView", \TableViewCell.selectedBackgroundView)
        cell.property("selectionStyle", \TableViewCell.selectionStyle)
        cell.property("separatorInset", \TableViewCell.separatorInset)
        bindHeaderFooterView(registry, t)
        registry.type(TableViewCellStyle.self).namedCases(TableViewCellStyle.self)
        registry.type(TableViewCellStyle.self).cValues(TableViewCellStyle.self)
        registry.type(TableViewCellAccessoryType.self).namedCases(TableViewCellAccessoryType.self)
        registry.type(TableViewCellSelectionStyle.self).namedCases(TableViewCellSelectionStyle.self)
        registry.type(TableViewCellSelectionStyle.self).cValues(TableViewCellSelectionStyle.self)
        registry.type(TableViewCellSeparatorStyle.self).namedCases(TableViewCellSeparatorStyle.self)
    }

    /// `UITableViewHeaderFooterView`: its initializers, content view and built-in title label.
    private static func bindHeaderFooterView(_ registry: HostRegistry, _ t: BindingTypes) {
        let header = registry.type(TableViewHeaderFooterView.self)
        header.initializer("init(reuseIdentifier:)", [.optional(t.string)]) {
            try $0.interpreter.makeView(TableViewHeaderFooterView(reuseIdentifier: $0.get(0)), at: $0.span)
        }
        header.initializer("init()", []) { try $0.interpreter.makeView(TableViewHeaderFooterView(), at: $0.span) }
        header.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(TableViewHeaderFooterView(frame: $0.get(0)), at: $0.span)
        }
        header.readOnly("reuseIdentifier", \TableViewHeaderFooterView.reuseIdentifier)
        header.readOnly("contentView", \TableViewHeaderFooterView.contentView)
        header.readOnly("textLabel", \TableViewHeaderFooterView.textLabel)
    }
}
