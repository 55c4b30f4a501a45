import Foundation
import LayoutScene

/// Text a file sets from a value it does not define — `titleLabel.text = viewModel.title`,
/// `button.setTitle(item.name, for: .normal)`, `field.placeholder = L10n.search` — shows a placeholder: the source
/// expression in guillemets, `‹viewModel.title›` (at most ``maximumLength`` characters of it), so that labels,
/// buttons and self-sizing cells get a realistic size and the picture says where the app's data goes. Only a
/// parameter or property of type `String` takes it, and an unknown value interpolated into a string literal
/// (`"\(post.likes) likes"` shows `‹post.likes› likes`); `LoadOptions(showsPlaceholderText: false)` and `layoutviz
/// --no-placeholder-text` leave such text at its default instead (an interpolated unknown then shows nothing).
///
/// ```swift
/// PlaceholderText.text(for: "viewModel.title") // "‹viewModel.title›"
/// ```
enum PlaceholderText {
    /// The longest expression shown; a longer one ends in `…`.
    static let maximumLength = 40

    /// The placeholder for an expression spelt `spelling`.
    static func text(for spelling: String) -> String {
        let flat = spelling.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        let shown = flat.count > maximumLength ? String(flat.prefix(maximumLength - 1)) + "…" : flat
        return "‹\(shown)›"
    }

    /// Whether `text` holds a placeholder (`‹post.likes› likes`).
    static func marks(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "‹") else { return false }
        return text[open...].contains("›")
    }
}

extension Interpreter {
    /// What an unknown `expression` going where a `String` or a `UIImage` goes shows instead: placeholder text (unless
    /// turned off), or an image standing in for the app's (``LayoutScene/Image/init(standingInFor:)``); nil for
    /// anything else.
    func placeholderValue(for expression: Expr, type: ScriptType?) -> Value? {
        if case .host(let host)? = type?.unwrapped, host.name == "UIImage" {
            return .object(Image(standingInFor: PlaceholderText.text(for: source.spelling(of: expression.span))))
        }
        return placeholderText(for: expression, type: type)
    }

    /// The placeholder text for an unknown `expression` going where a `String` goes, or nil (not text, or turned off).
    func placeholderText(for expression: Expr, type: ScriptType?) -> Value? {
        guard showsPlaceholderText, case .string? = type?.unwrapped else { return nil }
        // a `switch` expression picks among values the file spells itself; there is no one expression to show
        if case .switchExpression = expression { return nil }
        return .string(PlaceholderText.text(for: source.spelling(of: expression.span)))
    }

    /// What an unknown value interpolated into a string literal shows: its placeholder, or nothing when turned off.
    func interpolatedPlaceholder(for expression: Expr) -> String {
        showsPlaceholderText ? PlaceholderText.text(for: source.spelling(of: expression.span)) : ""
    }
}
