import SwiftSyntax

/// The operators a module declares (`infix operator <~: StylingPrecedence`) and its precedence groups
/// (`precedencegroup StylingPrecedence { higherThan: AdditionPrecedence }`), found in every file before any is
/// lowered, as swiftc sees them: an operator may be used in one file and declared in another.
///
/// An operator's precedence is its group's place among Swift's standard groups: `higherThan: G` puts it just above
/// `G`, `lowerThan: G` just below, both between. An operator whose declaration is not among the files (it is in one
/// not given), or whose group is unknown, is in `DefaultPrecedence`, just above `TernaryPrecedence`, as Swift puts an
/// operator declared without a group.
///
/// ```swift
/// let table = CustomOperators(files: [tree])
/// table.group(of: "<~")   // the group `infix operator <~: AssignmentPrecedence` names
/// ```
struct CustomOperators {
    /// A declared precedence group's relations.
    private struct GroupDecl {
        let higherThan: [String]
        let lowerThan: [String]
        let rightAssociative: Bool
    }

    private var operatorGroups: [String: String] = [:]
    private var groups: [String: GroupDecl] = [:]

    /// Swift's standard precedence groups, on ``OperatorTable``'s scale.
    static let standardGroups: [String: OperatorTable.Group] = [
        "AssignmentPrecedence": OperatorTable.assignment,
        "TernaryPrecedence": OperatorTable.ternary,
        "DefaultPrecedence": OperatorTable.defaultGroup,
        "LogicalDisjunctionPrecedence": OperatorTable.Group(precedence: 30, rightAssociative: false),
        "LogicalConjunctionPrecedence": OperatorTable.Group(precedence: 40, rightAssociative: false),
        "ComparisonPrecedence": OperatorTable.Group(precedence: 50, rightAssociative: false),
        "NilCoalescingPrecedence": OperatorTable.Group(precedence: 60, rightAssociative: true),
        "CastingPrecedence": OperatorTable.casting,
        "RangeFormationPrecedence": OperatorTable.Group(precedence: 80, rightAssociative: false),
        "AdditionPrecedence": OperatorTable.Group(precedence: 90, rightAssociative: false),
        "MultiplicationPrecedence": OperatorTable.Group(precedence: 100, rightAssociative: false),
        "BitwiseShiftPrecedence": OperatorTable.Group(precedence: 110, rightAssociative: false),
    ]

    /// The declarations in `files`.
    init(files: [SourceFileSyntax] = []) {
        for file in files {
            for declaration in file.statements.compactMap({ $0.item.as(DeclSyntax.self) }) {
                if let op = declaration.as(OperatorDeclSyntax.self), op.fixitySpecifier.text == "infix",
                   let group = op.operatorPrecedenceAndTypes?.precedenceGroup.text {
                    operatorGroups[op.name.text] = group
                } else if let group = declaration.as(PrecedenceGroupDeclSyntax.self) {
                    groups[group.name.text] = Self.relations(of: group)
                }
            }
        }
    }

    /// The precedence group of an infix operator the standard table lacks.
    func group(of op: String) -> OperatorTable.Group {
        operatorGroups[op].map { resolve($0, visiting: []) } ?? OperatorTable.defaultGroup
    }

    private func resolve(_ name: String, visiting: Set<String>) -> OperatorTable.Group {
        if let standard = Self.standardGroups[name] { return standard }
        guard let group = groups[name], !visiting.contains(name) else { return OperatorTable.defaultGroup }
        let seen = visiting.union([name])
        let above = group.higherThan.map { resolve($0, visiting: seen).precedence }.max()
        let below = group.lowerThan.map { resolve($0, visiting: seen).precedence }.min()
        let precedence: Double = switch (above, below) {
        case let (above?, below?): (above + below) / 2
        case let (above?, nil): above + 1
        case let (nil, below?): below - 1
        case (nil, nil): OperatorTable.defaultGroup.precedence
        }
        return OperatorTable.Group(precedence: precedence, rightAssociative: group.rightAssociative)
    }

    private static func relations(of node: PrecedenceGroupDeclSyntax) -> GroupDecl {
        var higher: [String] = []
        var lower: [String] = []
        var right = false
        for attribute in node.groupAttributes {
            if let relation = attribute.as(PrecedenceGroupRelationSyntax.self) {
                let names = relation.precedenceGroups.map(\.name.text)
                if relation.higherThanOrLowerThanLabel.text == "higherThan" { higher += names } else { lower += names }
            } else if let associativity = attribute.as(PrecedenceGroupAssociativitySyntax.self) {
                right = associativity.value.text == "right"
            }
        }
        return GroupDecl(higherThan: higher, lowerThan: lower, rightAssociative: right)
    }
}
