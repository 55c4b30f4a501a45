/// A UIKit method that takes one value, given an array literal of them — `view.addSubview([title, icon])`,
/// `stack.addArrangedSubview([a, b, c])` — is an app's overload taking an array, declared in a file not given (Swift
/// would reject the call otherwise): UIKit's method runs once for each element, in order, with one warning per
/// overload.
///
/// ```swift
/// view.addSubview([stackView])
/// // warning: 'UIView.addSubview(_:)' is given an array: an app's overload taking one (an extension in another
/// // file?); UIKit's method runs for each element
/// ```
extension Interpreter {
    /// The result of running UIKit's one-value method for each element of the array literal the call gives, or nil
    /// when the call is not one value of an array literal or the method takes an array itself.
    func callArrayOverload(_ host: HostType, _ name: String, candidates: [HostFunction], receiver: Value, _ call: Call,
                           in scope: Scope, at span: SourceSpan) throws -> Value? {
        guard isUIKitOrFoundation(host), call.arguments.count == 1,
              case .array(let elements, _) = call.arguments[0].value, !elements.isEmpty else { return nil }
        let oneValue = candidates.filter { function in
            function.parameters.count == 1 && function.parameters[0].label == call.arguments[0].label
                && !function.parameters[0].isVariadic
                && { if case .array = function.parameters[0].type.unwrapped { false } else { true } }()
        }
        guard !oneValue.isEmpty, oneValue.count == candidates.filter({ $0.parameters.count == 1 }).count else {
            return nil
        }
        warnOnce("'\(host.name).\(Selector.text(name, call.labels))' is given an array: an app's overload taking one "
                     + "(an extension in another file?); UIKit's method runs for each element", at: span)
        var result = Value.void
        for element in elements {
            let single = Argument(label: call.arguments[0].label, value: element, span: element.span)
            result = try callHost(oneValue, receiver: receiver, call.with(arguments: [single]), in: scope,
                                  describing: "instance method '\(name)'", at: span)
        }
        return result
    }
}
