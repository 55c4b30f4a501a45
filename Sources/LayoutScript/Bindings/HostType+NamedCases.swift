import Foundation

extension HostType {
    /// Binds every case of an enum whose raw values are not its names (`UIView.ContentMode` is an `Int` enum) as a
    /// static constant named as Swift spells the case.
    func namedCases<E: CaseIterable & ScriptConvertible>(_ type: E.Type) {
        for element in E.allCases { constant(String(describing: element), element) }
    }
}
