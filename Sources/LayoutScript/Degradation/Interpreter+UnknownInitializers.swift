/// An initializer of a UIKit view or view-controller class that UIKit does not have — an app's convenience
/// initializer from another file, such as `UILabel(text:textColor:font:)` — makes the object with UIKit's defaults
/// (its plain `init()`) and warns once per initializer. For other types (`UIColor(named:)`) it is an unknown
/// symbol; labels that are part of a real initializer's stay an error (a missing argument).
extension Interpreter {
    func defaultInstanceForUnknownInitializer(_ host: HostType, _ call: Call, in scope: Scope, at span: SourceSpan)
        throws -> Value? {
        let matches = host.initializers.contains { function in
            ArgumentMatching.match(call.arguments, to: function.parameters.map {
                ParameterShape(label: $0.label, hasDefault: $0.hasDefault, isVariadic: $0.isVariadic,
                               acceptsClosure: $0.type.isFunction)
            }) != nil
        }
        guard !matches else { return nil }
        let selector = Selector.text("init", call.labels)
        guard isUIKitClass(host), let plain = host.initializers.first(where: { $0.parameters.isEmpty }) else {
            // `UIColor(named:)`: unknown, unless the labels are part of a real initializer's (a missing argument)
            let labels = Set(call.labels.compactMap { $0 })
            let partial = host.initializers.contains { labels.isSubset(of: Set($0.parameters.compactMap(\.label))) }
            guard !partial else { return nil }
            return absorbCall(unknown("\(host.name).\(selector)", at: span), call)
        }
        if skipped.noteUnknown("\(host.name).\(selector)") {
            warn("unknown symbol '\(host.name).\(selector)': UIKit has no such initializer (an extension in another "
                     + "file?); the \(host.name) is made with UIKit's defaults", at: span)
        }
        _ = absorbCall(.void, call)
        return try hostBinding(at: span) {
            try plain.body(HostCall(receiver: .type(.host(host)), arguments: [], span: span, anchor: call.anchor,
                                    interpreter: self))
        }
    }

    /// Whether a host type is a view or view controller class (not a value type such as `UIColor` or `CGSize`,
    /// whose wrong arguments stay errors).
    private func isUIKitClass(_ host: HostType) -> Bool {
        ["UIView", "UIViewController"].contains { registry.named($0).map(host.isSubtype(of:)) == true }
    }
}
