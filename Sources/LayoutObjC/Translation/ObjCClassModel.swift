/// What the files say about one Objective-C class: its superclass, the properties of its `@interface`s (the
/// header's and the class extensions'), its instance variables and the methods of its `@implementation`s.
///
/// ```swift
/// let model = ObjCClassModel(name: "ProfileView")
/// model.superclass   // "UIView", from ProfileView.h
/// ```
final class ObjCClassModel {
    /// A property or instance variable: its name and Swift type.
    struct Variable {
        let name: String
        let swiftType: String
        let file: Int
        let node: ObjCNode
        /// Whether the file declares it `IBOutlet`: a storyboard or nib sets it.
        var isOutlet = false
        /// The element count of a C array (`CGFloat _heights[2];`), whose `swiftType` is then the element's type.
        var arrayCount: Int?
    }

    /// A method definition and its selector pieces.
    struct Method {
        let file: Int
        let node: ObjCNode
        let isClassMethod: Bool
        /// The selector's pieces, each with the parameter it takes (nil for a selector without arguments).
        let pieces: [(piece: String, parameter: (name: String, type: String)?)]
        /// The Swift return type, nil for `void`.
        let returnType: String?

        /// The selector as Objective-C writes it (`initWithFrame:`).
        var selector: String {
            pieces.count == 1 && pieces[0].parameter == nil ? pieces[0].piece : pieces.map { $0.piece + ":" }.joined()
        }

        /// The Swift label of the method's first piece when it is an initializer, else nil. As with ARC's method
        /// families, an instance method is one by its selector (``InitializerSelector``) only when it returns an
        /// object: `- (void)initUI` is a method like any other, `- (instancetype)initWithFrame:` is `init(frame:)`.
        var initializerLabel: String? {
            isClassMethod || returnType == nil ? nil : InitializerSelector.firstLabel(of: pieces[0].piece)
        }
    }

    let name: String
    var superclass: String?
    var properties: [Variable] = []
    var instanceVariables: [Variable] = []
    var methods: [Method] = []
    /// Where the class is implemented (or first declared), to anchor its Swift declaration.
    var anchor: (file: Int, node: ObjCNode)?
    /// The selectors a header's `@interface` of the class declares — its methods, and its properties' getters and
    /// setters — what other files can send; nil when no header declares the class.
    var headerSelectors: Set<String>?
    /// Whether an `@interface` adopts a protocol that is not a delegate or data source (`<LSItemObserver>`, the app's
    /// own): other files may send its requirements, whatever the header declares.
    var adoptsOwnProtocol = false
    /// Whether the files hold the class's own `@implementation` (not only a category's).
    var isImplemented = false
    /// Whether the files declare the class (an `@interface` with a superclass, or its own `@implementation`); a
    /// class only extended by categories (`@implementation UIView (Shadow)`) is UIKit's or another file's.
    var isDeclared: Bool { isImplemented || superclass != nil }

    init(name: String) {
        self.name = name
    }

    /// The instance method reading a property (`- (UILabel *)titleLabel`), if the class defines one.
    func getter(of property: String) -> Method? {
        methods.first { !$0.isClassMethod && $0.pieces.count == 1 && $0.pieces[0].parameter == nil
            && $0.pieces[0].piece == property }
    }
}
