/// The part of a DSL chain that sets the relation and the target. Relating a chain again replaces its
/// relation and targets, as in SnapKit.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom)
/// make.width.lessThanOrEqualToSuperview()
/// ```
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// `==` a number, size, point, insets, view, guide or attribute item.
    ///
    /// ```swift
    /// make.height.equalTo(44)
    /// ```
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line,
                        _ column: UInt = #column) -> ConstraintMakerEditable {
        relate(.equal, to: [other], at: location(file, line, column))
    }

    /// `==` each of several targets (Masonry's arrays): one constraint per element.
    ///
    /// ```swift
    /// make.height.equalTo([a.snp.height, b.snp.height])
    /// ```
    @discardableResult
    public func equalTo(_ others: [any ConstraintRelatableTarget], _ file: String = #fileID, _ line: UInt = #line,
                        _ column: UInt = #column) -> ConstraintMakerEditable {
        relate(.equal, to: others, at: location(file, line, column))
    }

    /// `==` the same attributes of the superview (a guide's owning view).
    ///
    /// ```swift
    /// make.edges.equalToSuperview().inset(16)
    /// ```
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line,
                                 _ column: UInt = #column) -> ConstraintMakerEditable {
        relateToSuperview(.equal, call: "equalToSuperview", at: location(file, line, column)) { $0 }
    }

    /// `==` whatever `closure` picks from the superview.
    ///
    /// ```swift
    /// make.width.equalToSuperview { $0.snp.height }
    /// ```
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(_ closure: (View) -> T, _ file: String = #fileID,
                                                               line: UInt = #line,
                                                               column: UInt = #column) -> ConstraintMakerEditable {
        relateToSuperview(.equal, call: "equalToSuperview", at: location(file, line, column), pick: closure)
    }

    /// `<=` a number, size, point, insets, view, guide or attribute item.
    ///
    /// ```swift
    /// make.width.lessThanOrEqualTo(320)
    /// ```
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line,
                                  _ column: UInt = #column) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, to: [other], at: location(file, line, column))
    }

    /// `<=` each of several targets.
    ///
    /// ```swift
    /// make.right.lessThanOrEqualTo([a, b])
    /// ```
    @discardableResult
    public func lessThanOrEqualTo(_ others: [any ConstraintRelatableTarget], _ file: String = #fileID,
                                  _ line: UInt = #line, _ column: UInt = #column) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, to: others, at: location(file, line, column))
    }

    /// `<=` the same attributes of the superview.
    ///
    /// ```swift
    /// make.right.lessThanOrEqualToSuperview().inset(16)
    /// ```
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line,
                                           _ column: UInt = #column) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, call: "lessThanOrEqualToSuperview", at: location(file, line, column)) { $0 }
    }

    /// `<=` whatever `closure` picks from the superview.
    ///
    /// ```swift
    /// make.width.lessThanOrEqualToSuperview { $0.snp.height }
    /// ```
    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
        _ closure: (View) -> T, _ file: String = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, call: "lessThanOrEqualToSuperview", at: location(file, line, column),
                          pick: closure)
    }

    /// `>=` a number, size, point, insets, view, guide or attribute item. (`line:` is labelled, as in SnapKit.)
    ///
    /// ```swift
    /// make.height.greaterThanOrEqualTo(44)
    /// ```
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID,
                                     line: UInt = #line, column: UInt = #column) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, to: [other], at: location(file, line, column))
    }

    /// `>=` each of several targets.
    ///
    /// ```swift
    /// make.bottom.greaterThanOrEqualTo([title.snp.bottom, icon.snp.bottom]).offset(12)
    /// ```
    @discardableResult
    public func greaterThanOrEqualTo(_ others: [any ConstraintRelatableTarget], _ file: String = #fileID,
                                     line: UInt = #line, column: UInt = #column) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, to: others, at: location(file, line, column))
    }

    /// `>=` the same attributes of the superview.
    ///
    /// ```swift
    /// make.left.greaterThanOrEqualToSuperview().offset(8)
    /// ```
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, line: UInt = #line,
                                              column: UInt = #column) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, call: "greaterThanOrEqualToSuperview",
                          at: location(file, line, column)) { $0 }
    }

    /// `>=` whatever `closure` picks from the superview.
    ///
    /// ```swift
    /// make.height.greaterThanOrEqualToSuperview { $0.snp.width }
    /// ```
    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
        _ closure: (View) -> T, _ file: String = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, call: "greaterThanOrEqualToSuperview",
                          at: location(file, line, column), pick: closure)
    }

    private func location(_ file: String, _ line: UInt, _ column: UInt) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: column == 0 ? nil : Int(column))
    }

    private func relateToSuperview<T>(_ relation: LayoutRelation, call: String, at location: SourceLocation,
                                      pick: (View) -> T) -> ConstraintMakerEditable {
        guard let superview = description.item.constraintSuperview else {
            // Masonry relates a target-less location to the superview when it installs, where UIKit refuses a nil one
            let locating = description.attributes.layoutAttributes.contains(where: \.isLocation)
            let message = description.dialect == .masonry && locating ? DiagnosticMessages.locationEqualToConstant
                : DiagnosticMessages.missingSuperview(call)
            description.item.recordMisuse(message, at: location)
            description.relation = relation
            description.location = location
            description.isInvalid = true
            return ConstraintMakerEditable([description])
        }
        return relate(relation, to: [pick(superview)], at: location)
    }

    private func relate(_ relation: LayoutRelation, to others: [Any],
                        at location: SourceLocation) -> ConstraintMakerEditable {
        if description.relation != nil { description.item.recordMisuse(DiagnosticMessages.relationRedefined, at: location) }
        description.relation = relation
        description.location = location
        description.targets.removeAll()
        for other in others {
            if let item = other as? ConstraintItem {
                guard description.attributes.canTarget(item.attributes) else {
                    reject(DiagnosticMessages.multipleNonIdenticalAttributes(location), at: location)
                    break
                }
                description.targets.append(.init(item: item, constant: .number(0)))
            } else if let support = other as? LayoutSupport {
                description.targets.append(.init(item: ConstraintItem(target: support.guide, attributes: .none),
                                                 constant: .number(0)))
            } else if let item = other as? LayoutItem {
                description.targets.append(.init(item: ConstraintItem(target: item, attributes: .none),
                                                 constant: .number(0)))
            } else if let constant = TargetValue.constant(other) {
                description.targets.append(.init(item: nil, constant: constant))
            } else {
                reject(DiagnosticMessages.invalidConstraint(location), at: location)
                break
            }
        }
        return ConstraintMakerEditable([description])
    }

    /// Masonry's `equalTo(nil)` (a `superview` or property that is `nil` when the block runs): recorded with Masonry's
    /// message, and the chain makes nothing.
    package func relateToNil(_ relation: LayoutRelation, at location: SourceLocation) -> ConstraintMakerEditable {
        description.relation = relation
        description.location = location
        reject(DiagnosticMessages.unsupportedNilAttribute, at: location)
        return ConstraintMakerEditable([description])
    }

    private func reject(_ message: String, at location: SourceLocation) {
        description.item.recordMisuse(message, at: location)
        description.isInvalid = true
    }
}
