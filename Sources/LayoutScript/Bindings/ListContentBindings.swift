import Foundation
import LayoutScene

/// `UIListContentConfiguration` (its styles, texts, image and their properties), cells' `contentConfiguration`
/// and `defaultContentConfiguration()`, `UICollectionViewListCell` and `UICellAccessory`.
enum ListContentBindings {
    typealias Content = ListContentConfiguration

    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        bindConfiguration(registry, t)
        bindCells(registry, t)
        bindAccessories(registry, t)
    }

    private static func bindConfiguration(_ registry: HostRegistry, _ t: BindingTypes) {
        let content = registry.type(Content.self)
        let styles: [(String, Content.Style)] = [
            ("cell", .cell), ("subtitleCell", .subtitleCell), ("valueCell", .valueCell), ("sidebarCell", .sidebarCell),
            ("sidebarSubtitleCell", .subtitleCell), ("accompaniedSidebarCell", .sidebarCell),
            ("groupedHeader", .groupedHeader), ("groupedFooter", .groupedFooter), ("plainHeader", .plainHeader),
            ("plainFooter", .plainFooter), ("header", .plainHeader), ("footer", .plainFooter),
            ("sidebarHeader", .plainHeader), ("prominentInsetGroupedHeader", .prominentInsetGroupedHeader),
            ("extraProminentInsetGroupedHeader", .prominentInsetGroupedHeader),
        ]
        for (name, style) in styles {
            content.staticMethod("\(name)()", []) { _ in .object(Content(style: style)) }
        }
        content.property("text", \Content.text)
        content.property("secondaryText", \Content.secondaryText)
        content.property("image", \Content.image)
        content.property("textProperties", \Content.textProperties)
        content.property("secondaryTextProperties", \Content.secondaryTextProperties)
        content.property("imageProperties", \Content.imageProperties)
        content.property("directionalLayoutMargins", \Content.directionalLayoutMargins)
        content.property("imageToTextPadding", \Content.imageToTextPadding)
        content.property("textToSecondaryTextVerticalPadding", \Content.textToSecondaryTextVerticalPadding)
        content.property("textToSecondaryTextHorizontalPadding", \Content.textToSecondaryTextHorizontalPadding)
        content.property("prefersSideBySideTextAndSecondaryText", \Content.prefersSideBySideTextAndSecondaryText)
        content.method("makeContentView()", []) { call in
            try call.interpreter.makeView(call.receiver(Content.self).makeContentView(), at: call.span)
        }
        let text = registry.type(Content.TextProperties.self)
        text.property("font", \Content.TextProperties.font)
        text.property("color", \Content.TextProperties.color)
        text.property("numberOfLines", \Content.TextProperties.numberOfLines)
        text.property("alignment", \Content.TextProperties.alignment)
        let image = registry.type(Content.ImageProperties.self)
        image.property("tintColor", \Content.ImageProperties.tintColor)
        image.property("maximumSize", \Content.ImageProperties.maximumSize)
        image.property("reservedLayoutSize", \Content.ImageProperties.reservedLayoutSize)
        image.property("cornerRadius", \Content.ImageProperties.cornerRadius)
    }

    /// `contentConfiguration` holds a list content configuration (other configurations are the app's own types and
    /// stay unknown); `defaultContentConfiguration()` gives a row's.
    private static func bindCells(_ registry: HostRegistry, _ t: BindingTypes) {
        let configuration = ScriptType.optional(t.host(Content.self))
        let table = registry.type(TableViewCell.self)
        table.properties["contentConfiguration"] = HostProperty(
            type: configuration,
            get: { ($0 as? TableViewCell)?.contentConfiguration.map { .object($0) } ?? .null },
            set: { receiver, value in
                (receiver as? TableViewCell)?.contentConfiguration = value.host(Content.self)
                return receiver
            }, namesItem: false)
        table.method("defaultContentConfiguration()", []) {
            .object(try $0.receiver(TableViewCell.self).defaultContentConfiguration())
        }
        let item = registry.type(CollectionViewCell.self)
        item.properties["contentConfiguration"] = HostProperty(
            type: configuration,
            get: { ($0 as? CollectionViewCell)?.contentConfiguration.map { .object($0) } ?? .null },
            set: { receiver, value in
                (receiver as? CollectionViewCell)?.contentConfiguration = value.host(Content.self)
                return receiver
            }, namesItem: false)
        let list = registry.type(CollectionViewListCell.self)
        list.initializer("init()", []) { try $0.interpreter.makeView(CollectionViewListCell(), at: $0.span) }
        list.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(CollectionViewListCell(frame: $0.get(0)), at: $0.span)
        }
        list.method("defaultContentConfiguration()", []) {
            .object(try $0.receiver(CollectionViewListCell.self).defaultContentConfiguration())
        }
        list.property("accessories", \CollectionViewListCell.accessories)
        list.property("indentationLevel", \CollectionViewListCell.indentationLevel)
        list.property("indentationWidth", \CollectionViewListCell.indentationWidth)
    }

    /// Every `UICellAccessory` maker, whatever options it is given.
    private static func bindAccessories(_ registry: HostRegistry, _ t: BindingTypes) {
        let accessory = registry.type(CellAccessory.self)
        let displayed = t.host(CellAccessory.DisplayedState.self)
        let kinds: [(String, CellAccessory.Kind, [String])] = [
            ("disclosureIndicator", .disclosureIndicator, ["displayed", "options"]),
            ("checkmark", .checkmark, ["displayed", "options"]),
            ("detail", .detail, ["displayed", "options", "actionHandler"]),
            ("delete", .delete, ["displayed", "options", "actionHandler"]),
            ("reorder", .reorder, ["displayed", "options"]),
            ("outlineDisclosure", .outlineDisclosure, ["displayed", "options", "actionHandler"]),
            ("multiselect", .multiselect, ["displayed", "options"]),
            ("insert", .insert, ["displayed", "options", "actionHandler"]),
            ("popUpMenu", .popUpMenu, ["_", "displayed", "options", "selectedElementDidChangeHandler"]),
        ]
        for (name, kind, labels) in kinds {
            let types = labels.map { $0 == "displayed" ? displayed : ScriptType.any }
            let required = labels.first == "_" ? 1 : 0
            accessory.staticMethod("\(name)(\(labels.map { "\($0):" }.joined()))", types,
                                   defaults: labels.count - required) { call in
                let state: CellAccessory.DisplayedState = labels.firstIndex(of: "displayed")
                    .flatMap { call.isProvided($0) ? call.value($0).host(CellAccessory.DisplayedState.self) : nil }
                    ?? .whenNotEditing
                return .object(CellAccessory(kind: kind, displayed: state))
            }
        }
        accessory.staticMethod("label(text:displayed:options:)", [t.string, displayed, .any], defaults: 2) { _ in
            .object(CellAccessory(kind: .label))
        }
        accessory.staticMethod("customView(configuration:)", [.any]) { _ in .object(CellAccessory(kind: .customView)) }
        registry.type(CellAccessory.DisplayedState.self).namedCases(CellAccessory.DisplayedState.self)
    }
}
