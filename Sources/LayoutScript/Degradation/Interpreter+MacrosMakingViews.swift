import LayoutScene

/// Objective-C apps make views with macros of their own: `STOPBUTTONMAKE(_outBtn, image1);` expands to
/// `_outBtn = [UIButton buttonWithType:…]; …` in a header not given. A C function cannot assign what it is given, a
/// macro can, and macros are spelt in capitals: so an undeclared name in capitals (`STOPBUTTONMAKE`, `WS_MAKE_LABEL`)
/// called in Objective-C with a view variable or property that is still `nil` makes it — a view of its declared class
/// with UIKit's defaults — with one warning per variable, instead of every use of it after reading `nil`.
///
/// ```objc
/// STOPBUTTONMAKE(_outBtn, image1);            // _outBtn is a UIButton now
/// [self.contentView addSubview:_outBtn];
/// ```
extension Interpreter {
    /// Makes each `nil` view variable or property `call` (a macro in capitals, in Objective-C) is given.
    func makeViewsGivenToMacro(_ call: Call, named name: String, in scope: Scope) {
        guard name.contains(where: \.isLetter), !name.contains(where: \.isLowercase),
              isObjectiveC(at: call.callee.span) else { return }
        for argument in call.arguments {
            switch argument.value {
            case .name, .member: break
            default: continue
            }
            guard let target = try? lvalue(argument.value, in: scope), (try? target.get())?.isNull == true,
                  case .host(let host)? = target.type?.unwrapped, let uiView = registry.named("UIView"),
                  host.isSubtype(of: uiView),
                  let made = try? defaultInstance(of: host, at: argument.span, anchor: argument.span),
                  (try? target.set(made)) != nil else { continue }
            if let variable = target.name { noteBinding(made, to: variable, strength: target.strength) }
            let given = source.spelling(of: argument.value.span)
            warn("'\(given)' is given to '\(name)', a macro no file defines, while it is nil: the macro is taken to "
                     + "make it, a \(host.name) with UIKit's defaults", at: argument.span)
        }
    }
}
