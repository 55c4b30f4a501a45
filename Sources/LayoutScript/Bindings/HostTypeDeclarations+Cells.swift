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
        declareCompositionalLayout(in: registry, layout: layout)
        declareDiffableLists(in: registry)
    }

    /// `UICollectionViewCompositionalLayout` and the `NSCollectionLayout…` types it is built from.
    private static func declareCompositionalLayout(in registry: HostRegistry, layout: HostType) {
        registry.declare(CollectionViewCompositionalLayout.self, "UICollectionViewCompositionalLayout",
                         aliases: ["CollectionViewCompositionalLayout"], parent: layout, isValueType: false)
        registry.declare(CollectionViewCompositionalLayoutConfiguration.self,
                         "UICollectionViewCompositionalLayoutConfiguration",
                         aliases: ["CollectionViewCompositionalLayoutConfiguration"], isValueType: false)
        registry.declare(CollectionLayoutDimension.self, "NSCollectionLayoutDimension",
                         aliases: ["CollectionLayoutDimension"], isValueType: false)
        registry.declare(CollectionLayoutSize.self, "NSCollectionLayoutSize", aliases: ["CollectionLayoutSize"],
                         isValueType: false)
        let item = registry.declare(CollectionLayoutItem.self, "NSCollectionLayoutItem",
                                    aliases: ["CollectionLayoutItem"], isValueType: false)
        registry.declare(CollectionLayoutGroup.self, "NSCollectionLayoutGroup", aliases: ["CollectionLayoutGroup"],
                         parent: item, isValueType: false)
        registry.declare(CollectionLayoutSpacing.self, "NSCollectionLayoutSpacing",
                         aliases: ["CollectionLayoutSpacing"], isValueType: false)
        registry.declare(CollectionLayoutSection.self, "NSCollectionLayoutSection",
                         aliases: ["CollectionLayoutSection"], isValueType: false)
        registry.declare(CollectionLayoutSectionOrthogonalScrollingBehavior.self,
                         "UICollectionLayoutSectionOrthogonalScrollingBehavior",
                         aliases: ["CollectionLayoutSectionOrthogonalScrollingBehavior"], isValueType: true)
        registry.declare(RectAlignment.self, "NSRectAlignment", aliases: ["RectAlignment"], isValueType: true)
        registry.declare(CollectionLayoutBoundarySupplementaryItem.self,
                         "NSCollectionLayoutBoundarySupplementaryItem",
                         aliases: ["CollectionLayoutBoundarySupplementaryItem"], isValueType: false)
        registry.declare(CollectionLayoutEnvironment.self, "NSCollectionLayoutEnvironment",
                         aliases: ["CollectionLayoutEnvironment"], isValueType: false)
        registry.declare(CollectionLayoutContainer.self, "NSCollectionLayoutContainer",
                         aliases: ["CollectionLayoutContainer"], isValueType: false)
        let list = registry.declare(CollectionLayoutListConfiguration.self, "UICollectionLayoutListConfiguration",
                                    aliases: ["CollectionLayoutListConfiguration"], isValueType: true)
        list.nestedTypes["Appearance"] = registry.declare(
            CollectionLayoutListConfiguration.Appearance.self, "UICollectionLayoutListConfiguration.Appearance",
            isValueType: true)
        list.nestedTypes["HeaderMode"] = registry.declare(
            CollectionLayoutListConfiguration.HeaderMode.self, "UICollectionLayoutListConfiguration.HeaderMode",
            isValueType: true)
    }
}

extension CollectionViewCompositionalLayoutConfiguration: HostValue {}
extension CollectionLayoutDimension: HostValue {}
extension CollectionLayoutSize: HostValue {}
extension CollectionLayoutItem: HostValue {}
extension CollectionLayoutSpacing: HostValue {}
extension CollectionLayoutSection: HostValue {}
extension CollectionLayoutSectionOrthogonalScrollingBehavior: HostValue {}
extension RectAlignment: HostValue {}
extension CollectionLayoutBoundarySupplementaryItem: HostValue {}
extension CollectionLayoutEnvironment: HostValue {}
extension CollectionLayoutContainer: HostValue {}
extension CollectionLayoutListConfiguration: HostValue {}
extension CollectionLayoutListConfiguration.Appearance: HostValue {}
extension CollectionLayoutListConfiguration.HeaderMode: HostValue {}

extension CollectionViewLayout: HostValue {}
extension TableViewStyle: HostValue {}
extension TableViewCellStyle: HostValue {}
extension TableViewCellAccessoryType: HostValue {}
extension TableViewCellSelectionStyle: HostValue {}
extension TableViewCellSeparatorStyle: HostValue {}
