import Foundation
import LayoutScene

/// A scene's diffable snapshot: the snapshot with the scene types of its identifiers, from the generic arguments it
/// was made with (`NSDiffableDataSourceSnapshot<Section, Book>()`) or, when none were written, from the first
/// identifiers appended, so that `.main` in `appendItems(books, toSection: .main)` means `Section.main`.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Book>()   // in the scene
/// ```
struct ScriptSnapshot {
    var snapshot: DiffableDataSourceBindings.Snapshot
    var sectionType: ScriptType
    var itemType: ScriptType

    mutating func learnSectionType(from values: [Value]) {
        if sectionType.isAny, let type = values.first.flatMap(Self.declaredType) { sectionType = type }
    }

    mutating func learnItemType(from values: [Value]) {
        if itemType.isAny, let type = values.first.flatMap(Self.declaredType) { itemType = type }
    }

    /// The type of a struct or enum value the scene declares.
    static func declaredType(of value: Value) -> ScriptType? {
        value.valueTypeNamespace.map(ScriptType.valueType)
    }
}

/// A diffable data source that knows the scene types of its identifiers (see ``ScriptSnapshot``).
protocol TypedIdentifiers: AnyObject {
    var identifierTypes: (section: ScriptType, item: ScriptType) { get set }
}

extension TypedIdentifiers {
    /// Takes the types written as generic arguments (`UICollectionViewDiffableDataSource<Section, Book>(…)`).
    func learn(generic arguments: [ScriptType]) {
        learn(arguments.first ?? .any, arguments.count > 1 ? arguments[1] : .any)
    }

    /// Takes the types it does not know yet.
    func learn(_ section: ScriptType, _ item: ScriptType) {
        if identifierTypes.section.isAny { identifierTypes.section = section }
        if identifierTypes.item.isAny { identifierTypes.item = item }
    }
}

/// A scene's `UICollectionViewDiffableDataSource`.
final class TypedCollectionDiffableDataSource: DiffableDataSourceBindings.CollectionSource, TypedIdentifiers {
    var identifierTypes: (section: ScriptType, item: ScriptType) = (.any, .any)
    /// The interpreter that runs its providers.
    weak var interpreter: Interpreter?
}

/// A scene's `UITableViewDiffableDataSource`.
final class TypedTableDiffableDataSource: DiffableDataSourceBindings.TableSource, TypedIdentifiers {
    var identifierTypes: (section: ScriptType, item: ScriptType) = (.any, .any)
}
