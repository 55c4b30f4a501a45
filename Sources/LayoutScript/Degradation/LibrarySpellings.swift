/// layoutviz's own names for UIKit types — `Color`, `Font`, `ViewController`, `Label`, which scenes compiled against
/// the library may use — are, in an app's file, the app's own types and functions from files not given: its
/// `func Color(_ rgb: Int) -> UIColor`, its `class ViewController: UIViewController` with `init(presentationType:)`.
/// So where the UIKit type cannot take what such a name is given, the name is the app's: `Color(0x313131)` is an
/// unknown call (``Interpreter/callingLibrarySpelling(_:_:in:at:_:)``), as is a call of a member UIKit's type has as
/// no function (`ButtonType.system(title: "Okay")`, an app's enum case), and a subclass of `ViewController` calling
/// `super.init(presentationType: p)` derives from an undeclared base class (``BaseClassSubstitution``).
///
/// ```swift
/// label.textColor = Color(0x313131)   // unknown symbol 'Color.init(_:)'; the label keeps its default colour
/// ```
extension Interpreter {
    /// Whether `spelled` names a UIKit type only through one of layoutviz's own spellings (`Color`, not `UIColor`).
    private func isLibrarySpelling(_ spelled: String) -> Bool {
        guard let host = registry.named(spelled), host.name != spelled else { return false }
        return !["UI", "NS", "CG", "CA"].contains { spelled.hasPrefix($0) }
    }

    /// The name a call spells its callee with when that is one of layoutviz's own spellings of a UIKit type.
    func librarySpelling(of call: Call) -> String? {
        guard case .name(let spelled, _) = call.callee, isLibrarySpelling(spelled) else { return nil }
        return spelled
    }

    /// `make()` — a call of one of `host`'s initializers — or, when the call spells `host` with one of layoutviz's
    /// own names and its arguments fit none of them (`Color(0x313131)`), an unknown call of the app's function.
    func callingLibrarySpelling(_ host: HostType, _ call: Call, in scope: Scope, at span: SourceSpan,
                                _ make: () throws -> Value) throws -> Value {
        guard let spelled = librarySpelling(of: call) else { return try make() }
        do {
            return try make()
        } catch let failure as ScriptFailure where failure.kind == .runtime
                    && Self.argumentMismatchPrefixes.contains(where: failure.message.hasPrefix) {
            return absorbCall(unknown("\(spelled).\(Selector.text("init", call.labels))", at: span), call, in: scope)
        }
    }

    /// `ButtonType.system(title: "Okay", color: .white)`: a member of one of layoutviz's own spellings of a UIKit type
    /// called where UIKit's member is no function is the app's own type's (an enum case with associated values): an
    /// unknown call; nil for any other call.
    func callingLibrarySpellingMember(_ call: Call, in scope: Scope, at span: SourceSpan) -> Value? {
        guard case .member(.name(let spelled, _), let member) = call.callee, isLibrarySpelling(spelled) else {
            return nil
        }
        return absorbCall(unknown("\(spelled).\(Selector.text(member.name, call.labels))", at: span), call, in: scope)
    }

    /// How swiftc's messages for arguments that fit no overload begin.
    private static let argumentMismatchPrefixes = ["cannot convert value of type", "no exact matches in call"]
}
