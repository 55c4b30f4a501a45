/// Foundation's arrays as Swift's: `NSArray` and `NSMutableArray` are `[Any]` (``ObjCTypes``), so their factories and
/// messages are written as the array operations they are — `[NSMutableArray array]` (and `new`, `alloc`/`init`,
/// `arrayWithCapacity:`) is `[Any]()`, `arrayWithObjects:a, b, nil` is `[a, b]`, `arrayWithArray:x` is `x`;
/// `addObject:` is `append(_:)`, `objectAtIndex:` a subscript, `lastObject`/`firstObject`/`count` the properties
/// `last`/`first`/`count`, and the other mutations theirs; `copy` and `mutableCopy` are the value itself, since
/// Swift's arrays and strings are values. The selectors are Foundation's own, which no UIKit class shares.
///
/// ```swift
/// // [views addObject:card]; UIView *last = views.lastObject;
/// views.append(card); var last: UIView! = views.last
/// ```
extension ObjCTranslator {
    /// Foundation's array classes.
    static let arrayClasses: Set<String> = ["NSArray", "NSMutableArray"]

    /// Array messages with their Swift spelling: the method (nil for a subscript) and its argument labels.
    private static let arrayMessages: [String: (name: String?, labels: [String?])] = [
        "addObject:": ("append", [nil]),
        "addObjectsFromArray:": ("append", ["contentsOf"]),
        "insertObject:atIndex:": ("insert", [nil, "at"]),
        "objectAtIndex:": (nil, [nil]),
        "objectAtIndexedSubscript:": (nil, [nil]),
        "removeObjectAtIndex:": ("remove", ["at"]),
        "removeAllObjects": ("removeAll", []),
        "removeLastObject": ("removeLast", []),
    ]

    /// Foundation's array properties, sent as messages (`[views lastObject]`) or read with dot syntax
    /// (`views.lastObject`), and their Swift names.
    static let arrayProperties = ["lastObject": "last", "firstObject": "first", "count": "count"]

    /// Writes a message that makes or uses a Foundation array as Swift's array; false when it is not one.
    func writeArrayMessage(receiver: ObjCNode, selector: String, arguments: [ObjCNode]) -> Bool {
        if let made = arrayMade(receiver: receiver, selector: selector, arguments: arguments) {
            write(made.prefix)
            writeList(made.elements)
            write(made.suffix)
            return true
        }
        // Swift's arrays (and strings) are values: a copy is the value itself
        if ["copy", "mutableCopy"].contains(selector) {
            writeExpression(receiver)
            return true
        }
        if arguments.isEmpty, let property = Self.arrayProperties[selector] {
            writeExpression(receiver)
            write(".\(property)")
            return true
        }
        if selector == "enumerateObjectsUsingBlock:", arguments.count == 1, arguments[0].kind == "block_literal" {
            writeEnumeration(of: receiver, block: arguments[0])
            return true
        }
        guard let (name, labels) = Self.arrayMessages[selector], labels.count == arguments.count else { return false }
        writeExpression(receiver)
        if let name {
            write(".\(name)")
            writeArguments(arguments, labels: labels)
        } else {
            write("[")
            writeExpression(arguments[0])
            write("]")
        }
        return true
    }

    /// `[views enumerateObjectsUsingBlock:^(UIView *view, NSUInteger index, BOOL *stop) { … }]`: the block runs for
    /// each element with its index, `views.enumerated().forEach { (index, view) in … }` (a `return` in it goes on to
    /// the next element, as in the block).
    private func writeEnumeration(of receiver: ObjCNode, block: ObjCNode) {
        let names = blockParameterNames(block)
        write("(")
        writeExpression(receiver)
        write(").enumerated().forEach ")
        let element = names.first ?? "_", index = names.count > 1 ? names[1] : "_"
        writeBlock(block, parameterNames: ["(\(Self.escaped(index)), \(Self.escaped(element)))"])
    }

    /// What a factory of `NSArray`/`NSMutableArray` (or `[[NSMutableArray alloc] init…]`) makes: the literal's
    /// opening, its elements and its closing; nil for any other message.
    private func arrayMade(receiver: ObjCNode, selector: String, arguments: [ObjCNode])
        -> (prefix: String, elements: [ObjCNode], suffix: String)? {
        guard let className = factoryClass(of: receiver), Self.arrayClasses.contains(className) else { return nil }
        switch selector {
        case "array", "new", "init", "arrayWithCapacity:", "initWithCapacity:":
            return ("[Any](", [], ")")
        case "arrayWithObject:":
            return ("[", arguments, "]")
        case "arrayWithObjects:", "initWithObjects:":
            return ("[", arguments.filter { !["nil", "NULL"].contains(text($0)) }, "]")
        case "arrayWithArray:", "initWithArray:":
            return ("(", arguments, ")")
        default:
            return nil
        }
    }
}
