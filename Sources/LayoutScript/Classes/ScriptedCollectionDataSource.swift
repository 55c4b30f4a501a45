import Foundation
import LayoutScene

/// A scene object set as a collection's `dataSource` or `delegate`, answering the collection (see
/// ``LayoutScene/CollectionViewDataSource`` and ``LayoutScene/CollectionViewDelegateFlowLayout``) by running the
/// object's methods: `numberOfSections(in:)`, `collectionView(_:numberOfItemsInSection:)`,
/// `collectionView(_:cellForItemAt:)`, `collectionView(_:viewForSupplementaryElementOfKind:at:)`, and the flow
/// layout's `…referenceSizeForHeaderInSection:` / `…FooterInSection:`, `collectionView(_:layout:sizeForItemAt:)`,
/// `…insetForSectionAt:`, `…minimumLineSpacingForSectionAt:`, `…minimumInteritemSpacingForSectionAt:`. As for tables
/// (``ScriptedTableDataSource``), an unknown item count is three representative items
/// (``LayoutScene/View/isRepresentative``), and a class declaring no
/// count or cell method (the app's other files do) gives them cells of the first class the collection registered.
///
/// ```swift
/// grid.dataSource = self   // in the scene: the controller's methods fill the grid when it is laid out
/// ```
final class ScriptedCollectionDataSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let object: any ScriptedObject
    /// The sections whose item count is unknown, so that their items are representative.
    private var representativeSections = RepresentativeSections()

    init(object: any ScriptedObject) {
        self.object = object
    }

    private var interpreter: Interpreter { object.interpreter }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        interpreter.listCount(interpreter.callback("numberOfSections(in:)", of: object, [.object(collectionView)]),
                              fallback: 1, placeholder: 1, of: "the number of sections", "section", answeredBy: object)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        let answer = interpreter.requiredAnswer("collectionView(_:numberOfItemsInSection:)", of: object,
                                                [.object(collectionView), .int(section)])
        representativeSections.mark(section, representative: answer?.isUnknown == true)
        return interpreter.listCount(answer, fallback: 0, placeholder: ScriptedTableDataSource.placeholderRowCount,
                                     of: "the number of items in section \(section)", "item", answeredBy: object)
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = makeCell(collectionView, at: indexPath)
        if representativeSections.contains(indexPath.section) { cell.isRepresentative = true }
        return cell
    }

    private func makeCell(_ collectionView: CollectionView, at indexPath: IndexPath) -> CollectionViewCell {
        let made = interpreter.requiredAnswer("collectionView(_:cellForItemAt:)", of: object,
                                              [.object(collectionView), .object(indexPath)])
        if let cell = made?.host(CollectionViewCell.self) { return cell }
        if made?.isUnknown == true, let registered = interpreter.registeredItemCell(of: collectionView) {
            return registered
        }
        let cell = CollectionViewCell()
        return interpreter.placeholderCell(cell, contentView: cell.contentView, for: made)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> View? {
        interpreter.callback("collectionView(_:viewForSupplementaryElementOfKind:at:)", of: object,
                             [.object(collectionView), .string(kind), .object(indexPath)])?.host(View.self)
    }

    func collectionView(_ collectionView: CollectionView, referenceSizeForHeaderInSection section: Int) -> CGSize? {
        flowAnswer("referenceSizeForHeaderInSection", collectionView, .int(section))?.host(CGSize.self)
    }

    func collectionView(_ collectionView: CollectionView, referenceSizeForFooterInSection section: Int) -> CGSize? {
        flowAnswer("referenceSizeForFooterInSection", collectionView, .int(section))?.host(CGSize.self)
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
}

extension CollectionView: ScriptedListOwner {
    func answeringObject(_ name: String) -> (any ScriptedObject)? {
        let answerer: AnyObject? = name == "dataSource" ? dataSource : delegate
        return (answerer as? ScriptedCollectionDataSource)?.object
    }

    func setScriptedAnswerer(_ name: String, _ value: Value) {
        let answerer = Interpreter.listAnswerer(for: value) { ScriptedCollectionDataSource(object: $0) }
        if name == "dataSource" { dataSource = answerer } else { delegate = answerer }
    }
}
