/// Pairs views of two snapshots by name and occurrence; lists the rest as added or removed subtrees.
struct ViewMatching {
    /// A view only one snapshot has, with the number of its descendants that snapshot alone has too.
    struct Subtree {
        var name: String
        var subviews: Int
    }

    /// Every view in both snapshots, with its index in the reference, in reference tree order.
    var pairs: [(reference: ViewSnapshot, actual: ViewSnapshot, index: Int)] = []
    var added: [Subtree] = []
    var removed: [Subtree] = []

    init(reference: [ViewSnapshot], actual: [ViewSnapshot]) {
        let referenceKeys = Self.keys(of: reference), actualKeys = Self.keys(of: actual)
        let actualIndexByKey = Dictionary(uniqueKeysWithValues: actualKeys.enumerated().map { ($0.element, $0.offset) })
        let referenceKeySet = Set(referenceKeys)
        for (index, key) in referenceKeys.enumerated() {
            if let actualIndex = actualIndexByKey[key] {
                pairs.append((reference[index], actual[actualIndex], index))
            }
        }
        removed = Self.subtrees(of: reference, where: { actualIndexByKey[referenceKeys[$0]] == nil })
        added = Self.subtrees(of: actual, where: { !referenceKeySet.contains(actualKeys[$0]) })
    }

    private struct Key: Hashable {
        var name: String
        var occurrence: Int
    }

    private static func keys(of views: [ViewSnapshot]) -> [Key] {
        var seen: [String: Int] = [:]
        return views.map { view in
            defer { seen[view.name, default: 0] += 1 }
            return Key(name: view.name, occurrence: seen[view.name, default: 0])
        }
    }

    /// The selected views whose parent is not selected, each with its count of selected descendants.
    private static func subtrees(of views: [ViewSnapshot], where isSelected: (Int) -> Bool) -> [Subtree] {
        var subtrees: [Subtree] = []
        var subtreeOfIndex: [Int: Int] = [:]
        for (index, parent) in SnapshotTree.parents(of: views).enumerated() where isSelected(index) {
            if let parent, let subtree = subtreeOfIndex[parent] {
                subtrees[subtree].subviews += 1
                subtreeOfIndex[index] = subtree
            } else {
                subtreeOfIndex[index] = subtrees.count
                subtrees.append(Subtree(name: views[index].name, subviews: 0))
            }
        }
        return subtrees
    }
}
