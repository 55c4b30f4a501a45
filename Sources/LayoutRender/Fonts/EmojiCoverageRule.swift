/// The fontconfig rule that takes the emoji blocks (U+1F300–U+1FAFF) out of the DejaVu faces' character sets when
/// they are loaded. DejaVu Sans has black-and-white glyphs for a few emoji such as 😀, and fontconfig ranks it
/// above the bitmap-only Noto Color Emoji whatever the family order; without this rule one emoji in a label
/// would be drawn in outline and the next in colour, unlike iOS, where every emoji is in colour.
enum EmojiCoverageRule {
    static let matches = """
        <match target="scan">
          <test name="family" compare="contains"><string>DejaVu</string></test>
          <edit name="charset" mode="assign">
            <minus><name>charset</name><charset><range><int>0x1F300</int><int>0x1FAFF</int></range></charset></minus>
          </edit>
        </match>
        """
}
