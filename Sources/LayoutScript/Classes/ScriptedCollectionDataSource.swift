import Foundation
import LayoutScene

/// A scene object set as a collection's `dataSource` or `delegate`, answering the collection (see
/// ``LayoutScene/CollectionViewDataSource`` and ``LayoutScene/CollectionViewDelegateFlowLayout``) by running the
/// object's methods: `numberOfSections(in:)`, `collectionView(_:numberOfItemsInSection:)`,
/// `collectionView(_:cellForItemAt:)`, and the flow layout's `collectionView(_:layout:sizeForItemAt:)`,
/// `…insetForSectionAt:`, `…minimumLineSpacingForSectionAt:`, `…minimumInteritemSpacingForSectionAt:`. As for tables
/// (``ScriptedTableDataSource``), an unknown item count is three representative items.
///
/// ```swift
/// grid.dataSource = self   // in the scene: the controller's methods fill the grid when it is laid out
/// ```
final class ScriptedCollectionDataSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let object: any ScriptedObject
    unowned let interpreter: Interpreter

    init(object: any ScriptedObject, interpreter: Interpreter) {
        self.object = object
        self.interpreter = interpreter
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        count(interpreter.callback("numberOfSections(in:)", of: object, [.object(collectionView)]), default: 1,
              placeholder: 1, what: "the number of sections")
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        count(interpreter.callback("collectionView(_:numberOfItemsInSection:)", of: object,
                                   [.object(collectionView), .int(section)]),
              default: 0, placeholder: ScriptedTableDataSource.placeholderRowCount,
              what: "the number of items in section \(section)")
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let made = interpreter.callback("collectionView(_:cellForItemAt:)", of: object,
                                        [.object(collectionView), .object(indexPath)])
        return made?.host(CollectionViewCell.self) ?? CollectionViewCell()
    }

    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        flowAnswer("sizeForItemAt", collectionView, .object(indexPath))?.host(CGSize.self)
    }

    func collectionView(_ collectionView: CollectionView, insetForSectionAt section: Int) -> EdgeInsets? {
        flowAnswer("insetForSectionAt", collectionView, .int(section))?.host(EdgeInsets.self)
    }

    func collectionView(_ collectionView: CollectionView, minimumLineSpacingForSectionAt section: Int) -> CGFloat? {
        flowAnswer("minimumLineSpacingForSectionAt", collectionView, .int(section))?.number.map { CGFloat($0) }
    }

    func collectionView(_ collectionView: CollectionView, minimumInteritemSpacingForSectionAt section: Int)
        -> CGFloat? {
        flowAnswer("minimumInteritemSpacingForSectionAt", collectionView, .int(section))?.number.map { CGFloat($0) }
    }

    /// The answer of the flow layout delegate method `collectionView(_:layout:<label>:)`, if the object has it.
    private func flowAnswer(_ label: String, _ collectionView: CollectionView, _ argument: Value) -> Value? {
        interpreter.callback("collectionView(_:layout:\(label):)", of: object,
                             [.object(collectionView), .object(collectionView.collectionViewLayout), argument])
    }

    private func count(_ value: Value?, default fallback: Int, placeholder: Int, what: String) -> Int {
        switch value {
        case .int(let count)?: return count
        case let unknown? where unknown.isUnknown:
            interpreter.warnOnce("\(what) is unknown (the app's data is not in the files): \(placeholder) "
                                     + "representative \(placeholder == 1 ? "section is" : "items are") shown",
                                 at: object.instance.scriptClass.decl.nameSpan)
            return placeholder
        default: return fallback
        }
    }
}

extension CollectionView {
    /// The scene object answering as `dataSource` or `delegate` (`name`), if one does.
    func scriptedAnswerer(_ name: String) -> ScriptedCollectionDataSource? {
        if name == "dataSource" { return dataSource as? ScriptedCollectionDataSource }
        return delegate as? ScriptedCollectionDataSource
    }

    /// Makes a scene object the collection's `dataSource` or `delegate` (`name`); nil clears it, and anything else
    /// leaves it unset.
    func setScriptedAnswerer(_ name: String, _ value: Value) {
        let answerer = Interpreter.listAnswerer(for: value) {
            ScriptedCollectionDataSource(object: $0, interpreter: $0.interpreter)
        }
        if name == "dataSource" { dataSource = answerer } else { delegate = answerer }
    }
}
