/// The 37 variables of kiwi's enaml-like form (`benchmarks/enaml_like_benchmark.py` in the kiwisolver
/// 1.5.1 sdist), in the order that file creates them; the raw value is kiwi's variable name.
///
/// The form is a window holding three labels (`lb1`…`lb3`) in a left column and three fields (`fl1`,
/// `fl2`) and a control (`ct`, with `fl3` below it) in a right column starting at `midline`.
enum EnamlVariable: String, CaseIterable, Sendable {
    /// The window; `width` and `height` are the edit variables the resize drives.
    case left, height, top, width
    /// The window's contents box, inset by 10 points.
    case contentsTop = "contents_top", contentsBottom = "contents_bottom"
    /// The window's contents box, inset by 10 points (horizontal edges).
    case contentsLeft = "contents_left", contentsRight = "contents_right"
    /// Where the right column starts.
    case midline
    /// The control in the right column.
    case ctleft, ctheight, cttop, ctwidth
    /// The first label.
    case lb1left, lb1height, lb1top, lb1width
    /// The second label.
    case lb2left, lb2height, lb2top, lb2width
    /// The third label.
    case lb3left, lb3height, lb3top, lb3width
    /// The first field.
    case fl1left, fl1height, fl1top, fl1width
    /// The second field.
    case fl2left, fl2height, fl2top, fl2width
    /// The third field, below the control.
    case fl3left, fl3height, fl3top, fl3width
}
