import Foundation
import LayoutScene

extension HostTypeDeclarations {
    /// `UITableView`, `UICollectionView`, their cells, section views and layouts, and the nested enums (`UITableViewCell.CellStyle`,
    /// `.AccessoryType`, `.SelectionStyle`, `.SeparatorStyle`, `UITableView.Style`).
    static func declareCells(in registry: HostRegistry) {
        let view = registry.type(View.self)
        let scroll = registry.type(ScrollView.self)
        let table = registry.declare(TableView.self, "UITableView", aliases: ["TableView"], parent: scroll,
                                     isValueType: false)
        table.nestedTypes["Style"] = registry.declare(TableViewStyle.self, "UITableView.Style",
                                                      aliases: ["TableViewStyle"], isValueType: true)
        registry.declare(CollectionView.self, "UICollectionView", aliases: ["CollectionView"], parent: scroll,
                         isValueType: false)
        let cell = registry.declare(TableViewCell.self, "UITableViewCell", aliases: ["TableViewCell"], parent: view,
                                    isValueType: false)
        cell.nestedTypes["CellStyle"] = registry.declare(TableViewCellStyle.self, "UITableViewCell.CellStyle",
                                                         aliases: ["TableViewCellStyle"], isValueType: true)
        cell.nestedTypes["AccessoryType"] = registry.declare(
            TableViewCellAccessoryType.self, "UITableViewCell.AccessoryType", aliases: ["TableViewCellAccessoryType"],
            isValueType: true)
        cell.nestedTypes["SelectionStyle"] = registry.declare(
            TableViewCellSelectionStyle.self, "UITableViewCell.SelectionStyle",
            aliases: ["TableViewCellSelectionStyle"], isValueType: true)
        cell.nestedTypes["SeparatorStyle"] = registry.declare(
            TableViewCellSeparatorStyle.self, "UITableViewCell.SeparatorStyle",
            aliases: ["TableViewCellSeparatorStyle"], isValueType: true)
        registry.declare(TableViewHeaderFooterView.self, "UITableViewHeaderFooterView",
                         aliases: ["TableViewHeaderFooterView"], parent: view, isValueType: false)
        registry.declare(CollectionViewCell.self, "UICollectionViewCell", aliases: ["CollectionViewCell"],
                         parent: view, isValueType: false)
        let layout = registry.declare(CollectionViewLayout.self, "UICollectionViewLayout",
                                      aliases: ["CollectionViewLayout"], isValueType: false)
        registry.declare(CollectionViewFlowLayout.self, "UICollectionViewFlowLayout",
                         aliases: ["CollectionViewFlowLayout"], parent: layout, isValueType: false)
    }
}

extension CollectionViewLayout: HostValue {}
extension TableViewStyle: HostValue {}
extension TableViewCellStyle: HostValue {}
extension TableViewCellAccessoryType: HostValue {}
extension TableViewCellSelectionStyle: HostValue {}
extension TableViewCellSeparatorStyle: HostValue {}
