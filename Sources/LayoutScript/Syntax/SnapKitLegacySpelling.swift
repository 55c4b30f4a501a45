/// SnapKit before 3.0 spelt its members with a prefix on the view (`view.snp_makeConstraints { … }`,
/// `make.top.equalTo(header.snp_bottom)`); today's spelling is a member of `snp` (`view.snp.makeConstraints`,
/// `header.snp.bottom`). Files of that era are read as if written today.
///
/// ```swift
/// SnapKitLegacySpelling.modernName("snp_makeConstraints") // "makeConstraints"
/// SnapKitLegacySpelling.modernName("snapshot")            // nil
/// ```
enum SnapKitLegacySpelling {
    private static let prefix = "snp_"

    /// The member of `snp` a prefixed name stands for, or nil when the name is not one.
    static func modernName(_ name: String) -> String? {
        guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
        return String(name.dropFirst(prefix.count))
    }
}
