import LayoutScript

/// The second pass's declarations: file-level constants, then each class as one Swift class — its properties
/// (a property with a getter method is a `lazy var` whose initializer runs that getter, the instance variable a
/// local of it, as the `if (!_label) { … } return _label;` pattern means), its instance variables, and its methods
/// (`initWith…:` selectors as initializers, `+` methods as `static`; `override` where the method calls `super`'s
/// method of the same selector, which proves it overrides one).
extension ObjCTranslator {
    func writeTopLevel(_ node: ObjCNode) {
        for child in node.namedChildren {
            switch child.kind {
            case "declaration" where child.children(in: "declarator").contains(where: { $0.kind == "init_declarator" }):
                newline()
                writeDeclaration(child, isGlobal: true)
            case "preproc_ifdef", "preproc_if", "preproc_else", "preproc_elif":
                writeTopLevel(child)
            case "function_definition":
                note("C functions are not translated; calls to it are unknown", at: child)
            default:
                break
            }
        }
    }

    func writeClass(_ model: ObjCClassModel) {
        let superclass = model.superclass ?? inferredSuperclass(of: model)
        writeType("class \(model.name): \(superclass)", of: model) {
            for property in model.properties { writeProperty(property, of: model) }
            for variable in model.instanceVariables
            where !model.properties.contains(where: { "_" + $0.name == variable.name }) {
                fileIndex = variable.file
                newline()
                mark(variable.node)
                if let count = variable.arrayCount {
                    // a C array is zero-filled storage of its elements
                    let (type, zero) = ObjCTypes.storage(variable.swiftType)
                    let element = type.hasSuffix("!") ? type.dropLast() + "?" : type
                    write("var \(variable.name) = [\(element)](repeating: \(zero), count: \(count))")
                } else {
                    write("var " + ObjCTypes.stored(variable.name, variable.swiftType))
                }
            }
            let getters = Set(model.properties.map(\.name).filter { model.getter(of: $0) != nil })
            for method in model.methods where method.isClassMethod || !getters.contains(method.selector) {
                writeMethod(method, of: model)
            }
        }
    }

    /// A category of a class the files do not declare (`@implementation UIView (Shadow)`): a Swift extension of it
    /// with the category's methods.
    func writeExtension(_ model: ObjCClassModel) {
        writeType("extension \(model.name)", of: model) {
            for method in model.methods { writeMethod(method, of: model) }
        }
    }

    /// `header { body }` for the class or category `model`, anchored at its declaration, with `model` current while
    /// the body is written.
    private func writeType(_ header: String, of model: ObjCClassModel, body: () -> Void) {
        currentClass = model
        defer { currentClass = nil }
        if let (file, node) = model.anchor {
            fileIndex = file
            mark(node)
        }
        write("\n" + header)
        braced(body)
        write("\n")
    }

    /// A class's superclass when no `@interface` gives it: the UIKit class whose designated initializer or
    /// lifecycle method the implementation overrides (it calls `super`'s), else `UIView`.
    private func inferredSuperclass(of model: ObjCClassModel) -> String {
        let selectors = Set(model.methods.map(\.selector))
        if selectors.contains("initWithStyle:reuseIdentifier:") { return "UITableViewCell" }
        if selectors.contains("initWithReuseIdentifier:") { return "UITableViewHeaderFooterView" }
        if !selectors.isDisjoint(with: ["viewDidLoad", "loadView", "viewWillAppear:", "viewDidAppear:"]) {
            return "UIViewController"
        }
        return "UIView"
    }

    private func writeProperty(_ property: ObjCClassModel.Variable, of model: ObjCClassModel) {
        fileIndex = property.file
        newline()
        mark(property.node)
        guard let getter = model.getter(of: property.name), let body = getter.node.first("compound_statement") else {
            write((property.isOutlet ? "@IBOutlet var " : "var ") + ObjCTypes.stored(property.name, property.swiftType))
            return
        }
        fileIndex = getter.file
        let storage = "_" + property.name
        let stored = ObjCTypes.stored(storage, property.swiftType)
        write("lazy var \(property.name): \(ObjCTypes.storage(property.swiftType).type) = {")
        indentation += 1
        newline()
        write("var " + stored)
        lazyStorage = storage
        writeStatements(of: body)
        lazyStorage = nil
        indentation -= 1
        newline()
        write("}()")
    }

    private func writeMethod(_ method: ObjCClassModel.Method, of model: ObjCClassModel) {
        fileIndex = method.file
        guard let body = method.node.first("compound_statement") else { return }
        newline()
        mark(method.node)
        let overrides = callsSuper(method.selector, in: body) || isHookOfUndeclaredBase(method, of: model)
        let initializerLabel = method.initializerLabel
        let isInitializer = initializerLabel != nil
        var labels = method.pieces.map(\.piece)
        if let initializerLabel {
            labels[0] = initializerLabel
            write(overrides ? "override init(" : "init(")
        } else {
            let imported = Self.importedName(method.pieces)
            if isHiddenFromOtherFiles(method, of: model, overrides: overrides) { write("@objc ") }
            write((method.isClassMethod ? "static " : "") + (overrides ? "override " : "")
                      + "func \(Self.escaped(imported.name))(")
            labels = imported.labels
        }
        let parameters = zip(method.pieces, labels).compactMap { piece, label -> String? in
            guard let parameter = piece.parameter else { return nil }
            let written = label.isEmpty ? "_" : label, name = Self.escaped(parameter.name)
            return written == parameter.name ? "\(name): \(parameter.type)" : "\(written) \(name): \(parameter.type)"
        }
        write(parameters.joined(separator: ", ") + ")")
        if !isInitializer, let returnType = method.returnType {
            write(" -> \(returnType == "Any!" && method.isClassMethod ? model.name : returnType)")
        }
        braced { writeStatements(of: body, inInitializer: isInitializer) }
    }

    /// A method's Swift name and labels by the importer's rule: a piece loses the type words of its parameter's
    /// type that end it (`cellForRowAtIndexPath:(NSIndexPath *)` is `cellForRowAt:`), and a first piece left
    /// ending in a preposition splits there (`numberOfSectionsInTableView:` is `numberOfSections(in:)`), so UIKit's
    /// data source and delegate calls reach the file's methods.
    static func importedName(_ pieces: [(piece: String, parameter: (name: String, type: String)?)])
        -> (name: String, labels: [String]) {
        func typeWords(_ type: String) -> String {
            let name = type.replacingOccurrences(of: "!", with: "")
            for prefix in ["NS", "UI", "CG"] where name.hasPrefix(prefix) { return String(name.dropFirst(2)) }
            return name
        }
        func pruned(_ piece: String, _ type: String?) -> String? {
            guard let type else { return nil }
            let words = typeWords(type)
            guard words.first?.isUppercase == true, piece.hasSuffix(words), piece.count > words.count else { return nil }
            return String(piece.dropLast(words.count))
        }
        var name = pieces[0].piece
        var labels = pieces.map(\.piece)
        labels[0] = "_"
        if let first = pruned(name, pieces[0].parameter?.type),
           let preposition = prepositions.first(where: { first.hasSuffix($0) && first.count > $0.count }) {
            name = String(first.dropLast(preposition.count))
            labels[0] = preposition.lowercased()
        }
        for index in pieces.indices.dropFirst() {
            if let shorter = pruned(pieces[index].piece, pieces[index].parameter?.type) { labels[index] = shorter }
        }
        return (name, labels)
    }

    /// The prepositions the importer splits a first selector piece at.
    static let prepositions = ["In", "For", "At", "With", "Of", "On", "To", "From", "By"]

    /// Whether the body sends `super` the message `selector`.
    private func callsSuper(_ selector: String, in node: ObjCNode) -> Bool {
        if node.kind == "message_expression", let receiver = node.child("receiver"), text(receiver) == "super",
           messageSelector(node) == selector {
            return true
        }
        return node.namedChildren.contains { callsSuper(selector, in: $0) }
    }

    /// Whether a method taking arguments is one no other file can send data to: its class's header was given and
    /// declares it neither as a method nor as a property's setter (under ARC, sending a selector no visible
    /// `@interface` declares is an error), and the class adopts no protocol but delegates and data sources (an app's
    /// own protocol, `<LSItemObserver>`, may require it). Such a method is a callback run by what holds its selector —
    /// a target's action (`takePhotoPressed:`), a notification, a base class's handler — so it is written `@objc`, as
    /// Swift marks actions, which keeps it from being run as an entry point with placeholder data. A method without
    /// arguments is left as it is: one that builds layout and nothing calls is a hook of code not given (a category
    /// that calls `ls_addSubviews` from `viewDidLoad`).
    private func isHiddenFromOtherFiles(_ method: ObjCClassModel.Method, of model: ObjCClassModel,
                                        overrides: Bool) -> Bool {
        // `- (IBAction)takePhotoPressed:(id)sender` is an action wherever it is declared
        if method.node.first("method_type").map(text)?.contains("IBAction") == true { return true }
        guard !method.isClassMethod, !overrides, method.pieces.contains(where: { $0.parameter != nil }),
              !model.adoptsOwnProtocol, let declared = model.headerSelectors else { return false }
        return !declared.contains(method.selector)
    }

    /// Objective-C has no `override`, so a method overriding a base class no file declares shows it by being reachable
    /// from nowhere else: a method of a class whose chain ends in such a base (not a class UIKit has) that takes no
    /// arguments and returns nothing (a method returning a value tells the base something; running it builds
    /// nothing), is no initializer nor NSObject's `dealloc`, and whose name the files write nowhere but in its
    /// definition — no `@interface` declares it, no message sends it, no `@selector` names it — can only be called by
    /// that base (`- (void)makeSubview` of `GoodsSheet : BaseSheet`). It is written `override`, so it runs as the
    /// base's hook (see the README's "Base classes").
    private func isHookOfUndeclaredBase(_ method: ObjCClassModel.Method, of model: ObjCClassModel) -> Bool {
        guard !method.isClassMethod, method.returnType == nil, method.pieces.count == 1,
              method.pieces[0].parameter == nil,
              method.selector != "dealloc", endsInUndeclaredBase(model) else { return false }
        return identifierCounts[Substring(method.pieces[0].piece)] == 1
    }

    /// Whether the chain of superclasses the files declare from `model` ends in a class neither the files nor UIKit
    /// declare.
    private func endsInUndeclaredBase(_ model: ObjCClassModel) -> Bool {
        var current = model
        var seen: Set<String> = [model.name]
        while let superclass = current.superclass {
            guard let next = classes[superclass], next.isDeclared else {
                return !SceneScript.modelsBaseClass(named: superclass)
            }
            guard seen.insert(superclass).inserted else { return false }
            current = next
        }
        return false
    }

    /// How many times each identifier (a run of letters, digits and `_` not starting with a digit) occurs in `texts`.
    static func identifierCounts(in texts: [String]) -> [Substring: Int] {
        let isWordCharacter = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        var counts: [Substring: Int] = [:]
        for text in texts {
            var index = text.startIndex
            while index < text.endIndex {
                guard isWordCharacter(text[index]) else {
                    index = text.index(after: index)
                    continue
                }
                let end = text[index...].firstIndex { !isWordCharacter($0) } ?? text.endIndex
                if !text[index].isNumber { counts[text[index..<end], default: 0] += 1 }
                index = end
            }
        }
        return counts
    }

    /// The selector of a message expression (`setTitle:forState:`).
    func messageSelector(_ node: ObjCNode) -> String {
        let pieces = node.children(in: "method").map(text)
        let hasArguments = node.children.contains { $0.kind == ":" }
        return hasArguments ? pieces.map { $0 + ":" }.joined() : pieces.joined()
    }
}
