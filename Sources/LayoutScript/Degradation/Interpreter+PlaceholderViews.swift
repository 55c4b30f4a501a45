import LayoutScene

/// An instance of a class no file declares — `ProfileHeaderView()`, `CommentCell(style: .default, reuseIdentifier:
/// nil)`: a name spelt as a type (it starts with a capital letter) called like an initializer — is a
/// ``LayoutScene/PlaceholderView``: a plain view that takes part in the view tree and in constraints like any other
/// (so the views constrained to it keep their places), named after the property or variable that holds it, drawn as a
/// hatched box captioned with the class name. Its arguments are evaluated but closures among them are not run; a
/// `frame:` is its frame, as `UIView.init(frame:)` sets it. What the undeclared class adds — members a `UIView`
/// lacks (`header.configure(with:)`, `header.title = …`) — is unknown: it reads as an unknown value and writes are
/// ignored. The class name is warned once as an unknown symbol.
///
/// A class whose name implies one of UIKit's content views (the suffixes of ``BaseClassSubstitution``: `PaddingLabel`,
/// `RoundButton`, `CustomTextField`, `AvatarImageView`, `MainScrollView`, …) or a list (`SYTableView`,
/// `FeedCollectionView`) is an instance of that UIKit class instead, made with UIKit's defaults: the app's subclass of
/// `UILabel` is a label, so the text, font and title the file sets on it show and size it as they would (its
/// initializer's arguments other than `frame:` are not applied), and the app's table shows the rows its data source
/// gives. A class whose name implies a view controller (`…ViewController`, `…VC`, `…Controller`) is a
/// `UIViewController` whose view is the placeholder view, so a child controller embedded with `addChild(_:)` and
/// `child.view`'s constraints takes its place; used as a view instead, it is that view
/// (``ControllersGuessedFromNames``).
///
/// A name implying no UIKit class called with one unlabelled number (`ScaleWidth(354)`, `AdaptH(16)`) is not a class
/// but a function of one number spelt as Objective-C's macros are: an unknown value carrying that number, as
/// `scale(16)` is (``Interpreter/carryingLikelyNumber(_:of:)``); given where UIKit takes a view
/// (`stack.addArrangedSubview(Spacer(24))`), it is the placeholder view of that class after all. In Objective-C, where
/// objects are made with messages, a capitalised name called with only unlabelled arguments (`HexColor(@"999999")`) is
/// always a C function or macro: an unknown value.
///
/// ```swift
/// // let header = ProfileHeaderView()   →   <ProfileHeaderView:header>, a hatched box laid out by its constraints
/// ```
extension Interpreter {
    /// The UIKit classes an undeclared class's name can make it an instance of: those whose content sizes them, and
    /// the lists whose data source fills them.
    static let controlClasses: Set = ["UIButton", "UILabel", "UIImageView", "UIStackView", "UITextField", "UITextView",
                                      "UIScrollView", "UITableView", "UICollectionView"]

    /// The placeholder view for calling the unknown value `callee`, or nil when the call is not an initializer of an
    /// undeclared class.
    func placeholderInstance(calling callee: Value, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value? {
        guard case .name(let name, _) = call.callee, let symbol = callee.unknownSymbol, symbol.name == name,
              name.first?.isUppercase == true, !isObjectiveCFunctionCall(call) else { return nil }
        let (absorbed, arguments) = absorbing(callee, call, in: scope)
        // `ScaleWidth(354)`: a function of one number spelt as Objective-C's macros are, not a class
        if BaseClassSubstitution.uikitClass(impliedBy: name) == nil, call.arguments.count == 1,
           call.arguments[0].label == nil, absorbed.unknownSymbol?.likelyNumber != nil {
            return absorbed
        }
        if let implied = BaseClassSubstitution.uikitClass(impliedBy: name),
           BaseClassSubstitution.hostBase(for: implied).isController {
            let controller = ViewController()
            controller.view = try makeView(PlaceholderView(className: name), at: span).host(View.self)
            controllersGuessedFromNames.insert(ObjectIdentifier(controller))
            return .object(controller)
        }
        if let implied = BaseClassSubstitution.uikitClass(impliedBy: name), Self.controlClasses.contains(implied),
           let host = registry.named(implied), let made = try defaultInstance(of: host, at: span, anchor: call.anchor) {
            if let view = made.host(View.self) { viewsStandingInForClasses[ObjectIdentifier(view)] = name }
            return placed(made, givenFrameIn: call, arguments)
        }
        return placed(try makeView(PlaceholderView(className: name), at: span), givenFrameIn: call, arguments)
    }

    /// `made` with the frame its initializer was given (`HeaderView(frame: r)`, `[[HeaderView alloc]
    /// initWithFrame:r]`), as `UIView.init(frame:)`, which every view class inherits, sets it; one with unknown
    /// numbers is the frame it most likely is (``likelyValue(_:as:)``).
    private func placed(_ made: Value, givenFrameIn call: Call, _ arguments: [Value?]) -> Value {
        guard let view = made.host(View.self),
              let index = call.arguments.firstIndex(where: { $0.label == "frame" }), index < arguments.count,
              let given = arguments[index] else { return made }
        let frame = given.host(CGRect.self) ?? given.unknownSymbol?.likelyValue?.host(CGRect.self)
        if let frame { view.frame = frame }
        return made
    }

    /// Whether `call` is Objective-C's call of a C function or macro (`HexColor(@"999999")`,
    /// `UIColorFromRGB(0x333333)`): Objective-C makes objects with messages, whose initializers take labelled
    /// arguments (`[[HeaderView alloc] initWithFrame:r]` is `HeaderView(frame: r)`), so a capitalised name given
    /// only unlabelled arguments there is never a class.
    private func isObjectiveCFunctionCall(_ call: Call) -> Bool {
        isObjectiveC(at: call.callee.span) && !call.arguments.isEmpty && call.arguments.allSatisfy { $0.label == nil }
    }

    /// `arguments` with each unknown value a capitalised call of one number made (`Spacer(24)`), given where
    /// `function` takes a view, as a placeholder view of that class.
    func capitalisedNumbersAsViews(_ function: HostFunction, _ arguments: [Value?], at span: SourceSpan) throws
        -> [Value?] {
        guard let uiView = registry.named("UIView") else { return arguments }
        return try zip(arguments, function.parameters).map { argument, parameter in
            guard let symbol = argument?.unknownSymbol, symbol.likelyNumber != nil,
                  symbol.name.first?.isUppercase == true, !symbol.name.contains("."),
                  case .host(let host) = parameter.type.unwrapped, host.isSubtype(of: uiView) else { return argument }
            return try makeView(PlaceholderView(className: symbol.name), at: span)
        }
    }
}
