/// An initializer of a UIKit view or view-controller class that UIKit does not have — an app's convenience
/// initializer from another file, such as `UILabel(text:textColor:font:)` — makes the object with UIKit's defaults
/// (its plain `init()`), sets the properties its labels name (``Interpreter/applyPropertyArguments(to:_:_:in:)``) and
/// warns once per initializer. For other types (`UIColor(named:)`) it is an unknown
/// symbol, even when its labels are part of a real initializer's (an app's `UIColor(red:green:blue:)` beside UIKit's
/// with `alpha:`). A string literal given to
/// an initializer layoutviz adds and UIKit lacks (`UIColor(hex: "#FF8800")`) is the app's overload: unknown too, as is
/// one given where UIKit's own initializer takes none, when the files use code they do not declare (`UIColor("#DDD")`),
/// or when the type is spelt with layoutviz's own name for it (`Color(0x313131)`, see ``LibrarySpellings``).
extension Interpreter {
    func defaultInstanceForUnknownInitializer(_ host: HostType, _ call: Call, in scope: Scope, at span: SourceSpan)
        throws -> Value? {
        let matches = host.initializers.contains { function in
            ArgumentMatching.match(call.arguments, to: function.parameters.shapes) != nil
        }
        let selector = Selector.text("init", call.labels)
        let spelled = librarySpelling(of: call)
        if matches {
            // the labels fit but a string literal goes where no initializer with them takes one: the app's own
            // overload, from a file not given — beside an initializer layoutviz adds and UIKit lacks
            // (`UIColor(hex: "#FF8800")` beside `UIColor(hex: 0xFF8800)`), or beside UIKit's own when the files show
            // there are such files (`UIColor("#DDDDDD")` beside `UIColor(_: Color)`); in complete files UIKit's own
            // initializers given a wrong type stay errors
            let lacked = (call.labels.first ?? nil).map { Self.initializersUIKitLacks[host.name]?.contains($0) == true }
            guard lacked == true || skipped.showsFilesNotGiven || spelled != nil,
                  !hostInitializerFits(host, call) else { return nil }
            return absorbCall(unknown("\(spelled ?? host.name).\(selector)", at: span), call, in: scope)
        }
        guard isUIKitClass(host), host.initializers.contains(where: { $0.parameters.isEmpty }) else {
            // `UIColor(named:)`, `UIEdgeInsets(bottom:)`: an app's extension from a file not given, even when its labels
            // are part of a real initializer's (apps add `UIColor(red:green:blue:)` beside UIKit's with `alpha:`)
            return absorbCall(unknown("\(spelled ?? host.name).\(selector)", at: span), call, in: scope)
        }
        _ = absorbCall(.void, call, in: scope)
        // `UIStackView(arrangedSubviews: views, axis: .vertical)`: UIKit's initializer with the leading arguments
        let uikit = host.initializers.fittingPrefix(of: call.arguments).flatMap { $0.leading.isEmpty ? nil : $0 }
        let instance: Value? = if let uikit {
            try callHost(uikit.fitting, receiver: .type(.host(host)), call.with(arguments: uikit.leading), in: scope,
                         describing: "initializer of '\(host.name)'", at: span)
        } else {
            try defaultInstance(of: host, at: span, anchor: call.anchor)
        }
        let named = uikit.map { call.with(arguments: $0.rest) } ?? call
        let applied = instance.map { applyPropertyArguments(to: $0, host, named, in: scope) } ?? []
        if skipped.noteUnknown("\(host.name).\(selector)") {
            let made = uikit.map { "UIKit's \(Selector.text("init", $0.leading.map(\.label)))" } ?? "UIKit's defaults"
            let set = applied.isEmpty ? "" : ", then given what its arguments name (\(applied.joined(separator: ", ")))"
            warn("unknown symbol '\(host.name).\(selector)': UIKit has no such initializer (an extension in another "
                     + "file?); the \(host.name) is made with \(made)\(set)", at: span)
        }
        return instance
    }

    /// Initializers layoutviz adds that UIKit does not have, by type and first label: an app may declare its own
    /// with other argument types.
    static let initializersUIKitLacks: [String: Set<String>] = ["UIColor": ["hex"]]

    /// Whether a host type is a view or view controller class (not a value type such as `UIColor` or `CGSize`,
    /// whose wrong arguments stay errors).
    private func isUIKitClass(_ host: HostType) -> Bool {
        ["UIView", "UIViewController"].contains { registry.named($0).map(host.isSubtype(of:)) == true }
    }
}
