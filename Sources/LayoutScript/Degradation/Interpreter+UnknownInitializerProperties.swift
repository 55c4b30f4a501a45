import LayoutScene

/// An app's convenience initializer of a UIKit view — `UILabel(text: "Hi", textColor: .gray)`,
/// `UIImageView(imageNamed: "logo")`, `UILabel(fontSize: 14)`, `UIView(backgroundColor: .red)`, declared in a file not
/// given — almost always sets the properties its labels name. An argument whose label is the name of a settable
/// property of the class (or of a superclass), or starts with one at a camel-case boundary (`imageNamed` → `image`,
/// `fontSize` → `font`), sets that property, its value read in the property's type; a label naming a control's
/// per-state setter the same way (`title` → `setTitle(_:for:)`, `titleColor` → `setTitleColor(_:for:)`) sets it for
/// `.normal`. A string given for an image names it in the asset catalog, and a number given for a font is the system
/// font's size. An unknown value going to text or an image shows its placeholder (``PlaceholderText``,
/// `UILabel(text: L10n.title)` shows `‹L10n.title›`), as an assignment of it would. Arguments that name nothing, or
/// whose value does not convert, are left out.
///
/// ```swift
/// let logo = UIImageView(imageNamed: "logo")   // image = UIImage(named: "logo"): the view has the image's size
/// ```
extension Interpreter {
    /// Sets the properties the call's labels name on `instance`; the labels used, in order.
    func applyPropertyArguments(to instance: Value, _ host: HostType, _ call: Call, in scope: Scope) -> [String] {
        guard let object = instance.host(AnyObject.self) else { return [] }
        var applied: [String] = []
        for argument in call.arguments {
            guard let label = argument.label else { continue }
            let exactSetter = Self.stateSetter(namedBy: label, in: host).flatMap { $0.0 == Self.setterName(label) ? $0 : nil }
            if exactSetter == nil, let (name, property) = Self.property(namedBy: label, in: host), let setter = property.set {
                // `fontWeight: .bold` names more than the font: a `.member` is read in the type of the whole label
                if name != label, case .implicitMember = argument.value { continue }
                guard let value = argumentValue(argument, type: property.type, in: scope),
                      let converted = try? converted(value, to: property.type, at: argument.span),
                      (try? setter(object, converted)) != nil else { continue }
                applied.append(label == name ? label : "\(label) → \(name)")
            } else if let (name, setter) = Self.stateSetter(namedBy: label, in: host) {
                let type = setter.parameters[0].type
                guard let value = argumentValue(argument, type: type, in: scope),
                      let converted = try? converted(value, to: type, at: argument.span) else { continue }
                let call = HostCall(receiver: instance, arguments: [converted, .object(ControlState.normal)],
                                    span: argument.span, anchor: argument.span, interpreter: self)
                guard (try? setter.body(call)) != nil else { continue }
                applied.append("\(label) → \(name)(_:for: .normal)")
            }
        }
        return applied
    }

    /// The value an argument gives a property of `type`: its own, a placeholder where it is unknown and the type
    /// takes one, or nil.
    private func argumentValue(_ argument: Argument, type: ScriptType, in scope: Scope) -> Value? {
        guard let value = try? evaluate(argument.value, in: scope, expecting: type) else { return nil }
        // an unknown capitalised call (`TR("title")`) made a placeholder view; where text goes it is the app's text
        let standsIn = value.isUnknown || value.host(PlaceholderView.self) != nil
        guard standsIn, let placeholder = placeholderValue(for: argument.value, type: type) else {
            return value.isUnknown ? nil : value
        }
        return placeholder
    }

    /// The property a label names: the same name, else the longest name the label starts with at a word boundary.
    private static func property(namedBy label: String, in host: HostType) -> (String, HostProperty)? {
        if let exact = host.property(named: label) { return (label, exact) }
        var names: [String] = []
        var current: HostType? = host
        while let type = current {
            names += type.properties.keys
            current = type.parent
        }
        let prefix = names.filter { startsWord(of: label, $0) }.max { $0.count < $1.count }
        return prefix.flatMap { name in host.property(named: name).map { (name, $0) } }
    }

    /// A control's per-state setter the label names (`title` → `setTitle(_:for:)`, `titleColor` →
    /// `setTitleColor(_:for:)`, `imageName` → `setImage(_:for:)`), by the same rule as a property.
    private static func stateSetter(namedBy label: String, in host: HostType) -> (String, HostFunction)? {
        let boundaries = label.indices.filter { $0 == label.startIndex || label[$0].isUppercase } + [label.endIndex]
        for end in boundaries.dropFirst().reversed() {
            let name = setterName(String(label[..<end]))
            let setter = host.methods(named: name).first { function in
                function.parameters.map(\.label) == [nil, "for"]
            }
            if let setter { return (name, setter) }
        }
        return nil
    }

    /// `title` → `setTitle`.
    private static func setterName(_ stem: String) -> String { "set" + stem.prefix(1).uppercased() + stem.dropFirst() }

    /// Whether `label` is `name` followed by more words (`imageNamed` for `image`).
    private static func startsWord(of label: String, _ name: String) -> Bool {
        label.count > name.count && label.hasPrefix(name)
            && label[label.index(label.startIndex, offsetBy: name.count)].isUppercase
    }

    private func converted(_ value: Value, to type: ScriptType, at span: SourceSpan) throws -> Value {
        let target: ScriptType = if case .optional(let wrapped) = type { wrapped } else { type }
        if case .host(let host) = target {
            if case .string(let name) = value, host.matches(Image(content: .empty)) {
                return try .object(image(named: name, at: span))
            }
            if let size = value.number, host.matches(Font.systemFont(ofSize: 1)) {
                return .object(Font.systemFont(ofSize: CGFloat(size)))
            }
        }
        return try coerce(value, to: type, context: .assignment, at: span)
    }
}
