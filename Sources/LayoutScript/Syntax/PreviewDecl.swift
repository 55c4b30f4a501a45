/// A `#Preview` block, Xcode's canvas entry point: its name, its traits and its body as a function that returns
/// the view or view controller to show. A file's previews are roots it offers (see ``Interpreter/runPreview(_:)``).
///
/// ```swift
/// #Preview("Dark card", traits: .sizeThatFitsLayout) {
///     let card = CardView()
///     card.configure(title: "Hello")
///     return card
/// }
/// ```
final class PreviewDecl {
    /// The name given, `nil` for `#Preview { … }`.
    let name: String?
    /// The traits given, in order.
    let traits: [PreviewTrait]
    /// The body, run as a function with no parameters.
    let body: FunctionDecl
    /// The `#Preview` token.
    let span: SourceSpan

    init(name: String?, traits: [PreviewTrait], body: FunctionDecl, span: SourceSpan) {
        self.name = name
        self.traits = traits
        self.body = body
        self.span = span
    }
}

/// A `#Preview` trait that changes the picture: the orientation and how the root is sized.
enum PreviewTrait: Equatable {
    /// `.portrait` (the default).
    case portrait
    /// `.landscapeLeft` and `.landscapeRight`: the device turned.
    case landscape
    /// `.sizeThatFitsLayout`: a view root as small as its content.
    case sizeThatFitsLayout
    /// `.fixedLayout(width:height:)`: the root at that size.
    case fixedLayout(width: Double, height: Double)
    /// `.defaultLayout`: the root on the whole screen.
    case defaultLayout
    /// A trait layoutviz does not draw, with its text and position for the warning.
    case unsupported(String, SourceSpan)
}
