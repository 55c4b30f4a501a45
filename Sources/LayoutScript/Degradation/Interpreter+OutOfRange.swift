/// Reading an array element that is not there (`tabButtons[0]` of an array the app's data would fill) would trap in
/// Swift, but in a scene the array is short because the app's data is absent — as a nil force-unwrap is nil (see
/// ``Interpreter/nilReceiver(of:at:)``): it is an unknown value with a warning at the index, and the file goes on;
/// writing one (`labels[2] = label`) changes nothing.
///
/// ```swift
/// make.centerX.equalTo(tabButtons[0].snp.centerX)
/// // warning: index 0 is out of range of an array of 0 elements (the app's data would fill it); …
/// ```
extension Interpreter {
    func outOfRange(_ position: Int, count: Int, at span: SourceSpan) -> Value {
        warn("index \(position) is out of range of an array of \(count) element\(count == 1 ? "" : "s") (the app's "
                 + "data would fill it); it stands in as an unknown value and what uses it is skipped", at: span)
        return .unknown("element \(position) of an array of \(count)")
    }
}
