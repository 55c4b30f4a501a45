import Foundation

extension HostType {
    /// Binds every case of an enum whose raw values are not its names (`UIView.ContentMode` is an `Int` enum) as a
    /// static constant named as Swift spells the case, worked out when the type's static members are first used.
    func namedCases<E: CaseIterable & ScriptConvertible>(_ type: E.Type) {
        deferredConstants.add {
            Dictionary(E.allCases.map { (String(describing: $0), $0.scriptValue) }) { _, last in last }
        }
    }
}
