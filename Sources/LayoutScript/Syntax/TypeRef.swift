/// A type as written in the scene: `UIView`, `UIFont.Weight`, `[UILabel]`, `Constraint?`, `(ConstraintMaker) -> Void`.
indirect enum TypeRef: CustomStringConvertible {
    case named([String], SourceSpan)
    case optional(TypeRef)
    case array(TypeRef, SourceSpan)
    case function([TypeRef], TypeRef, SourceSpan)
    /// A tuple type, with its element labels (`nil` for an unlabelled element).
    case tuple([TypeRef], labels: [String?], SourceSpan)
    case dictionary(TypeRef, TypeRef, SourceSpan)
    /// A named type with generic arguments other than `Array`, `Optional` and `Dictionary`'s: `Set<String>`,
    /// `Box<Int>`. Only `Set` keeps its argument; the others are erased, but every argument is still resolved so an
    /// unknown type inside one (`Set<AnyCancellable>`) is reported.
    case generic(TypeRef, [TypeRef], SourceSpan)

    var description: String {
        switch self {
        case .named(let components, _): components.joined(separator: ".")
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element, _): "[\(element)]"
        case .function(let parameters, let result, _):
            "(\(parameters.map(\.description).joined(separator: ", "))) -> \(result)"
        case .tuple(let elements, _, _): "(\(elements.map(\.description).joined(separator: ", ")))"
        case .dictionary(let key, let value, _): "[\(key): \(value)]"
        case .generic(let base, let arguments, _): "\(base)<\(arguments.map(\.description).joined(separator: ", "))>"
        }
    }

    /// Whether the type is a function type, so a trailing closure may fill a parameter of this type.
    var isFunction: Bool {
        switch self {
        case .function: true
        case .optional(let wrapped): wrapped.isFunction
        default: false
        }
    }

    /// The type without its generic arguments: `Box<Int>` is `Box`.
    var erasingGenericArguments: TypeRef {
        if case .generic(let base, _, _) = self { return base }
        return self
    }

    var span: SourceSpan {
        switch self {
        case .named(_, let span), .array(_, let span), .function(_, _, let span), .tuple(_, _, let span),
             .dictionary(_, _, let span), .generic(_, _, let span): span
        case .optional(let wrapped): wrapped.span
        }
    }
}
