/// A closure a scene object's code hands to code the files do not define, that did not run, and that holds constraint
/// statements: a handler the unknown code calls later — `button.rx.tap.bind { … remakeConstraints … }`, a block given
/// to a keyboard observer, `[[btn rac_signalForControlEvents:…] subscribeNext:^(id x) { … }]`. It is a state of the
/// screen, as a tap handler method is (``SceneState``), named after the closure's position:
/// `TransmitView.closure at 60:14`. Entering it runs the closure once, its parameters unknown values.
///
/// ```swift
/// scene.states.map(\.name) // ["TransmitView.closure at 60:14"]
/// ```
struct HandedHandler {
    /// The closure literal.
    let literal: ClosureLiteral
    /// The closure, with what it captured when it was handed over.
    let closure: Value
    /// The object whose code handed it over, and the class declaring that code.
    let object: any ScriptedObject
    let owner: ScriptClass
}

extension Interpreter {
    /// Remembers a closure that did not run, handed to unknown code by a scene object's code, when it holds
    /// constraint statements (see ``HandedHandler``); once per closure literal.
    func noteHandlerHandedToUnknownCode(_ literal: ClosureLiteral, in scope: Scope) {
        guard coverage.sites.contains(where: { literal.span.contains($0.span) }),
              !handlersHandedToUnknownCode.contains(where: { $0.literal === literal }),
              let receiver = scope.currentReceiver, case .object(let object) = receiver.value,
              let scripted = HostBase.scriptedObject(object),
              let closure = try? evaluate(.closure(literal), in: scope) else { return }
        let owner = receiver.definingClass ?? scripted.instance.scriptClass
        handlersHandedToUnknownCode.append(HandedHandler(literal: literal, closure: closure, object: scripted,
                                                         owner: owner))
    }

    /// Runs a handler once, as the unknown code it was handed to would: its parameters are unknown values.
    func enter(_ handler: HandedHandler) {
        let literal = handler.literal
        let count = literal.anonymousParameterCount > 0 ? literal.anonymousParameterCount : literal.parameters.count
        let parameters: [Value] = (0..<count).map { index in
            .unknown(index < literal.parameters.count ? literal.parameters[index].name : "$\(index)")
        }
        mainQueue.enqueue(handler.closure, arguments: parameters, deadline: 0, at: literal.span)
    }
}
