import Foundation
import LayoutScene

/// Constraints repeated across siblings, found so each is drawn once with a count: the same leading inset on every
/// row of a list, the same height on every row, the same gap between each pair of rows. Two constraints repeat each
/// other when they say the same thing (attributes, relation, constant, multiplier, priority, state) about views of
/// the same class that are siblings or cousins (their superviews are siblings of one class), relative to the same
/// thing (nothing, each one's own superview or its layout guide of the same kind, a sibling, or one shared item),
/// and when the views are laid out alike (most of their constraints repeat each other too: rows of a list, not views
/// that merely share a width). Runs of at least ``minimumCount`` are merged; the first constraint of a run (in
/// drawing order) stands for it.
///
/// ```swift
/// let repeats = GuideRepeats([row1Height, row2Height, row3Height], states: states)
/// repeats.members(of: row1Height).count // 3
/// repeats.isDrawnByAnother(row2Height) // true
/// ```
struct GuideRepeats {
    /// The fewest identical constraints drawn as one; two are still drawn apart, a run of three or more is a list.
    static let minimumCount = 3
    private var runs: [ObjectIdentifier: [LayoutConstraint]] = [:]
    private var drawnByAnother: Set<ObjectIdentifier> = []

    init(_ constraints: [LayoutConstraint], states: ConstraintStates) {
        var keyNumbers: [Key: Int] = [:]
        let keyed = constraints.compactMap { constraint -> (LayoutConstraint, key: Int, View)? in
            guard !states.isBroken(constraint), let view = constraint.firstItem as? View,
                  let key = Key(constraint, state: states.state(of: constraint)) else { return nil }
            let number = keyNumbers[key, default: keyNumbers.count]
            keyNumbers[key] = number
            return (constraint, number, view)
        }
        var keysOfView: [ObjectIdentifier: Set<Int>] = [:]
        for (_, key, view) in keyed { keysOfView[ObjectIdentifier(view), default: []].insert(key) }
        // Views laid out alike share one signature (rows of a list), so `alike` is decided once per pair of them.
        var signatures = Signatures()
        let signatureOfView = keysOfView.mapValues { signatures.number(of: $0) }
        var clustersByKey: [Int: [[(LayoutConstraint, signature: Int)]]] = [:]
        var order: [Int] = []
        for (constraint, key, view) in keyed {
            if clustersByKey[key] == nil { order.append(key) }
            let signature = signatureOfView[ObjectIdentifier(view)] ?? signatures.number(of: [])
            // Appended in place: a copy of the key's clusters per constraint would make this quadratic.
            if let index = clustersByKey[key]?.firstIndex(where: { cluster in
                cluster.first.map { signatures.alike(signature, $0.signature) } ?? false
            }) {
                clustersByKey[key, default: []][index].append((constraint, signature))
            } else {
                clustersByKey[key, default: []].append([(constraint, signature)])
            }
        }
        for cluster in order.flatMap({ clustersByKey[$0] ?? [] }) where cluster.count >= Self.minimumCount {
            guard let first = cluster.first?.0 else { continue }
            runs[ObjectIdentifier(first)] = cluster.map(\.0)
            for other in cluster.dropFirst() { drawnByAnother.insert(ObjectIdentifier(other.0)) }
        }
    }

    /// The constraints the guide of `constraint` stands for, itself first (just itself when it is not repeated).
    func members(of constraint: LayoutConstraint) -> [LayoutConstraint] {
        runs[ObjectIdentifier(constraint)] ?? [constraint]
    }

    /// Whether another constraint's guide stands for this one, so it is not drawn itself.
    func isDrawnByAnother(_ constraint: LayoutConstraint) -> Bool {
        drawnByAnother.contains(ObjectIdentifier(constraint))
    }

    /// The distinct sets of constraint ``Key``s (as numbers) the views have, numbered, with whether two of them are
    /// laid out alike remembered per pair.
    private struct Signatures {
        private var numbers: [Set<Int>: Int] = [:]
        private var sets: [Set<Int>] = []
        private var alikePairs: [Pair: Bool] = [:]

        private struct Pair: Hashable {
            let one: Int
            let other: Int
        }

        /// The number of a set of keys, the same for equal sets.
        mutating func number(of keys: Set<Int>) -> Int {
            if let number = numbers[keys] { return number }
            sets.append(keys)
            numbers[keys] = sets.count - 1
            return sets.count - 1
        }

        /// Whether views with these signatures are laid out alike: at least half of all the constraints either of
        /// them has are ones both have, as rows of a list are and views merely of one size placed apart are not.
        mutating func alike(_ one: Int, _ other: Int) -> Bool {
            let pair = Pair(one: min(one, other), other: max(one, other))
            if let known = alikePairs[pair] { return known }
            let union = sets[one].union(sets[other]).count
            let result = union > 0 && 2 * sets[one].intersection(sets[other]).count >= union
            alikePairs[pair] = result
            return result
        }
    }

    /// What a constraint says, with its items replaced by their place relative to the first item.
    private struct Key: Hashable {
        let viewClass: ObjectIdentifier
        let superviewClass: ObjectIdentifier
        /// The superview's superview for cousins and siblings alike (the superview when there is none above it).
        let family: ObjectIdentifier
        let firstAttribute: LayoutAttribute
        let secondAttribute: LayoutAttribute
        let relation: LayoutRelation
        let constant: CGFloat
        let multiplier: CGFloat
        let priority: Float
        let state: GuideState
        let second: Second

        enum Second: Hashable {
            case none
            case superview
            case superviewGuide(String, identifier: String)
            case sibling
            case item(ObjectIdentifier)
        }

        /// `nil` for constraints whose first item is not a view with a superview.
        init?(_ constraint: LayoutConstraint, state: GuideState) {
            guard let view = constraint.firstItem as? View, let superview = view.superview else { return nil }
            viewClass = ObjectIdentifier(type(of: view))
            superviewClass = ObjectIdentifier(type(of: superview))
            family = ObjectIdentifier(superview.superview ?? superview)
            firstAttribute = constraint.firstAttribute
            secondAttribute = constraint.secondAttribute
            relation = constraint.relation
            constant = constraint.constant
            multiplier = constraint.multiplier
            priority = constraint.priority.rawValue
            self.state = state
            switch constraint.secondItem {
            case nil: second = .none
            case let other as View where other === superview: second = .superview
            case let other as View where other.superview === superview: second = .sibling
            case let guide as LayoutGuide where guide.owningView === superview:
                second = .superviewGuide("\(guide.kind)", identifier: guide.identifier)
            case let other?: second = .item(ObjectIdentifier(other))
            }
        }
    }
}
