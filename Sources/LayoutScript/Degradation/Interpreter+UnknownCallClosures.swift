import LayoutScene

/// What happens to the closures a file hands to code it does not define (`viewModel.fetch { … }`,
/// `NetworkManager.load(url) { result in … }`, `button.rx.tap.bind { … }`): the unknown code would call some of them —
/// a completion once its data arrives, a handler when the user acts — and layoutviz cannot tell which from the call.
/// It tells from the closure instead:
///
/// - a closure that builds layout (see ``LayoutBuildingIndex``: it adds views, reloads a list or makes constraints,
///   itself or through the scene's functions it calls) runs once, after the lifecycle step that handed it over ends (on
///   the main queue, as a completion delivered there would), its parameters unknown values — the screen a user sees
///   once the data is in — except that a closure taking one parameter, handed to an undeclared method of a known object
///   (`tableView.set { view.addSubview($0) }`), is given that object; a warning at the closure says so — but not when
///   the unknown call is itself inside an argument of unknown code (`.button(action: UIAction { … })`): a
///   handler handed on twice is not run;
/// - any other closure — one that updates what exists, reacts to a tap, transforms data — never runs; it is counted in
///   ``SkippedCode/unrunClosures`` and ``ConstraintCoverage`` names it as the reason for what it holds. One holding
///   constraint statements, handed over by a scene object's code, is a state of the screen (a tap handler remaking
///   constraints: ``HandedHandler``).
///
/// ```swift
/// viewModel.getReportReasons { [self] in setUI(); setLayout() }   // runs once viewDidLoad returns
/// button.rx.tap.bind { self.toggle() }                             // never runs
/// ```
extension Interpreter {
    /// A call of an unknown value: the callee's result is the same unknown value (carrying the number it was given,
    /// for a function of one number: ``carryingLikelyNumber(_:of:)``); its closure arguments run or not
    /// as above. The views in no tree among its arguments are handed to `receiver`, or to `owner` for a bare call on
    /// `self` (``noteViewsHanded(_:to:callee:at:)``).
    func absorbCall(_ callee: Value, _ call: Call, in scope: Scope, receiver: Value? = nil,
                    handingViewsTo owner: Value? = nil) -> Value {
        absorbing(callee, call, in: scope, receiver: receiver, handingViewsTo: owner).result
    }

    /// ``absorbCall(_:_:in:receiver:handingViewsTo:)``, with the arguments it evaluated (in the call's order, none
    /// when the callee is not unknown).
    func absorbing(_ callee: Value, _ call: Call, in scope: Scope, receiver: Value? = nil,
                   handingViewsTo owner: Value? = nil) -> (result: Value, arguments: [Value?]) {
        let name = call.callee.span.end > call.callee.span.start ? source.spelling(of: call.callee.span)
            : callee.unknownSymbol?.name ?? "?"
        var result = callee
        var arguments: [Value?] = []
        if callee.isUnknown {
            if let made = itemAttributeConstraint(call, callee: name, in: scope) { return (.object(made), []) }
            makeViewsGivenToMacro(call, named: name, in: scope)
            arguments = activateConstraintArguments(of: call, callee: callee.unknownSymbol?.name ?? name, in: scope,
                                                        at: call.callee.span)
            noteViewsHanded(arguments, to: receiver ?? owner, callee: name, at: call.callee.span)
            noteViewGivenToUnknownCode(of: receiver, arguments, callee: name, at: call.callee.span)
            noteViewPinnedByUnknownCode(receiver, arguments, callee: name, at: call.callee.span)
            giveStandInImages(handedTo: call, callee: name, arguments: arguments, receiver: receiver, in: scope)
            // a function of one number (`ScreenUtils.getHeight(44)`) most likely gives that number
            if arguments.count == 1 { result = carryingLikelyNumber(callee, of: arguments[0]) }
            let viewsGiven = arguments.compactMap { $0?.host(View.self) }
            if !viewsGiven.isEmpty, let symbol = result.unknownSymbol {
                result = .object(UnknownSymbol(symbol.name, likelyNumber: symbol.likelyNumber, viewsGiven: viewsGiven))
            }
        }
        for argument in call.arguments {
            guard case .closure(let literal) = argument.value else { continue }
            if evaluatingUnknownArguments == 0 || !Self.namesType(name), layoutBuilding.builds(literal.span) {
                // once per object running it: a completion handing its own work on again (`loadItem { … defer {
                // self?.loadAttachments(rest) } }`) would otherwise loop on the main queue
                guard unknownCodeClosuresRun.insert(ClosureRun(literal.span.start, scope.currentReceiver?.value))
                        .inserted, let closure = try? evaluate(argument.value, in: scope) else { continue }
                let count = literal.anonymousParameterCount > 0 ? literal.anonymousParameterCount : literal.parameters.count
                let parameters: [Value]
                if count == 1, let receiver, !receiver.isUnknown {
                    parameters = [receiver]
                } else {
                    parameters = (0..<count).map { index in
                        .unknown(index < literal.parameters.count ? literal.parameters[index].name : "$\(index)")
                    }
                }
                mainQueue.enqueue(closure, arguments: parameters, deadline: 0, at: literal.span)
                warn("the closure passed to '\(name)', which is unknown, runs once after this step: it builds layout "
                         + "(adds views, reloads a list or makes constraints)", at: literal.span)
                continue
            }
            skipped.unrunClosures += 1
            noteHandlerHandedToUnknownCode(literal, in: scope)
            coverage.noteSkipped(at: argument.value.span, because: "not run: it is in a closure passed to '\(name)', which is unknown")
        }
        return (result, arguments)
    }

    /// Whether a callee spelt `name` (`Item`, `Menu.Item`, `manager.request`) names a type: its last part is
    /// capitalised.
    private static func namesType(_ name: String) -> Bool {
        name.split(separator: ".").last?.first?.isUppercase == true
    }
}

/// A closure literal handed to unknown code, and the object whose code handed it (nil at the top level).
struct ClosureRun: Hashable {
    let literal: Int
    let receiver: ObjectIdentifier?

    init(_ literal: Int, _ receiver: Value?) {
        self.literal = literal
        if case .object(let object)? = receiver { self.receiver = ObjectIdentifier(object as AnyObject) } else {
            self.receiver = nil
        }
    }
}
