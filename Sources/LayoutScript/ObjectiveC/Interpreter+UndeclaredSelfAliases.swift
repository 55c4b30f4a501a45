import LayoutScene

/// A name an Objective-C file uses but never declares, whose members are the running object's own —
/// `weakself.titleLabel` (a property of the class) or `weakSelf.view` (of its UIKit class) after a `kWeakSelf;` or
/// `WS(weakSelf)` macro defined in a file not given — is a weak reference to `self`: such macros expand to `__weak
/// typeof(self) weakself = self`. The member is read on `self`, with one warning per name instead of the
/// unknown-symbol one, and the name on its own is `self` too (`make.left.equalTo(weakSelf)`), also before the first
/// member read: a use of the bare name looks ahead in its file for such a read.
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
        guard declares(member, object, scriptClass) else { return nil }
        let value = try evaluate(base, in: scope)
        guard value.isUnknown, value.unknownSymbol?.name == name else { return value }
        takeAsSelf(name, of: scriptClass, at: span)
        return receiver.value
    }

    /// `self`, for a name found to stand for it, read on its own in Objective-C code; nil otherwise. A name not yet
    /// found is, when its file reads a member of the running class of it further on (`weakSelf.titleLabel`).
    func selfAlias(_ name: String, in scope: Scope, at span: SourceSpan) -> Value? {
        guard isObjectiveC(at: span), let receiver = scope.currentReceiver else { return nil }
        if selfAliasNames.contains(name) { return receiver.value }
        guard case .object(let object) = receiver.value, let scripted = HostBase.scriptedObject(object) else {
            return nil
        }
        let scriptClass = scripted.instance.scriptClass
        let text = source.locate(span).text.text
        guard text.contains("\(name).") || text.contains("\(name) .") else { return nil }
        let reads = text.matches(of: #/\b(\w+)\s*\.\s*(\w+)/#).lazy.filter { $0.output.1 == name }
            .map { String($0.output.2) }
        guard reads.contains(where: { declares($0, object, scriptClass) }) else { return nil }
        takeAsSelf(name, of: scriptClass, at: span)
        return receiver.value
    }

    /// Whether `object`'s class, `scriptClass`, or the UIKit class it extends declares a property or method `member`.
    private func declares(_ member: String, _ object: Any, _ scriptClass: ScriptClass) -> Bool {
        scriptClass.property(named: member) != nil || !scriptClass.methods(named: member).isEmpty
            || hostType(of: object).map { $0.property(named: member) != nil || !$0.methods(named: member).isEmpty }
                == true
    }

    /// Records `name` as standing for `self`, its unknown-symbol warnings giving way to one saying so.
    private func takeAsSelf(_ name: String, of scriptClass: ScriptClass, at span: SourceSpan) {
        // the name's unknown-symbol warning, here or at an earlier use (`WS(weakSelf)`), gives way to this one
        withdrawUnknownSymbolWarnings(for: name, since: 0)
        selfAliasNames.insert(name)
        warnOnce("'\(name)' is not declared, and the members read of it are \(scriptClass.name)'s: it stands for self "
                     + "(a weak-self macro of a file not given)", at: span)
    }
}
