/// A `for` loop over a sequence the files do not define — `for item in viewModel.items`, `for i in
/// 0..<data.count` — runs its body once, with an unknown element (each name of a tuple pattern unknown too), so the
/// views the loop builds appear once, as a representative item, instead of not at all; a warning at the sequence says
/// so, once per loop. An element bound to a name the files use as a view (`for button in buttons { addSubview(button)
/// }`) is a view standing in for it (``Interpreter/viewStandIn(for:boundTo:declared:at:)``). Closures handed to an
/// unknown `forEach`/`map` follow the closure rule instead (see
/// ``Interpreter/absorbCall(_:_:in:)``). `while` loops on an unknown condition do not run (``UnknownConditions``).
///
/// ```swift
/// for reason in viewModel.reasons { stack.addArrangedSubview(ReasonRow(reason)) }   // one ReasonRow
/// ```
extension Interpreter {
    /// Calls `body` with each element of `sequence`, or once with an unknown element when `sequence` is unknown.
    func iterateLoop(over sequence: Value, _ loop: ForLoop, _ body: (Value) throws -> Bool) throws {
        guard sequence.isUnknown else { return try iterate(sequence, at: loop.sequence.span, body) }
        let spelling = source.spelling(of: loop.sequence.span)
        if warnedUnknownLoops.insert(loop.span.start).inserted {
            warn("the loop over '\(spelling)', which is unknown, runs once with an unknown element", at: loop.sequence.span)
        }
        let element = Value.unknown("element of \(spelling)")
        if case .name(let name, let span) = loop.pattern {
            _ = try body(viewStandIn(for: element, boundTo: name, declared: nil, at: span))
        } else {
            _ = try body(element)
        }
    }
}
