import LayoutScene

/// UIKit's nested types by their bare names inside the code of an extension or subclass of their class, as Swift
/// finds them: in `extension UIFont`, `Weight` is `UIFont.Weight`; in a `UIControl` subclass, `State` is
/// `UIControl.State`; in a `UIPageViewController` subclass, `NavigationDirection` is
/// `UIPageViewController.NavigationDirection`. A type the scene class nests itself comes first, as in Swift.
///
/// ```swift
/// extension UIFont {
///     static func app(size: CGFloat, weight: Weight = .regular) -> UIFont { .systemFont(ofSize: size, weight: weight) }
/// }
/// ```
struct EnclosingHostType {
    /// The scene class whose code runs, if it is a scene class's.
    let definingClass: ScriptClass?
    /// The UIKit type whose extension declares the running code, or the one a scene class derives from.
    let host: HostType?
    /// The scene struct or enum whose method runs (its nested types are found by their bare names).
    var namespace: Namespace? = nil
}

extension Interpreter {
    /// The type context of code running with `receiver` as `self`: an extension initializer's UIKit type, a scene
    /// class and its UIKit base, or the UIKit type of the value an extension's method runs on.
    func enclosingHostType(of receiver: ScriptReceiver?) -> EnclosingHostType? {
        guard let receiver else { return nil }
        if let host = receiver.initializingHost { return EnclosingHostType(definingClass: nil, host: host) }
        if let definingClass = receiver.definingClass {
            return EnclosingHostType(definingClass: definingClass,
                                     host: registry.named(definingClass.hostBase.hostTypeName))
        }
        switch receiver.value {
        case .type(.host(let host)): return EnclosingHostType(definingClass: nil, host: host)
        case .type(.namespace(let namespace)): return EnclosingHostType(definingClass: nil, host: nil, namespace: namespace)
        case .structValue, .enumValue:
            return receiver.value.valueTypeNamespace.map { EnclosingHostType(definingClass: nil, host: nil, namespace: $0) }
        case .type(.scriptClass(let scriptClass)):
            return EnclosingHostType(definingClass: scriptClass, host: registry.named(scriptClass.hostBase.hostTypeName))
        case .object(let object):
            if let scripted = HostBase.scriptedObject(object) {
                let scriptClass = scripted.instance.scriptClass
                return EnclosingHostType(definingClass: scriptClass,
                                         host: registry.named(scriptClass.hostBase.hostTypeName))
            }
            return hostType(of: object).map { EnclosingHostType(definingClass: nil, host: $0) }
        default: return nil
        }
    }

    /// Runs `body` as code of the type `receiver` gives (types named in it resolve in that type first).
    func withEnclosingType<T>(of receiver: ScriptReceiver?, _ body: () throws -> T) rethrows -> T {
        enclosingTypes.append(enclosingHostType(of: receiver))
        defer { enclosingTypes.removeLast() }
        return try body()
    }

    /// Runs `body` as code of `scriptClass` (an initializer's parameter types).
    func withEnclosingType<T>(_ scriptClass: ScriptClass, _ body: () throws -> T) rethrows -> T {
        enclosingTypes.append(EnclosingHostType(definingClass: scriptClass,
                                                host: registry.named(scriptClass.hostBase.hostTypeName)))
        defer { enclosingTypes.removeLast() }
        return try body()
    }

    /// `Self` in the running code: the scene class or UIKit type of `self` (a protocol extension's method run on a
    /// `UIImageView` returns a `UIImageView`); any value where the code belongs to no class.
    var enclosingSelfType: ScriptType {
        guard let context = enclosingTypes.last, let context else { return .any }
        if let definingClass = context.definingClass { return .scriptClass(definingClass) }
        return context.host.map { .host($0) } ?? .any
    }

    /// The type a bare name means in the running code's type, if that type nests one of the name: a struct or enum
    /// of the scene class (or its superclasses), else a nested type of its UIKit class (or the UIKit superclasses).
    func enclosingNestedType(named name: String) -> TypeValue? {
        guard let context = enclosingTypes.last, let context else { return nil }
        if let definingClass = context.definingClass, let namespace = nestedNamespace(name, in: definingClass) {
            return .namespace(namespace)
        }
        if let definingClass = context.definingClass, let nested = nestedClass(name, in: definingClass) {
            return .scriptClass(nested)
        }
        if let nested = context.namespace?.nested[name] { return .namespace(nested) }
        return context.host?.nestedType(named: name).map { .host($0) }
    }
}

extension HostType {
    /// A type nested in this type or one of its ancestors (`UIButton.State` is `UIControl.State`).
    func nestedType(named name: String) -> HostType? {
        nestedTypes[name] ?? parent?.nestedType(named: name)
    }
}
