/// `self` inside a stored property's initializer closure of an `NSObject` subclass (`let button: UIButton = { …
/// button.addTarget(self, action: #selector(tap), for: .touchUpInside) … }()`) compiles in Swift — with a warning —
/// because it names the method `NSObject.self()`, not the instance, which does not exist yet. So it is not an error
/// here either: it is an unknown value, warned once, and what uses it (a target that would never be called) is skipped.
///
/// ```swift
/// // let button: UIButton = { let b = UIButton(); b.addTarget(self, …); return b }()   // warning, the button is kept
/// ```
extension Interpreter {
    func selfInPropertyInitializer(at span: SourceSpan) -> Value {
        if skipped.noteUnknown("NSObject.self") {
            warn("'self' in a stored property's initializer refers to the method 'NSObject.self()', not the instance "
                     + "(Swift warns too); what uses it is skipped", at: span)
        }
        return .unknown("NSObject.self")
    }
}
