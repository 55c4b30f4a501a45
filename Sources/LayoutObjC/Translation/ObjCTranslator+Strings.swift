/// Foundation's string factories as Swift's: `[NSString stringWithFormat:@"%@ likes", count]` is
/// `String(format: "%@ likes", count)`, so a label shows the text the format makes (an unknown argument gives the
/// placeholder its source expression shows); `stringWithString:x` and `initWithString:x` are `x`, and `[NSString
/// string]`, `new` and `alloc`/`init` are `""`.
///
/// ```swift
/// // title.text = [NSString stringWithFormat:@"%d items", count];
/// title.text = String(format: "%d items", count)
/// ```
extension ObjCTranslator {
    /// Foundation's string classes.
    static let stringClasses: Set<String> = ["NSString", "NSMutableString"]

    /// Writes a factory message of `NSString`/`NSMutableString` as Swift's; false when it is not one.
    func writeStringFactory(receiver: ObjCNode, selector: String, arguments: [ObjCNode]) -> Bool {
        guard let className = factoryClass(of: receiver), Self.stringClasses.contains(className) else { return false }
        switch selector {
        case "string", "new", "init":
            write("\"\"")
        case "stringWithFormat:", "initWithFormat:":
            guard !arguments.isEmpty else { return false }
            write("String(format: ")
            writeList(arguments)
            write(")")
        case "stringWithString:", "initWithString:":
            guard let value = arguments.first else { return false }
            write("(")
            writeExpression(value)
            write(")")
        default:
            return false
        }
        return true
    }
}
