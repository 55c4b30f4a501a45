/// Objective-C type spellings as Swift imports them: Foundation's bridged types (`NSString *` is `String`,
/// `NSInteger` `Int`, `BOOL` `Bool`; Masonry's `MASConstraint` the DSL's `Constraint`), object pointers as implicitly unwrapped references (Objective-C's objects
/// may be `nil`), blocks and `id` as `Any`. UIKit's own C names (`UITableViewCellStyle`) are left for the
/// interpreter, which knows them by rule (`ObjectiveCSpellings`).
///
/// ```swift
/// ObjCTypes.swift(named: "NSString", isPointer: true)   // "String!"
/// ```
enum ObjCTypes {
    /// Foundation and C scalar types that Swift imports under another name.
    static let bridged: [String: String] = [
        "NSString": "String", "NSMutableString": "String", "NSAttributedString": "NSAttributedString",
        "NSInteger": "Int", "NSUInteger": "Int", "int": "Int", "long": "Int", "short": "Int", "unsigned": "Int",
        "int32_t": "Int", "int64_t": "Int", "uint32_t": "Int", "uint64_t": "Int", "size_t": "Int",
        "BOOL": "Bool", "bool": "Bool", "float": "CGFloat", "double": "CGFloat", "CGFloat": "CGFloat",
        "NSTimeInterval": "Double", "id": "Any", "instancetype": "Any",
        "NSArray": "[Any]", "NSMutableArray": "[Any]", "NSDictionary": "[AnyHashable: Any]",
        "NSMutableDictionary": "[AnyHashable: Any]", "NSSet": "Set<AnyHashable>", "NSNumber": "Double",
        "NSIndexPath": "IndexPath", "MASConstraint": "Constraint", "MASConstraintMaker": "ConstraintMaker",
    ]

    /// The Swift spelling of a type written `name` (with a `*` when `isPointer`).
    static func swift(named name: String, isPointer: Bool) -> String {
        let base = bridged[name] ?? name
        guard isPointer || name == "id" else { return base }
        return base.hasSuffix("!") ? base : base + "!"
    }

    /// A stored variable of this Swift type at the zero value it starts at (Objective-C zero-fills instances):
    /// `name: Type = zero`, a type with no zero written implicitly unwrapped and `nil`.
    static func stored(_ name: String, _ swiftType: String) -> String {
        let (type, zero) = storage(swiftType)
        return "\(name): \(type) = \(zero)"
    }

    /// The type a stored variable is declared with and the zero value it starts at.
    static func storage(_ swiftType: String) -> (type: String, zero: String) {
        let zero: String? = switch swiftType {
        case _ where swiftType.hasSuffix("!"): "nil"
        case "Int", "CGFloat", "Double": "0"
        case "Bool": "false"
        case "CGRect", "CGSize", "CGPoint", "UIEdgeInsets": ".zero"
        case "[Any]": "[]"
        case "[AnyHashable: Any]": "[:]"
        default: nil
        }
        guard let zero else { return (swiftType + "!", "nil") }
        return (swiftType, zero)
    }
}
