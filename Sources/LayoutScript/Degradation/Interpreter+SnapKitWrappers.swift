import LayoutScene

/// An app's method on SnapKit's chain that no file given declares, named as one of SnapKit's methods with words put
/// before it — `make.left.snEqualTo(other.snp.right).snOffset(33)`, `make.height.scaledEqualTo(40)` — wraps that
/// method (apps add such wrappers to scale numbers to the screen, or to log where a constraint comes from): it is
/// read as SnapKit's method given the same arguments, and the constraint is marked as a stand-in for the wrapper
/// (its badge reads `?`), with one warning per wrapper. A name that only resembles one of SnapKit's methods stays a
/// misspelling or an unknown symbol.
///
/// ```swift
/// make.right.snEqualToSuperview().snOffset(-33)
/// // warning: 'ConstraintMakerExtendable.snEqualToSuperview()' is not declared: an app's wrapper of SnapKit's
/// // 'equalToSuperview', read as it (a stand-in)
/// ```
extension Interpreter {
    /// The result of calling SnapKit's method that `name` wraps on the chain `receiver`, or nil when `receiver` is no
    /// SnapKit chain or `name` wraps none of its methods.
    func callSnapKitWrapper(_ type: HostType, _ receiver: Value, _ name: String, _ call: Call, in scope: Scope,
                            at span: SourceSpan) throws -> Value? {
        guard receiver.host(ConstraintChainDropping.self) != nil,
              let wrapped = Self.wrappedMethod(name, among: type.instanceMemberNames.filter {
                  !type.methods(named: $0).isEmpty
              }) else { return nil }
        let result = try callHost(type.methods(named: wrapped), receiver: receiver, call, in: scope,
                                  describing: "instance method '\(wrapped)'", at: span)
        let symbol = "\(type.name).\(Selector.text(name, call.labels))"
        result.host(ConstraintChainDropping.self)?.markStandIn(for: symbol)
        warnOnce("'\(symbol)' is not declared: an app's wrapper of SnapKit's '\(wrapped)', read as it (a stand-in)",
                 at: span)
        return result
    }

    /// The longest of `methods` that `name` ends with, as whole camel-case words after at least one of its own
    /// (`snEqualToSuperview` → `equalToSuperview`).
    static func wrappedMethod(_ name: String, among methods: [String]) -> String? {
        methods.filter { method in
            guard let first = method.first, name.count > method.count else { return false }
            let tail = String(first).uppercased() + method.dropFirst()
            return name.hasSuffix(tail)
        }.max { $0.count < $1.count }
    }
}
