/// `NSStringDrawingOptions`: only `.usesLineFragmentOrigin` changes what is measured (the text wraps at the
/// width and the rectangle starts at the top of the first line; without it the text is one line and the rectangle
/// starts at its baseline).
///
/// ```swift
/// text.boundingRect(with: size, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: attributes,
///                   context: nil)
/// ```
struct StringDrawingOptions: HostValue, Hashable {
    let rawValue: Int

    /// Whether lines wrap at the width and the rectangle starts at the top.
    var usesLineFragmentOrigin: Bool { rawValue & 1 != 0 }

    /// Each option's name and raw value.
    static let named: [(name: String, rawValue: Int)] = [
        ("usesLineFragmentOrigin", 1), ("usesFontLeading", 2), ("usesDeviceMetrics", 8),
        ("truncatesLastVisibleLine", 32),
    ]
}
