/// The end of a DSL chain: label it, or take the ``Constraint`` it made.
///
/// ```swift
/// let width = make.width.equalTo(100).priority(.high).labeled("cardWidth").constraint
/// ```
public class ConstraintMakerFinalizable {
    let descriptions: [ConstraintDescription]

    init(_ descriptions: [ConstraintDescription]) {
        self.descriptions = descriptions
    }

    /// Names the constraints (`NSLayoutConstraint.identifier`); descriptions and diagnostics print it.
    /// With several targets (`equalTo([a, b])`) each gets `label[0]`, `label[1]`, … as Masonry's keys do.
    ///
    /// ```swift
    /// make.top.equalToSuperview().labeled("cardTop")
    /// ```
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        for description in descriptions { description.label = label }
        return self
    }

    /// Masonry's spelling of ``labeled(_:)``.
    ///
    /// ```swift
    /// make.left.equalTo([a, 10]).key("left") // left[0], left[1]
    /// ```
    @discardableResult
    public func key(_ key: String) -> ConstraintMakerFinalizable {
        labeled(key)
    }

    /// The constraint the chain made (the first, when it has several targets).
    ///
    /// ```swift
    /// top = make.top.equalToSuperview().constraint
    /// ```
    public var constraint: Constraint {
        constraints.first ?? Constraint(from: ConstraintItem(target: nil, attributes: .none), to: nil,
                                        relation: .equal, constant: .number(0), multiplier: 1, priority: .required,
                                        label: nil, location: SourceLocation(file: "", line: 0))
    }

    /// All constraints the chain made: one per target.
    ///
    /// ```swift
    /// let parts = make.centerX.equalTo([a, b]).constraints
    /// ```
    public var constraints: [Constraint] {
        descriptions.flatMap(\.constraints)
    }
}
