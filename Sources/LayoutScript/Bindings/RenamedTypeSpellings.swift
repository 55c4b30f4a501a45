/// The spellings UIKit's nested types had before Swift 4.2 nested them (`UITableViewCellStyle` for
/// `UITableViewCell.CellStyle`): older files still use them, and Swift accepted them as the same type, so a scene
/// may too.
///
/// ```swift
/// override init(style: UITableViewCellStyle, reuseIdentifier: String?) { … }   // UITableViewCell.CellStyle
/// button.setTitle("Go", for: UIControlState.normal)                            // UIControl.State
/// ```
enum RenamedTypeSpellings {
    /// Old spelling → today's UIKit name, as the registry declares it.
    static let table: [(old: String, current: String)] = [
        ("UITableViewCellStyle", "UITableViewCell.CellStyle"),
        ("UITableViewStyle", "UITableView.Style"),
        ("UIControlState", "UIControl.State"),
        ("UIControlEvents", "UIControl.Event"),
        ("UIButtonType", "UIButton.ButtonType"),
        ("UIViewContentMode", "UIView.ContentMode"),
        ("UIImageRenderingMode", "UIImage.RenderingMode"),
        ("UIStackViewDistribution", "UIStackView.Distribution"),
        ("UIStackViewAlignment", "UIStackView.Alignment"),
        ("UILayoutConstraintAxis", "NSLayoutConstraint.Axis"),
        ("NSLayoutAttribute", "NSLayoutConstraint.Attribute"),
        ("NSLayoutRelation", "NSLayoutConstraint.Relation"),
        ("NSLayoutFormatOptions", "NSLayoutConstraint.FormatOptions"),
        ("UIFontWeight", "UIFont.Weight"),
        ("UIFontTextStyle", "UIFont.TextStyle"),
        ("UITextBorderStyle", "UITextField.BorderStyle"),
        ("UITextFieldViewMode", "UITextField.ViewMode"),
        ("UIProgressViewStyle", "UIProgressView.Style"),
        ("UIActivityIndicatorViewStyle", "UIActivityIndicatorView.Style"),
        ("UIBlurEffectStyle", "UIBlurEffect.Style"),
        ("NSAttributedStringKey", "NSAttributedString.Key"),
    ]
}

extension HostRegistry {
    /// The type a dotted UIKit name denotes (`UITableViewCell.CellStyle`), through nested types.
    func resolving(_ dottedName: String) -> HostType? {
        let parts = dottedName.split(separator: ".").map(String.init)
        guard let outer = parts.first.flatMap(named) else { return nil }
        return parts.dropFirst().reduce(Optional(outer)) { type, part in type?.nestedTypes[part] }
    }
}
