/// How much of a scene's stated layout reached the layout: each constraint statement of its files — a statement of a
/// SnapKit closure that starts with the maker (`make.top.equalToSuperview().inset(16)`), an anchor's
/// `constraint(…)`, an `NSLayoutConstraint(item:…)`, a visual-format call — and whether it made a constraint.
/// `layoutviz check` prints it (and `--min-coverage P` fails below P percent), `frames --format json` carries it.
///
/// ```swift
/// let coverage = scene.coverage          // read after layout(): code layout runs counts too
/// print(coverage.laidOutCount, coverage.statements.count) // 18 20
/// ```
public struct ConstraintCoverage: Hashable, Sendable {
    /// What became of one statement.
    ///
    /// ```swift
    /// if case .missed(let reason) = statement.outcome { print(reason) }
    /// ```
    public enum Outcome: Hashable, Sendable {
        /// It made at least one constraint that took part in the layout (was active).
        case laidOut
        /// It made constraints, with a stand-in for the unknown value named (``LayoutScene/LayoutConstraint/standInFor``).
        case standIn(String)
        /// It made constraints only when the screen was put in the state named (``SceneState``), not while the scene
        /// loaded: `layoutviz render --state NAME` draws them.
        case laidOutInState(String)
        /// It made constraints only when another of the file's `#Preview` blocks, named here, was drawn:
        /// `layoutviz render --preview NAME` draws them.
        case laidOutInPreview(String)
        /// It made constraints only when the given branch of the conditions on unknown values was drawn (2 for the
        /// second): `layoutviz render --branch N` draws them.
        case laidOutInBranch(Int)
        /// It made constraints only when another of the file's root classes, named here, was drawn (a cell or header
        /// declared beside the screen that does not make it): `layoutviz render --root NAME` draws them.
        case laidOutWithRoot(String)
        /// It made constraints only when the screen was drawn on another display, given as the flags that draw it
        /// (`--device iphone-se-3 --landscape`, `--device ipad-10`): code that reads the device's orientation, size
        /// classes or idiom.
        case laidOutOnDisplay(String)
        /// It made none, for the reason given (`not run: …`, `its target 'header' is unknown`, …).
        case missed(String)
    }

    /// One constraint statement.
    ///
    /// ```swift
    /// "\(statement.file):\(statement.line):\(statement.column)" // "Cell.swift:14:13"
    /// ```
    public struct Statement: Hashable, Sendable {
        /// `snapKit`, `anchor`, `layoutConstraint` or `visualFormat`.
        public let kind: String
        /// The file it is in.
        public let file: String
        /// Its 1-based line.
        public let line: Int
        /// Its 1-based column.
        public let column: Int
        /// What became of it.
        public let outcome: Outcome

        /// `file:line:column`, how two runs' statements are matched.
        var position: String { "\(file):\(line):\(column)" }

        /// Whether it made constraints (with or without a stand-in, while the scene loaded or in a state).
        ///
        /// ```swift
        /// statement.isLaidOut // true
        /// ```
        public var isLaidOut: Bool {
            if case .missed = outcome { return false }
            return true
        }
    }

    /// The reason a statement that ran but made no constraint is given when nothing in the script says why (the
    /// layout's own diagnostics at its line usually do: `check` adds the first one).
    ///
    /// ```swift
    /// ConstraintCoverage.ranWithoutConstraint // "ran, but made no constraint"
    /// ```
    public static let ranWithoutConstraint = "ran, but made no constraint"

    /// The reason a statement whose constraints were made but never activated (kept for later, activated only by
    /// code that never ran) is given.
    ///
    /// ```swift
    /// ConstraintCoverage.madeButNeverActivated // "ran, but its constraint is never activated"
    /// ```
    public static let madeButNeverActivated = "ran, but its constraint is never activated"

    /// The statements in source order, file by file.
    public let statements: [Statement]

    /// Creates coverage from statements.
    ///
    /// ```swift
    /// ConstraintCoverage(statements: []).percent // nil
    /// ```
    public init(statements: [Statement]) {
        self.statements = statements
    }

    /// This coverage with what a run of the scene put in `state` laid out: each statement missed here that made
    /// constraints there is ``Outcome/laidOutInState(_:)`` (statements are matched by position).
    ///
    /// ```swift
    /// let whole = coverage.merging(stateRun.coverage, inState: "FeedViewController.toggleMenu()")
    /// ```
    public func merging(_ other: ConstraintCoverage, inState state: String) -> ConstraintCoverage {
        merging(other, as: .laidOutInState(state))
    }

    /// This coverage with what a run of the scene drawing the `#Preview` named `preview` laid out: each statement
    /// missed here that made constraints there is ``Outcome/laidOutInPreview(_:)``.
    ///
    /// ```swift
    /// let whole = coverage.merging(secondPreview.coverage, inPreview: "Loaded")
    /// ```
    public func merging(_ other: ConstraintCoverage, inPreview preview: String) -> ConstraintCoverage {
        merging(other, as: .laidOutInPreview(preview))
    }

    /// This coverage with what a run drawing `branch` of the conditions on unknown values laid out: each statement
    /// missed here that made constraints there is ``Outcome/laidOutInBranch(_:)``.
    ///
    /// ```swift
    /// let whole = coverage.merging(secondBranch.coverage, inBranch: 2)
    /// ```
    public func merging(_ other: ConstraintCoverage, inBranch branch: Int) -> ConstraintCoverage {
        merging(other, as: .laidOutInBranch(branch))
    }

    /// This coverage with what a run drawing the root class `root` laid out: each statement missed here that made
    /// constraints there is ``Outcome/laidOutWithRoot(_:)``.
    ///
    /// ```swift
    /// let whole = coverage.merging(cellRun.coverage, withRoot: "DocumentCell")
    /// ```
    public func merging(_ other: ConstraintCoverage, withRoot root: String) -> ConstraintCoverage {
        merging(other, as: .laidOutWithRoot(root))
    }

    /// This coverage with what a run drawing the screen on another display laid out: each statement missed here
    /// that made constraints there is ``Outcome/laidOutOnDisplay(_:)``, with `flags` naming the display.
    ///
    /// ```swift
    /// let whole = coverage.merging(landscapeRun.coverage, onDisplay: "--device iphone-se-3 --landscape")
    /// ```
    public func merging(_ other: ConstraintCoverage, onDisplay flags: String) -> ConstraintCoverage {
        merging(other, as: .laidOutOnDisplay(flags))
    }

    /// This coverage with each statement missed here that made constraints in `other` given `outcome`.
    private func merging(_ other: ConstraintCoverage, as outcome: Outcome) -> ConstraintCoverage {
        let laidOutThere = Set(other.statements.filter(\.isLaidOut).map(\.position))
        return ConstraintCoverage(statements: statements.map { statement in
            guard case .missed = statement.outcome, laidOutThere.contains(statement.position) else { return statement }
            return Statement(kind: statement.kind, file: statement.file, line: statement.line, column: statement.column,
                             outcome: outcome)
        })
    }

    /// How many statements made constraints only when another branch was drawn.
    ///
    /// ```swift
    /// coverage.inBranchesCount // 6
    /// ```
    public var inBranchesCount: Int {
        statements.filter { if case .laidOutInBranch = $0.outcome { true } else { false } }.count
    }

    /// How many statements made constraints only when another root class was drawn.
    ///
    /// ```swift
    /// coverage.withOtherRootsCount // 18
    /// ```
    public var withOtherRootsCount: Int {
        statements.filter { if case .laidOutWithRoot = $0.outcome { true } else { false } }.count
    }

    /// How many statements made constraints only when the screen was drawn on another display.
    ///
    /// ```swift
    /// coverage.onOtherDisplaysCount // 29
    /// ```
    public var onOtherDisplaysCount: Int {
        statements.filter { if case .laidOutOnDisplay = $0.outcome { true } else { false } }.count
    }

    /// How many statements made constraints only when another preview was drawn.
    ///
    /// ```swift
    /// coverage.inPreviewsCount // 2
    /// ```
    public var inPreviewsCount: Int {
        statements.filter { if case .laidOutInPreview = $0.outcome { true } else { false } }.count
    }

    /// How many statements made constraints only in a state.
    ///
    /// ```swift
    /// coverage.inStatesCount // 4
    /// ```
    public var inStatesCount: Int {
        statements.filter { if case .laidOutInState = $0.outcome { true } else { false } }.count
    }

    /// How many statements made constraints, in the loaded screen or in one of its states.
    ///
    /// ```swift
    /// coverage.laidOutCount // 18
    /// ```
    public var laidOutCount: Int { statements.filter(\.isLaidOut).count }

    /// The share of statements that made constraints (in the loaded screen or in one of its states), 0…100, or nil
    /// for a scene without constraint statements.
    ///
    /// ```swift
    /// coverage.percent // 90.0
    /// ```
    public var percent: Double? {
        statements.isEmpty ? nil : Double(laidOutCount) * 100 / Double(statements.count)
    }
}
