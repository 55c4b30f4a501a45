import LayoutScene

/// An undeclared constraint factory written in `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:…)`'s
/// shape — `Layout.constraint(item: title, .top, to: self, .top, constant: 50)`, `make(avatar, .width, nil, .width,
/// 40)` — is read by its arguments: a view or layout guide followed by an attribute written as `.top`, then a second
/// item (or `nil`) followed by a second attribute. A relation written as `.equal`, `.lessThanOrEqual` or
/// `.greaterThanOrEqual` among the arguments is the relation (else equal); a number labelled `multiplier` the
/// multiplier (else 1); a number labelled with `constant` or `offset`, or the last unlabelled number after the second
/// attribute, the constant (else 0).
///
/// The value is the constraint, inactive, as UIKit's initializer returns it; the file's own `addConstraints` or
/// `activate` installs it. It stands in for the call, with one warning per factory.
///
/// ```swift
/// addConstraints([Layout.constraint(item: title, .top, to: self, .top, constant: 50)])
/// // warning: 'Layout.constraint(item:_:to:_:constant:)' is not declared: its arguments are read as
/// // NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)'s (stand-ins)
/// ```
extension Interpreter {
    /// The constraint the call's arguments describe, or nil when they do not read as one.
    func itemAttributeConstraint(_ call: Call, callee: String, in scope: Scope) -> LayoutConstraint? {
        let attributes = call.arguments.enumerated().compactMap { index, argument -> (Int, LayoutAttribute)? in
            guard case .implicitMember(let name, _) = argument.value, let attribute = LayoutAttribute(rawValue: name)
            else { return nil }
            return (index, attribute)
        }
        guard attributes.count == 2, attributes[0].0 >= 1, attributes[1].0 > attributes[0].0 + 1,
              let first = item(call.arguments[attributes[0].0 - 1], in: scope)
        else { return nil }
        let secondArgument = call.arguments[attributes[1].0 - 1]
        let second: LayoutItem?
        if case .nilLiteral = secondArgument.value { second = nil } else {
            guard let item = item(secondArgument, in: scope) else { return nil }
            second = item
        }
        var relation = LayoutRelation.equal
        var multiplier: CGFloat = 1
        var constant: CGFloat = 0
        for (index, argument) in call.arguments.enumerated() {
            if case .implicitMember(let name, _) = argument.value, let written = LayoutRelation(rawValue: name) {
                relation = written
                continue
            }
            guard index > attributes[0].0, !attributes.contains(where: { $0.0 == index || $0.0 == index + 1 }),
                  let number = (try? evaluate(argument.value, in: scope))?.number else { continue }
            let label = argument.label?.lowercased() ?? ""
            if label.contains("multiplier") {
                multiplier = number
            } else if label.contains("constant") || label.contains("offset")
                        || (argument.label == nil && index > attributes[1].0) {
                constant = number
            }
        }
        let (file, line, column) = dslPosition(of: call.callee.span)
        let made = LayoutConstraint(item: first, attribute: attributes[0].1, relatedBy: relation, toItem: second,
                                    attribute: attributes[1].1, multiplier: multiplier, constant: constant,
                                    file: file, line: line, column: column)
        let symbol = Selector.text(callee, call.labels)
        made.standInFor = symbol
        warnOnce("'\(symbol)' is not declared: its arguments are read as "
                     + "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)'s (stand-ins)",
                 at: call.callee.span)
        return made
    }

    private func item(_ argument: Argument, in scope: Scope) -> LayoutItem? {
        guard let value = try? evaluate(argument.value, in: scope), !value.isUnknown else { return nil }
        return value.host(LayoutItem.self)
    }
}
