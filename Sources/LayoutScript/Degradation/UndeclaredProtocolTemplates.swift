/// What a call to an undeclared method of `self` does when the class adopts a protocol no file declares — the
/// "view code" pattern, where a protocol's extension (in a file not given) calls the requirements in order:
///
/// ```swift
/// extension ProfileCell: ViewCode {            // ViewCode is declared elsewhere, with
///     func buildViewHierarchy() { … }          //   extension ViewCode { func setupView() {
///     func setupConstraints() { … }            //       buildViewHierarchy(); setupConstraints() } }
/// }
/// // init(…) { super.init(…); setupView() }   → runs buildViewHierarchy(), then setupConstraints()
/// ```
///
/// The evidence is the code, not the names: a method the class calls on itself that no file declares belongs to
/// something undeclared that the class adopts or inherits, and such a method exists to call what the class provides.
/// So when a class whose conformances (or base class) include a type no file declares calls an undeclared method of
/// `self` without arguments, the class's *requirement methods* run once each, in source order: its own methods (and
/// its superclasses') that take no parameters, are not `override`, `static`, `@objc` (an action, called by whatever
/// holds it) or `private` (a requirement cannot be), and whose names the files never mention outside their
/// declarations. A warning at the call names what ran; methods that already
/// ran this way do not run again for the same object.
///
/// Protocols of Apple's frameworks (`UIScrollViewDelegate`, `WKNavigationDelegate`) are not the app's: their names
/// carry the framework's prefix, and their requirements all take arguments.
enum UndeclaredProtocolTemplates {
    /// The prefixes of Apple's frameworks whose protocols view code adopts.
    static let frameworkPrefixes = ["UI", "NS", "CA", "CL", "MK", "AV", "WK", "PH", "SK", "GK", "CN", "UN", "SF",
                                    "AS", "MF", "QL", "PK", "EK", "CK", "HK", "AR", "SCN"]

    /// Whether `name` is spelt as a protocol of one of Apple's frameworks (a known prefix, then a capitalised word).
    static func isFrameworkName(_ name: String) -> Bool {
        frameworkPrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }
}

extension Interpreter {
    /// Runs the requirement methods of `self`'s class for the undeclared call `call` (see
    /// ``UndeclaredProtocolTemplates``) and gives the call's unknown value, `callee`; nil when the call is not such a
    /// template call.
    func runUndeclaredProtocolTemplate(_ callee: Value, _ call: Call, in scope: Scope, at span: SourceSpan) throws
        -> Value? {
        guard case .name(let name, _) = call.callee, call.arguments.isEmpty, name.first?.isLowercase == true,
              let receiver = scope.currentReceiver, let scriptClass = receiver.definingClass,
              let object = receiver.box.value else { return nil }
        let undeclared = undeclaredAdoptedTypes(of: scriptClass)
        guard !undeclared.isEmpty else { return nil }
        let key = ObjectIdentifier(object.host(AnyObject.self) ?? scriptClass)
        let toRun = requirementMethods(ofChain: scriptClass).filter { !templateMethodsRun[key, default: []].contains("\($1.name).\($0.selector)") }
        guard !toRun.isEmpty else { return callee }
        if templateCallsWarned.insert(span.start).inserted {
            warn("'\(name)()' is not declared: taken as a method of '\(undeclared.joined(separator: "', '"))', which no "
                     + "file declares, that calls what \(scriptClass.name) provides; it runs "
                     + toRun.map { $0.0.selector }.joined(separator: ", "), at: span)
        }
        for (method, owner) in toRun {
            templateMethodsRun[key, default: []].insert("\(owner.name).\(method.selector)")
            _ = try withCallDepth(span) {
                try invoke(method, definingScope: globals, receiver: ScriptReceiver(value: object, definingClass: owner),
                           arguments: [], at: span)
            }
        }
        return callee
    }

    /// The protocols and base class `scriptClass`'s chain adopts that no file declares and neither Swift nor Apple's
    /// frameworks provide.
    private func undeclaredAdoptedTypes(of scriptClass: ScriptClass) -> [String] {
        var names = scriptClass.conformanceNames
        if let base = substitutedBase(of: scriptClass) { names.append(base.name) }
        var seen: Set<String> = []
        return names.filter { name in
            seen.insert(name).inserted && !UndeclaredProtocolTemplates.isFrameworkName(name) && protocols[name] == nil
                && !Self.standardProtocols.contains(name)
                && classes[name] == nil && namespaces[name] == nil
        }
    }

    /// The methods of `scriptClass` and its superclasses a template of an undeclared protocol calls, base-most class
    /// first, each class's in source order; worked out once per class.
    private func requirementMethods(ofChain scriptClass: ScriptClass) -> [(FunctionDecl, ScriptClass)] {
        if let known = templateRequirementsByClass[scriptClass.name] { return known }
        var methods: [(FunctionDecl, ScriptClass)] = []
        var current: ScriptClass? = scriptClass
        while let link = current {
            methods = requirementMethods(of: link).map { ($0, link) } + methods
            current = link.superclass
        }
        templateRequirementsByClass[scriptClass.name] = methods
        return methods
    }

    /// The methods of `scriptClass` a template of an undeclared protocol calls, in source order.
    private func requirementMethods(of scriptClass: ScriptClass) -> [FunctionDecl] {
        scriptClass.decl.methods
            .filter { method in
                method.isCallableWithoutArgumentsFromAnotherFile
                    && !layoutBuilding.isMentioned(method.name)
            }
            .sorted { $0.nameSpan.start < $1.nameSpan.start }
    }
}
