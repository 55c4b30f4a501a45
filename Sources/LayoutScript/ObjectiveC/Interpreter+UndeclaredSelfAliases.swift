import LayoutScene

/// A name an Objective-C file uses but never declares, whose members are the running object's own —
/// `weakself.titleLabel` (a property of the class) or `weakSelf.view` (of its UIKit class) after a `kWeakSelf;` or
/// `WS(weakSelf)` macro defined in a file not given — is a weak reference to `self`: such macros expand to `__weak
/// typeof(self) weakself = self`. The member is read on `self`, with one warning per name instead of the
/// unknown-symbol one, and from then on the name on its own is `self` too (`make.left.equalTo(weakSelf)`).
///
/// ```objc
/// kWeakSelf;
/// [_accView mas_makeConstraints:^(MASConstraintMaker *make) {
///     make.top.equalTo(weakself.titleLabel.mas_bottom);   // weakself is self
/// }];
/// ```
extension Interpreter {
    /// The value `base` stands for before `.member`: `self` when it is an undeclared name in Objective-C code whose
    /// member `member` the running class declares, else the name's own value; nil when `base` is not such a name in
    /// such code (the caller evaluates it as usual).
    func baseResolvingSelfAlias(_ base: Expr, member: String, in scope: Scope) throws -> Value? {
        guard case .name(let name, let span) = base, isObjectiveC(at: span),
              let receiver = scope.currentReceiver, case .object(let object) = receiver.value,
              let scripted = HostBase.scriptedObject(object) else { return nil }
        let scriptClass = scripted.instance.scriptClass
        guard scriptClass.property(named: member) != nil || !scriptClass.methods(named: member).isEmpty
            || hostType(of: object).map({ $0.property(named: member) != nil || !$0.methods(named: member).isEmpty })
                == true else { return nil }
        let value = try evaluate(base, in: scope)
        guard value.isUnknown, value.unknownSymbol?.name == name else { return value }
        // the name's unknown-symbol warning, here or at an earlier use (`WS(weakSelf)`), gives way to this one
        withdrawUnknownSymbolWarnings(for: name, since: 0)
        selfAliasNames.insert(name)
        warnOnce("'\(name)' is not declared, and the members read of it are \(scriptClass.name)'s: it stands for self "
                     + "(a weak-self macro of a file not given)", at: span)
        return receiver.value
    }

    /// `self`, for a name found to stand for it, read on its own in Objective-C code; nil otherwise.
    func selfAlias(_ name: String, in scope: Scope, at span: SourceSpan) -> Value? {
        guard selfAliasNames.contains(name), isObjectiveC(at: span), let receiver = scope.currentReceiver else {
            return nil
        }
        return receiver.value
    }
}
