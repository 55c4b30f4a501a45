import Foundation
import LayoutScene

extension HostTypeDeclarations {
    /// Diffable data sources and snapshots, cell registrations, list cells, their accessories and list content
    /// configurations.
    static func declareDiffableLists(in registry: HostRegistry) {
        typealias B = DiffableDataSourceBindings
        let source = registry.declare(B.Source.self, "DiffableDataSource", isValueType: false)
        registry.declare(B.CollectionSource.self, "UICollectionViewDiffableDataSource",
                         aliases: ["CollectionViewDiffableDataSource"], parent: source, isValueType: false)
        registry.declare(B.TableSource.self, "UITableViewDiffableDataSource",
                         aliases: ["TableViewDiffableDataSource"], parent: source, isValueType: false)
        registry.declare(ScriptSnapshot.self, "NSDiffableDataSourceSnapshot",
                         aliases: ["DiffableDataSourceSnapshot"], isValueType: true)
        let collection = registry.type(CollectionView.self), table = registry.type(TableView.self)
        collection.nestedTypes["CellRegistration"] = registry.declare(
            B.Registration.self, "UICollectionView.CellRegistration", isValueType: true)
        collection.nestedTypes["SupplementaryRegistration"] = registry.declare(
            B.SupplementaryRegistration.self, "UICollectionView.SupplementaryRegistration", isValueType: true)
        table.nestedTypes["RowAnimation"] = registry.declare(TableViewRowAnimation.self, "UITableView.RowAnimation",
                                                             aliases: ["TableViewRowAnimation"], isValueType: true)
        registry.declare(CollectionViewListCell.self, "UICollectionViewListCell", aliases: ["CollectionViewListCell"],
                         parent: registry.type(CollectionViewCell.self), isValueType: false)
        registry.declare(ListContentView.self, "UIListContentView", aliases: ["ListContentView"],
                         parent: registry.type(View.self), isValueType: false)
        let content = registry.declare(ListContentConfiguration.self, "UIListContentConfiguration",
                                       aliases: ["ListContentConfiguration"], isValueType: true)
        content.nestedTypes["TextProperties"] = registry.declare(
            ListContentConfiguration.TextProperties.self, "UIListContentConfiguration.TextProperties", isValueType: true)
        content.nestedTypes["ImageProperties"] = registry.declare(
            ListContentConfiguration.ImageProperties.self, "UIListContentConfiguration.ImageProperties",
            isValueType: true)
        let accessory = registry.declare(CellAccessory.self, "UICellAccessory", aliases: ["CellAccessory"],
                                         isValueType: true)
        accessory.nestedTypes["DisplayedState"] = registry.declare(
            CellAccessory.DisplayedState.self, "UICellAccessory.DisplayedState", isValueType: true)
    }
}

extension DiffableDataSource: HostValue {}
extension ScriptSnapshot: HostValue {}
extension CollectionView.CellRegistration: HostValue {}
extension CollectionView.SupplementaryRegistration: HostValue {}
extension TableViewRowAnimation: HostValue {}
extension ListContentConfiguration: HostValue {}
extension ListContentConfiguration.TextProperties: HostValue {}
extension ListContentConfiguration.ImageProperties: HostValue {}
extension CellAccessory: HostValue {}
extension CellAccessory.DisplayedState: HostValue {}
