import Foundation
import LayoutScene

/// Frame categories of `UIView` in files not given (see ``FrameCategoryNames``): an undeclared property of a view
/// named as a part of its frame reads that part of the frame as it is when the code runs, and assigning it changes the
/// frame as `view.frame = …` would, with one warning per name. A property of `UIScreen` (`UIScreen.width`,
/// `UIScreen.main.zz_height`) named as the width or height is the screen's.
///
/// ```swift
/// line.y = titleLabel.bottom + 8     // titleLabel.frame.maxY + 8, set as line.frame.origin.y
/// self.mj_h = 300                    // self.frame.size.height = 300
/// ```
extension Interpreter {
    /// The part of a view's frame (or of the screen's size) an undeclared property names, or nil.
    func frameCategoryMember(_ name: String, of value: Value, at span: SourceSpan) -> Value? {
        guard let part = FrameCategoryNames.part(of: name) else { return nil }
        if isScreen(value), part == .width || part == .height {
            let size = drawnScreenSize
            noteFrameCategory(name, of: value, as: "the screen's \(part.rawValue), as an extension of UIScreen does",
                              at: span)
            return .double(Double(part == .width ? size.width : size.height))
        }
        guard let view = value.host(View.self) else { return nil }
        if let anchor = anchorAlias(name, of: view, at: span) {
            noteFrameCategory(name, of: value, as: "its \(anchor.name), as an extension aliasing UIView's anchors does",
                              at: span)
            return anchor.value
        }
        guard case .object(let frame)? = try? member(of: .object(view), "frame", at: span),
              let rect = frame as? CGRect else { return nil }
        noteFrameCategory(name, of: value, as: "its frame's \(part.rawValue), as a frame category of UIView does",
                          at: span)
        switch FrameCategoryNames.read(part, of: rect) {
        case let number as Double: return .double(number)
        case let other: return .object(other)
        }
    }

    /// An assignable stand-in for an undeclared frame part of a view (see ``frameCategoryMember(_:of:at:)``), or nil.
    func frameCategoryLValue(_ name: String, of value: Value, at span: SourceSpan) -> LValue? {
        guard let part = FrameCategoryNames.part(of: name), let view = value.host(View.self),
              let current = frameCategoryMember(name, of: value, at: span) else { return nil }
        return LValue(get: { [self] in frameCategoryMember(name, of: value, at: span) ?? current }, set: { [self] new in
            guard case .object(let frame)? = try? member(of: .object(view), "frame", at: span),
                  let rect = frame as? CGRect else { return }
            let given: Any? = new.number.map { CGFloat($0) } ?? new.host(CGSize.self) ?? new.host(CGPoint.self)
            guard let given, let changed = FrameCategoryNames.write(part, given, into: rect) else { return }
            _ = try setMember(of: .object(view), "frame", to: .object(changed), at: span)
        }, type: .any, name: nil, strength: .stored)
    }

    /// The anchor an undeclared `top`, `bottom`, `width`, … stands for where the code uses it as one — an extension
    /// aliasing the anchors (`b.top.constraint(equalTo: a.bottom, constant: 8)`): followed by `.constraint(`, or the
    /// argument of `equalTo:`, `greaterThanOrEqualTo:` or `lessThanOrEqualTo:`.
    private func anchorAlias(_ name: String, of view: View, at span: SourceSpan) -> (name: String, value: Value)? {
        guard !isObjectiveC(at: span) else { return nil }
        let base = name.split(separator: "_").last.map(String.init) ?? name
        let after = source.spelling(of: SourceSpan(start: span.end, end: span.end + 16))
        let before = source.spelling(of: SourceSpan(start: max(source.file(containing: span.start).base,
                                                               span.start - 160), end: span.start))
        let followedByConstraint = after.drop { $0 == " " }.hasPrefix(".constraint(")
        let isArgument = before.contains(/(?:equalTo|greaterThanOrEqualTo|lessThanOrEqualTo):\s*[\w.?!]*\.$/)
        guard followedByConstraint || isArgument,
              let anchor = try? memberIfPresent(of: .object(view), base + "Anchor", at: span) else { return nil }
        return (base + "Anchor", anchor)
    }

    private func isScreen(_ value: Value) -> Bool {
        if case .type(.host(let host)) = value, host.name == "UIScreen" { return true }
        if case .object(let object) = value, let type = hostType(of: object), type.name == "UIScreen" { return true }
        return false
    }

    private func noteFrameCategory(_ name: String, of value: Value, as meaning: String, at span: SourceSpan) {
        let owner = if case .type(let type) = value { type.name } else { typeName(of: value) }
        guard skipped.noteUnknown("\(owner).\(name)") else { return }
        warn("'\(owner).\(name)' is not declared: read as \(meaning)", at: span)
    }
}
