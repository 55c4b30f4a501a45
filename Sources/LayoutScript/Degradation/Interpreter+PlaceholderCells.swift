import Foundation
import LayoutScene

/// A list's cell that is an unknown value — a dequeued cell of a class no file declares
/// (`dequeueReusableCell(…) as! ProductCell`, the class in another file) — is a plain cell whose content view holds a
/// placeholder captioned with the class's name, filling it, as an undeclared view class shows as a placeholder view:
/// the list shows that each row has content the files do not have, instead of looking finished and empty.
///
/// ```swift
/// let cell = interpreter.placeholderCell(TableViewCell(style: .default, reuseIdentifier: nil), for: made)
/// ```
extension Interpreter {
    /// `cell` with a placeholder for the unknown `made` filling its content view (when `made` is unknown).
    func placeholderCell<Cell: View>(_ cell: Cell, contentView: View, for made: Value?) -> Cell {
        guard let symbol = made?.unknownSymbol?.name else { return cell }
        let placeholder = PlaceholderView(className: Self.className(in: symbol))
        placeholder.translatesAutoresizingMaskIntoConstraints = false
        placeholder.derivedName = DerivedName(owner: contentView, suffix: "placeholder")
        contentView.addSubview(placeholder)
        LayoutConstraint.activate([LayoutAttribute.top, .leading, .bottom, .trailing].map { attribute in
            let fill = LayoutConstraint(item: placeholder, attribute: attribute, relatedBy: .equal, toItem: contentView,
                                        attribute: attribute, multiplier: 1, constant: 0)
            fill.isMadeByView = true // the stand-in's, not the scene's: no guide, no coverage
            return fill
        })
        return cell
    }

    /// The class an unknown symbol names: its first component that starts with a capital (`ProductCell` in
    /// `ProductCell.identifier`), else the whole symbol.
    private static func className(in symbol: String) -> String {
        symbol.split(separator: ".").first { $0.first?.isUppercase == true }.map(String.init) ?? symbol
    }
}
