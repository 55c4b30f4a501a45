import Foundation
import LayoutScene
import Testing
@testable import LayoutRender

/// A request with a width whose text, measured without one, fits in it is answered from that measurement: the
/// metrics are exactly those of measuring at the width afresh, for every break mode, line limit and script,
/// at the natural width itself and a hair under it.
@Suite struct UnwrappedReuseTests {
    private let fonts: FontLibrary

    init() throws {
        fonts = try Fixtures.fonts()
    }

    static let texts = ["Item 12", "The quick brown fox", "two\nparagraphs here", "trailing space ", "مرحبا بالعالم",
                        "mixed עברית and English", "emoji 👍 ok", "tab\tstop"]

    @Test(arguments: texts)
    func measuringWithoutAWidthFirstChangesNothing(text: String) throws {
        let modes: [LineBreakMode] = [.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
                                      .byTruncatingTail, .byTruncatingMiddle]
        for mode in modes {
            for lines in [0, 1, 2] {
                let request = { (width: CGFloat?) in
                    TextMeasureRequest(text: text, font: .systemFont(ofSize: 13), maxWidth: width, numberOfLines: lines,
                                       lineBreakMode: mode)
                }
                let natural = PangoTextMeasurer(fonts: fonts).measure(request(nil)).size.width
                for width in [natural + 40, natural + 0.5, natural, natural - 1 / 2048, natural - 0.5, natural / 2] {
                    let warm = PangoTextMeasurer(fonts: fonts)
                    _ = warm.measure(request(nil))
                    let fresh = PangoTextMeasurer(fonts: fonts).measure(request(width))
                    #expect(warm.measure(request(width)) == fresh, "\(mode) \(lines) lines at \(width)")
                }
            }
        }
    }
}
