import LayoutScene

/// Objective-C messages to UIKit, as the Objective-C front end writes them (see ``ObjectiveCSelector``): a message
/// whose first piece is not already the Swift name with these labels is matched against the receiver's UIKit
/// methods (its class's and its ancestors'), and the one that fits best is called with Swift's labels. A class
/// message may also be a factory, which Swift imports as an initializer (`[UIColor colorWithRed:…]` is
/// `UIColor(red:…)`, `[UIImage imageNamed:]` `UIImage(named:)`), or a class property (`[UIColor whiteColor]` is
/// `UIColor.white`); a message without arguments may read a property (`[label text]`, `[view isHidden]`) and
/// `setX:` sets one (`[view setHidden:YES]`).
///
/// ```swift
/// // from Card.m: [button setTitle:@"Go" forState:UIControlStateNormal];
/// button.setTitle("Go", forState: UIControlStateNormal)   // runs UIKit's setTitle(_:for:)
/// ```
extension Interpreter {
    /// Whether the code at `span` was translated from Objective-C.
    func isObjectiveC(at span: SourceSpan) -> Bool {
        hasObjectiveCSources && source.locate(span).text.language == .objectiveC
    }

    /// The constraint rules of the code at `span`: Masonry's for Objective-C, SnapKit's for Swift.
    func dialect(at span: SourceSpan) -> ConstraintDialect {
        isObjectiveC(at: span) ? .masonry : .snapKit
    }

    /// Whether any file of the scene was translated from Objective-C.
    var hasObjectiveCSources: Bool { source.hasObjectiveC }

    /// The message's result, or nil when it is not an Objective-C message to UIKit that needs matching.
    func objectiveCMessage(_ receiver: Value, _ name: String, _ call: Call, in scope: Scope,
                           at span: SourceSpan) throws -> Value? {
        guard isObjectiveC(at: span) else { return nil }
        let selector = ObjectiveCSelector(name: name, labels: call.labels)
        switch receiver {
        case .object(let object):
            if let late = try masonryLateMessage(object, name, call, in: scope, at: span) { return late }
            if let scripted = HostBase.scriptedObject(object) {
                let scriptClass = scripted.instance.scriptClass
                if !scriptClass.methods(named: name).isEmpty { return nil }
                // the file's own method declared with the importer's pruned labels (`cellForRowAt:`)
                if let (swiftName, labels) = Self.bestMatch(selector, among: scriptClass.instanceMethods(beginning: name)) {
                    return try callMember(receiver, swiftName, call.relabelled(labels), in: scope, at: span)
                }
            }
            guard let type = hostType(of: object), !labelsFit(type.methods(named: name), call) else { return nil }
            if let (swiftName, labels) = Self.bestMatch(selector, among: type.instanceMethods(beginning: name)) {
                return try callMember(receiver, swiftName, call.relabelled(labels), in: scope, at: span)
            }
            return try objectiveCAccessor(receiver, type, selector, call, in: scope, at: span)
        case .type(.host(let host)):
            guard !labelsFit(host.staticMethods(named: name), call) else { return nil }
            if let (swiftName, labels) = Self.bestMatch(selector, among: host.staticMethods(beginning: name)) {
                return try callMember(receiver, swiftName, call.relabelled(labels), in: scope, at: span)
            }
            if let made = try objectiveCFactory(host, selector, call, in: scope, at: span) { return made }
            if selector.argumentCount == 0, let value = objectiveCClassProperty(host, selector.pieces[0]) {
                return value
            }
            return nil
        default:
            return nil
        }
    }

    /// The Swift name and labels of the method that fits the selector best.
    private static func bestMatch(_ selector: ObjectiveCSelector,
                                  among methods: [(name: String, functions: [HostFunction])]) -> (String, [String?])? {
        bestMatch(selector, among: methods.map { name, functions in
            (name, functions.compactMap { $0.parameters.labels(forArguments: selector.argumentCount) })
        })
    }

    /// The Swift name and labels, among names with their overloads' labels, that fit the selector best.
    private static func bestMatch(_ selector: ObjectiveCSelector,
                                  among methods: [(name: String, labels: [[String?]])]) -> (String, [String?])? {
        var best: (score: Int, name: String, labels: [String?])?
        for (name, overloads) in methods where selector.pieces[0].hasPrefix(name) {
            for labels in overloads {
                if let score = selector.fit(name: name, labels: labels), score > (best?.score ?? 0) {
                    best = (score, name, labels)
                }
            }
        }
        return best.map { ($0.name, $0.labels) }
    }

    /// `[UIColor colorWithRed:…]`, `[UIImage imageNamed:]`: an initializer whose name is the class's last words.
    private func objectiveCFactory(_ host: HostType, _ selector: ObjectiveCSelector, _ call: Call, in scope: Scope,
                                   at span: SourceSpan) throws -> Value? {
        guard selector.argumentCount > 0 else { return nil }
        let words = ObjectiveCSpellings.words(of: host.name.components(separatedBy: ".").last ?? host.name)
        var best: (score: Int, labels: [String?])?
        for count in 1..<max(words.count, 1) {
            let stem = words.suffix(count).joined()
            let lowered = stem.prefix(1).lowercased() + stem.dropFirst()
            for initializer in host.initializers {
                guard let labels = initializer.parameters.labels(forArguments: selector.argumentCount) else { continue }
                if let score = selector.fit(name: "init", labels: labels, stem: lowered), score > (best?.score ?? 0) {
                    best = (score, labels)
                }
            }
        }
        guard let best else { return nil }
        return try construct(.host(host), call.relabelled(best.labels), in: scope, at: span)
    }

    /// `[UIColor whiteColor]`, `[UIScreen mainScreen]`: the class property the name less its class's last word names;
    /// `[UIFont smallSystemFontSize]`: the class property the name names.
    private func objectiveCClassProperty(_ host: HostType, _ name: String) -> Value? {
        if let value = host.staticValue(named: name) ?? host.staticProperties[name].map({ $0(self) }) { return value }
        let last = ObjectiveCSpellings.words(of: host.name).last ?? host.name
        guard name.hasSuffix(last), name.count > last.count else { return nil }
        let property = String(name.dropLast(last.count))
        if let value = host.staticValue(named: property) { return value }
        return host.staticProperties[property].map { $0(self) }
    }

    /// `[label text]`, `[view isHidden]` read a property; `[view setHidden:YES]` sets one.
    private func objectiveCAccessor(_ receiver: Value, _ type: HostType, _ selector: ObjectiveCSelector, _ call: Call,
                                    in scope: Scope, at span: SourceSpan) throws -> Value? {
        let piece = selector.pieces[0]
        if selector.argumentCount == 0 {
            for name in [piece, "is" + piece.prefix(1).uppercased() + piece.dropFirst()]
            where type.property(named: name) != nil {
                return try member(of: receiver, name, at: span)
            }
            return nil
        }
        guard selector.argumentCount == 1, piece.hasPrefix("set"), piece.count > 3 else { return nil }
        let rest = piece.dropFirst(3)
        for name in [rest.prefix(1).lowercased() + rest.dropFirst(), "is" + rest]
        where type.property(named: name)?.set != nil {
            let value = try evaluate(call.arguments[0].value, in: scope, expecting: type.property(named: name)?.type)
            // an unknown value leaves the property as it is, as an assignment of one does
            if value.isUnknown { return .void }
            _ = try setMember(of: receiver, name, to: value, at: span)
            return .void
        }
        return nil
    }
}

extension HostType {
    /// The instance methods of the type and its ancestors whose names begin `piece`, nearest first.
    func instanceMethods(beginning piece: String) -> [(name: String, functions: [HostFunction])] {
        methods.filter { piece.hasPrefix($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            + (parent?.instanceMethods(beginning: piece) ?? [])
    }

    /// The static methods of the type and its ancestors whose names begin `piece`, nearest first.
    func staticMethods(beginning piece: String) -> [(name: String, functions: [HostFunction])] {
        staticMethods.filter { piece.hasPrefix($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            + (parent?.staticMethods(beginning: piece) ?? [])
    }
}

extension ScriptClass {
    /// The instance methods of the class and its superclasses whose names begin `piece`, with each overload's labels.
    func instanceMethods(beginning piece: String) -> [(name: String, labels: [[String?]])] {
        let own = Dictionary(grouping: decl.methods.filter { !$0.isStatic && piece.hasPrefix($0.name) }, by: \.name)
            .sorted { $0.key < $1.key }.map { ($0.key, $0.value.map { $0.parameters.map(\.label) }) }
        return own + (superclass?.instanceMethods(beginning: piece) ?? [])
    }
}

extension [HostParameter] {
    /// The labels of the first `count` parameters, when the rest have defaults (`systemFont(ofSize:weight:)` takes
    /// `[UIFont systemFontOfSize:]`'s one argument).
    func labels(forArguments count: Int) -> [String?]? {
        guard count <= self.count, self[count...].allSatisfy(\.hasDefault) else { return nil }
        return self[..<count].map(\.label)
    }
}

extension HostType {
    /// The property Objective-C's dot syntax names: `name`, or Swift's `isName` for a Boolean whose getter is
    /// `isName` (`view.hidden` is `isHidden`).
    func objectiveCProperty(named name: String) -> (name: String, property: HostProperty)? {
        if let property = property(named: name) { return (name, property) }
        let swiftName = "is" + name.prefix(1).uppercased() + name.dropFirst()
        return property(named: swiftName).map { (swiftName, $0) }
    }
}

extension Call {
    /// The same call with its arguments given `labels` (a message matched to UIKit's Swift name).
    func relabelled(_ labels: [String?]) -> Call {
        Call(callee: callee, arguments: zip(arguments, labels).map { argument, label in
            Argument(label: label, value: argument.value, span: argument.span,
                     isTrailingClosure: argument.isTrailingClosure)
        }, span: span, anchor: anchor)
    }
}
