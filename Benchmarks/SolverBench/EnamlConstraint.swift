import LayoutSolver

/// One constraint of kiwi's enaml-like form in kiwi's reduced shape: `Σ coefficient·variable + constant`
/// related to zero, at a kiwi strength.
struct EnamlConstraint: Sendable {
    /// The kiwi strength.
    let strength: EnamlStrength
    /// The terms, in the order the kiwi source writes them.
    let terms: [(coefficient: Double, variable: EnamlVariable)]
    /// The constant of the expression.
    let constant: Double
    /// How the expression relates to zero.
    let relation: Relation

    /// Creates `terms + constant <relation> 0` at `strength`.
    init(_ strength: EnamlStrength, _ terms: [(coefficient: Double, variable: EnamlVariable)],
         _ constant: Double, _ relation: Relation) {
        self.strength = strength
        self.terms = terms
        self.constant = constant
        self.relation = relation
    }

    /// The 111 constraints of the form, in kiwi's order of addition: 42 equalities and 69 inequalities;
    /// 57 required, 24 strong, 21 `mmedium`, 4 `smedium`, 3 weak and 2 medium.
    static let form: [EnamlConstraint] = [
        .init(.required, [(1, .left)], 0, .greaterThanOrEqual),
        .init(.medium, [(1, .height)], 0, .equal),
        .init(.required, [(1, .top)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .width)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .height)], 0, .greaterThanOrEqual),
        .init(.required, [(-1, .top), (1, .contentsTop)], -10, .equal),
        .init(.strong, [(1, .lb3height)], -16, .equal),
        .init(.strong, [(1, .lb3height)], -16, .greaterThanOrEqual),
        .init(.required, [(1, .ctleft)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .cttop)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .ctwidth)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .ctheight)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .fl3left)], 0, .greaterThanOrEqual),
        .init(.smedium, [(1, .ctheight)], -24, .greaterThanOrEqual),
        .init(.smedium, [(1, .ctwidth)], -16777200, .lessThanOrEqual),
        .init(.smedium, [(1, .ctheight)], -24, .lessThanOrEqual),
        .init(.required, [(1, .fl3top)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .fl3width)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .fl3height)], 0, .greaterThanOrEqual),
        .init(.weak, [(1, .lb1width)], -67, .equal),
        .init(.required, [(1, .lb2width)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .lb2height)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .fl2height)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .lb3left)], 0, .greaterThanOrEqual),
        .init(.strong, [(1, .fl2width)], -125, .greaterThanOrEqual),
        .init(.strong, [(1, .fl2height)], -21, .equal),
        .init(.strong, [(1, .fl2height)], -21, .greaterThanOrEqual),
        .init(.required, [(1, .lb3top)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .lb3width)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .fl1left)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .fl1width)], 0, .greaterThanOrEqual),
        .init(.strong, [(1, .lb1width)], -67, .greaterThanOrEqual),
        .init(.required, [(1, .fl2left)], 0, .greaterThanOrEqual),
        .init(.weak, [(1, .lb2width)], -66, .equal),
        .init(.strong, [(1, .lb2width)], -66, .greaterThanOrEqual),
        .init(.strong, [(1, .lb2height)], -16, .equal),
        .init(.required, [(1, .fl1height)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .fl1top)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .lb2top)], 0, .greaterThanOrEqual),
        .init(.mmedium, [(-1, .lb2top), (1, .lb3top), (-1, .lb2height)], -10, .equal),
        .init(.required, [(-1, .lb3top), (-1, .lb3height), (1, .fl3top)], -10, .greaterThanOrEqual),
        .init(.mmedium, [(-1, .lb3top), (-1, .lb3height), (1, .fl3top)], -10, .equal),
        .init(.mmedium, [(1, .contentsBottom), (-1, .fl3height), (-1, .fl3top)], 0, .equal),
        .init(.required, [(1, .fl1top), (-1, .contentsTop)], 0, .greaterThanOrEqual),
        .init(.mmedium, [(1, .fl1top), (-1, .contentsTop)], 0, .equal),
        .init(.required, [(1, .contentsBottom), (-1, .fl3height), (-1, .fl3top)], 0, .greaterThanOrEqual),
        .init(.required, [(-1, .left), (-1, .width), (1, .contentsRight)], 10, .equal),
        .init(.required, [(-1, .top), (-1, .height), (1, .contentsBottom)], 10, .equal),
        .init(.required, [(-1, .left), (1, .contentsLeft)], -10, .equal),
        .init(.mmedium, [(1, .lb3left), (-1, .contentsLeft)], 0, .equal),
        .init(.strong, [(1, .fl1left), (-1, .midline)], 0, .equal),
        .init(.strong, [(1, .fl2left), (-1, .midline)], 0, .equal),
        .init(.strong, [(1, .ctleft), (-1, .midline)], 0, .equal),
        .init(.strong, [(1, .fl1top), (0.5, .fl1height), (-1, .lb1top), (-0.5, .lb1height)], 0, .equal),
        .init(.required, [(1, .lb1left), (-1, .contentsLeft)], 0, .greaterThanOrEqual),
        .init(.mmedium, [(1, .lb1left), (-1, .contentsLeft)], 0, .equal),
        .init(.required, [(-1, .lb1left), (1, .fl1left), (-1, .lb1width)], -10, .greaterThanOrEqual),
        .init(.mmedium, [(-1, .lb1left), (1, .fl1left), (-1, .lb1width)], -10, .equal),
        .init(.required, [(-1, .fl1left), (1, .contentsRight), (-1, .fl1width)], 0, .greaterThanOrEqual),
        .init(.medium, [(1, .width)], 0, .equal),
        .init(.required, [(-1, .fl1top), (1, .fl2top), (-1, .fl1height)], -10, .greaterThanOrEqual),
        .init(.mmedium, [(-1, .fl1top), (1, .fl2top), (-1, .fl1height)], -10, .equal),
        .init(.required, [(1, .cttop), (-1, .fl2top), (-1, .fl2height)], -10, .greaterThanOrEqual),
        .init(.required, [(-1, .ctheight), (-1, .cttop), (1, .fl3top)], -10, .greaterThanOrEqual),
        .init(.required, [(1, .contentsBottom), (-1, .fl3height), (-1, .fl3top)], 0, .greaterThanOrEqual),
        .init(.mmedium, [(1, .cttop), (-1, .fl2top), (-1, .fl2height)], -10, .equal),
        .init(.mmedium, [(-1, .fl1left), (1, .contentsRight), (-1, .fl1width)], 0, .equal),
        .init(.strong, [(-1, .lb2top), (-0.5, .lb2height), (1, .fl2top), (0.5, .fl2height)], 0, .equal),
        .init(.required, [(-1, .contentsLeft), (1, .lb2left)], 0, .greaterThanOrEqual),
        .init(.mmedium, [(-1, .contentsLeft), (1, .lb2left)], 0, .equal),
        .init(.required, [(1, .fl2left), (-1, .lb2width), (-1, .lb2left)], -10, .greaterThanOrEqual),
        .init(.mmedium, [(-1, .ctheight), (-1, .cttop), (1, .fl3top)], -10, .equal),
        .init(.mmedium, [(1, .contentsBottom), (-1, .fl3height), (-1, .fl3top)], 0, .equal),
        .init(.required, [(1, .lb1top)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .lb1width)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .lb1height)], 0, .greaterThanOrEqual),
        .init(.mmedium, [(1, .fl2left), (-1, .lb2width), (-1, .lb2left)], -10, .equal),
        .init(.mmedium, [(-1, .fl2left), (-1, .fl2width), (1, .contentsRight)], 0, .equal),
        .init(.required, [(-1, .fl2left), (-1, .fl2width), (1, .contentsRight)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .lb3left), (-1, .contentsLeft)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .lb1left)], 0, .greaterThanOrEqual),
        .init(.strong, [(0.5, .ctheight), (1, .cttop), (-1, .lb3top), (-0.5, .lb3height)], 0, .equal),
        .init(.required, [(1, .ctleft), (-1, .lb3left), (-1, .lb3width)], -10, .greaterThanOrEqual),
        .init(.required, [(-1, .ctwidth), (-1, .ctleft), (1, .contentsRight)], 0, .greaterThanOrEqual),
        .init(.mmedium, [(1, .ctleft), (-1, .lb3left), (-1, .lb3width)], -10, .equal),
        .init(.required, [(1, .fl3left), (-1, .contentsLeft)], 0, .greaterThanOrEqual),
        .init(.mmedium, [(1, .fl3left), (-1, .contentsLeft)], 0, .equal),
        .init(.mmedium, [(-1, .ctwidth), (-1, .ctleft), (1, .contentsRight)], 0, .equal),
        .init(.mmedium, [(-1, .fl3left), (1, .contentsRight), (-1, .fl3width)], 0, .equal),
        .init(.required, [(-1, .contentsTop), (1, .lb1top)], 0, .greaterThanOrEqual),
        .init(.mmedium, [(-1, .contentsTop), (1, .lb1top)], 0, .equal),
        .init(.required, [(-1, .fl3left), (1, .contentsRight), (-1, .fl3width)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .lb2top), (-1, .lb1top), (-1, .lb1height)], -10, .greaterThanOrEqual),
        .init(.required, [(-1, .lb2top), (1, .lb3top), (-1, .lb2height)], -10, .greaterThanOrEqual),
        .init(.mmedium, [(1, .lb2top), (-1, .lb1top), (-1, .lb1height)], -10, .equal),
        .init(.strong, [(1, .fl1height)], -21, .equal),
        .init(.strong, [(1, .fl1height)], -21, .greaterThanOrEqual),
        .init(.required, [(1, .lb2left)], 0, .greaterThanOrEqual),
        .init(.strong, [(1, .lb2height)], -16, .greaterThanOrEqual),
        .init(.required, [(1, .fl2top)], 0, .greaterThanOrEqual),
        .init(.required, [(1, .fl2width)], 0, .greaterThanOrEqual),
        .init(.strong, [(1, .lb1height)], -16, .greaterThanOrEqual),
        .init(.strong, [(1, .lb1height)], -16, .equal),
        .init(.strong, [(1, .fl3width)], -125, .greaterThanOrEqual),
        .init(.strong, [(1, .fl3height)], -21, .equal),
        .init(.strong, [(1, .fl3height)], -21, .greaterThanOrEqual),
        .init(.required, [(1, .lb3height)], 0, .greaterThanOrEqual),
        .init(.smedium, [(1, .ctwidth)], -119, .greaterThanOrEqual),
        .init(.weak, [(1, .lb3width)], -24, .equal),
        .init(.strong, [(1, .lb3width)], -24, .greaterThanOrEqual),
        .init(.strong, [(1, .fl1width)], -125, .greaterThanOrEqual),
    ]
}
