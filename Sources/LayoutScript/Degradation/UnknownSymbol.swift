import LayoutScene

/// What an expression evaluates to when it uses something the scene's files do not define and layoutviz does not
/// model: an app's theme (`Theme.primary`), a third-party extension (`.rx.tap`, `.kf.setImage(with:)`), or UIKit API
/// that does not affect layout (`addTarget(_:action:for:)`). It absorbs member access and calls (closures passed to
/// it run only when they build layout, see ``Interpreter/absorbCall(_:_:in:)``), makes arithmetic and comparisons
/// unknown too, holds as an `if`/`guard` condition (``UnknownConditions``), gives a `for` loop one unknown element;
/// assigned to a UIKit property, it leaves the property at its default; held by a variable the files use as a view, it
/// becomes one (``Interpreter/viewStandIn(for:boundTo:declared:at:)``).
///
/// ```swift
/// // label.textColor = Theme.primary   // warning: unknown symbol 'Theme' …; textColor keeps its default
/// ```
final class UnknownSymbol: CustomStringConvertible {
    /// The symbol as the scene spells it: `Theme`, `UIButton.addTarget`, `UILabel.init(text:textColor:font:)`.
    let name: String
    /// The number the value most likely is, when it is an app's function of one number
    /// (``Interpreter/carryingLikelyNumber(_:of:)``): the stand-in a constraint's constant takes.
    let likelyNumber: Double?
    /// The value a value type made of numbers most likely is when some of its numbers are unknown
    /// (``Interpreter/likelyGeometryArguments(_:receiver:_:)``): `CGRect(x: 10, y: 20, width: kCardWidth, height: 44)`
    /// most likely is `(10, 20, 0, 44)`.
    let likelyValue: Value?
    /// The views an unknown call making this value was given (`[UIView jh_viewWithColor:c addToSuperview:self.view]`):
    /// a view standing in for the value that the files then constrain was most likely added to the first of them
    /// (``Interpreter/noteViewMadeByUnknownCode(_:from:at:)``).
    let viewsGiven: [View]

    init(_ name: String, likelyNumber: Double? = nil, likelyValue: Value? = nil, viewsGiven: [View] = []) {
        self.name = name
        self.likelyNumber = likelyNumber
        self.likelyValue = likelyValue
        self.viewsGiven = viewsGiven
    }

    var description: String { name }
}

extension Value {
    /// An unknown value standing for `symbol`.
    static func unknown(_ symbol: String) -> Value { .object(UnknownSymbol(symbol)) }

    /// The unknown symbol this value stands for, if it is one.
    var unknownSymbol: UnknownSymbol? { host(UnknownSymbol.self) }

    var isUnknown: Bool { unknownSymbol != nil }
}
