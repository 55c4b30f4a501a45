/// One visual format string, read (``VisualFormatParser``): its axis, its items (views and the superview's edges) and
/// the connection between each neighbouring pair.
///
/// ```swift
/// VisualFormatLine(isVertical: false, items: [.superview, .view(name: "a", size: [])], connections: [.standard])
/// ```
struct VisualFormatLine {
    /// A number or a name (a metric, or a view in a size predicate).
    enum Term {
        case number(Double)
        case name(String)
    }

    /// `>=8@750`: a relation to a constant or view, with an optional priority.
    struct Predicate {
        var relation: LayoutRelation
        var object: Term
        var priority: Term?
    }

    /// `|` or `[name(size predicates)]`.
    enum Item {
        case superview
        case view(name: String, size: [Predicate])
    }

    /// What separates two items: nothing (`][`), standard spacing (`-`), or spacing predicates (`-8-`, `-(>=8)-`).
    enum Connection {
        case adjacent
        case standard
        case spacing([Predicate])
    }

    let isVertical: Bool
    let items: [Item]
    let connections: [Connection]
}
