import Foundation
import LayoutEngine
@testable import LayoutLint
import LayoutScene
import Testing

/// Each rule on a scene made to break it, with a near miss that must not be reported; messages and paths exact.
@Suite struct LinterTests {
    let measurer = MonospacedTextMeasurer()

    /// A named view in `parent` at a fixed frame.
    private func place<V: View>(_ view: V, _ name: String, in parent: View, _ x: CGFloat, _ y: CGFloat,
                                _ width: CGFloat? = nil, _ height: CGFloat? = nil) -> V {
        view.name = name
        parent.addSubview(view)
        view.snp.makeConstraints { make in
            make.left.equalTo(x)
            make.top.equalTo(y)
            if let width { make.width.equalTo(width) }
            if let height { make.height.equalTo(height) }
        }
        return view
    }

    /// A label with a 10 pt font: 5 pt per character and 12 pt per line with the monospaced measurer.
    private func label(_ text: String, lines: Int = 1) -> Label {
        let label = Label()
        label.text = text
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = lines
        return label
    }

    private func lint(_ canvas: Canvas) -> [LintFinding] {
        Linter(measuring: measurer).findings(in: canvas, result: canvas.layout(measuring: measurer))
    }

    @Test func textNeedingMoreLinesThanItShowsIsTruncated() {
        let canvas = Canvas(width: 200, height: 200)
        let title = label("Hello world again")
        title.name = "title"
        canvas.addSubview(title)
        let line = #line + 1
        title.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.width.equalTo(60) }
        _ = place(label("Hello world again"), "fits", in: canvas, 0, 50, 85)
        let findings = lint(canvas)
        #expect(findings.map(\.message) == ["'title' needs 2 lines at 60 pt wide but shows 1"])
        #expect(findings.first?.rule == .truncatedText)
        #expect(findings.first?.view == "title")
        // the position of the view's first constraint
        #expect(findings.first?.location?.file == #fileID)
        #expect(findings.first?.location?.line == line)
    }

    @Test func wrappingTextInAFixedHeightIsClipped() {
        let canvas = Canvas(width: 200, height: 200)
        _ = place(label("Hello world again", lines: 0), "body", in: canvas, 0, 0, 60, 12)
        _ = place(label("Hello world again", lines: 0), "tall", in: canvas, 0, 50, 60, 24)
        #expect(lint(canvas).map(\.message) == ["'body' needs 24 pt of height but has 12"])
    }

    @Test func aViewPastAnAncestorThatClipsIsCutAndOneThatDoesNotClipIsNot() {
        let canvas = Canvas(width: 300, height: 300)
        let clipping = place(View(), "clipping", in: canvas, 0, 0, 100, 100)
        clipping.clipsToBounds = true
        _ = place(View(), "badge", in: clipping, 80, 10, 40, 20)
        let open = place(View(), "open", in: canvas, 0, 150, 100, 100)
        _ = place(View(), "overhang", in: open, 80, 10, 40, 20)
        let findings = lint(canvas)
        #expect(findings.map(\.message) == ["'clipping/badge' is cut by 'clipping', which clips to its bounds: it "
                                               + "reaches 20 pt past the right edge"])
        #expect(findings.map(\.view) == ["clipping/badge"])
        #expect(findings.map(\.rule) == [.clipped])
    }

    @Test func aViewPastTheScreenIsOffScreenUnlessItIsScrollContent() {
        let canvas = Canvas(width: 200, height: 200)
        _ = place(View(), "banner", in: canvas, 180, 0, 40, 20)
        let scroll = place(ScrollView(), "scroll", in: canvas, 0, 50, 200, 100)
        let page = place(View(), "page", in: scroll, 150, 0, 120, 20)
        page.snp.makeConstraints { make in make.right.bottom.equalToSuperview() }
        #expect(lint(canvas).map(\.message) == ["'banner' reaches 20 pt past the right edge of the screen"])
    }

    @Test func buttonsUnder44PointsAreSmallButSwitchesKeepUIKitsSize() {
        let canvas = Canvas(width: 300, height: 300)
        _ = place(Button(type: .system), "tiny", in: canvas, 0, 0, 30, 30)
        _ = place(Button(type: .system), "fine", in: canvas, 0, 50, 44, 44)
        _ = place(Switch(), "toggle", in: canvas, 0, 120)
        let findings = lint(canvas)
        #expect(findings.map(\.message) == ["'tiny' is 30 × 30 pt, under the 44 × 44 pt a finger needs"])
        #expect(findings.map(\.rule) == [.smallTouchTarget])
    }

    @Test func aControlUnderTheHomeIndicatorIsOutsideTheSafeArea() {
        let canvas = Canvas(width: 200, height: 400)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        _ = place(Button(type: .system), "buy", in: canvas, 50, 340, 100, 44)
        _ = place(Button(type: .system), "safe", in: canvas, 50, 290, 100, 44)
        _ = place(View(), "footer", in: canvas, 0, 380, 200, 20)
        #expect(lint(canvas).map(\.message) == ["'buy' reaches 18 pt past the bottom edge of the safe area"])
    }

    @Test func ambiguityAndConflictsAreFindingsToo() {
        let canvas = Canvas(width: 200, height: 200)
        let loose = View()
        loose.name = "loose"
        canvas.addSubview(loose)
        loose.snp.makeConstraints { make in make.size.equalTo(20) }
        let box = place(View(), "box", in: canvas, 0, 0, 10, 10)
        let line = #line + 1
        box.snp.makeConstraints { make in make.width.equalTo(20) }
        let findings = lint(canvas)
        #expect(findings.map(\.rule) == [.ambiguous, .conflict])
        #expect(findings.first?.message
                    == "'loose' has no determined x, y: its constraints allow more than one frame")
        #expect(findings.last?.view == "box")
        #expect(findings.last?.location?.line == line)
    }

    @Test func hiddenViewsAreLeftOut() {
        let canvas = Canvas(width: 200, height: 200)
        let hidden = place(View(), "hidden", in: canvas, 0, 0, 100, 100)
        hidden.isHidden = true
        _ = place(label("Hello world again"), "title", in: hidden, 0, 0, 60)
        _ = place(View(), "banner", in: hidden, 180, 0, 40, 20)
        #expect(lint(canvas).isEmpty)
    }

    @Test func textOnTextOverlapsButABadgeOnAnImageDoesNot() {
        let canvas = Canvas(width: 300, height: 300)
        _ = place(label("First"), "first", in: canvas, 0, 0, 100, 20)
        _ = place(label("Second"), "second", in: canvas, 90, 10, 100, 20)
        _ = place(ImageView(), "avatar", in: canvas, 0, 100, 60, 60)
        _ = place(label("3"), "badge", in: canvas, 50, 95, 20, 20)
        _ = place(View(), "background", in: canvas, 0, 200, 300, 60)
        _ = place(Button(type: .system), "action", in: canvas, 10, 210, 100, 44)
        let findings = lint(canvas).filter { $0.rule == .overlap }
        #expect(findings.map(\.message) == ["'second' overlaps 'first' by 10 × 10 pt"])
    }

    @Test func fixedTextColoursThatFailInDarkAreLowContrastButUIKitsPairingIsNot() {
        let canvas = Canvas(width: 300, height: 300)
        let tile = place(label("Followers"), "tile", in: canvas, 0, 0, 100, 20)
        tile.backgroundColor = Color(white: 0.95, alpha: 1)
        tile.textColor = .label
        let caption = place(label("Secondary"), "caption", in: canvas, 0, 50, 100, 20)
        caption.textColor = .secondaryLabel
        let big = place(label("Title"), "big", in: canvas, 0, 100, 100, 30)
        big.font = .systemFont(ofSize: 20)
        big.textColor = Color(white: 0.7, alpha: 1)
        let findings = lint(canvas).filter { $0.rule == .lowContrast }
        #expect(findings.map(\.message) == [
            "'tile' has a contrast of 1.1:1 in dark (light: 18.8:1; text needs 4.5:1)",
            "'big' has a contrast of 2.1:1 in light (dark: 10.0:1; large text needs 3.0:1)",
        ])
    }

    @Test func aTextFieldAtUIKitsHeightIsNotSmallButOneSquashedIs() {
        let canvas = Canvas(width: 300, height: 300)
        let natural = place(TextField(), "email", in: canvas, 0, 0, 280)
        natural.borderStyle = .roundedRect
        let squashed = place(TextField(), "code", in: canvas, 0, 100, 280, 20)
        squashed.borderStyle = .roundedRect
        let findings = lint(canvas).filter { $0.rule == .smallTouchTarget }
        #expect(findings.map(\.message) == ["'code' is 280 × 20 pt, under the 44 × 44 pt a finger needs"])
    }

    @Test func textOverAnImageViewOrInAnUnknownColourIsNotJudged() {
        let canvas = Canvas(width: 300, height: 300)
        let photo = place(ImageView(), "photo", in: canvas, 0, 0, 300, 200)
        photo.image = Image(content: .empty, name: "cover")
        let caption = place(label("Over the photo"), "caption", in: photo, 10, 10, 200, 20)
        caption.textColor = .white
        let card = place(View(), "card", in: canvas, 0, 220, 300, 60)
        card.backgroundColor = .white
        let brand = place(label("Brand"), "brand", in: card, 10, 10, 200, 20)
        brand.unknownAssignments.insert("textColor")
        #expect(lint(canvas).filter { $0.rule == .lowContrast }.isEmpty)
    }

    @Test func aFrameRestingOnAStandInIsNotJudged() {
        let canvas = Canvas(width: 200, height: 200)
        let banner = place(View(), "banner", in: canvas, 180, 0, 40, 20)
        banner.activeLayoutConstraints.first?.standInFor = "Metrics.bannerInset"
        _ = place(View(), "footer", in: canvas, 0, 190, 40, 20)
        #expect(lint(canvas).map(\.message) == ["'footer' reaches 10 pt past the bottom edge of the screen"])
    }

    @Test func viewsSizedByPlaceholderTextAreNotJudgedForPlace() {
        let canvas = Canvas(width: 200, height: 200)
        let name = place(label("‹user.name›"), "name", in: canvas, 0, 0)
        name.unknownAssignments.insert("text")
        _ = place(label("Online"), "status", in: canvas, 20, 0, 60, 20)
        let row = place(View(), "row", in: canvas, 150, 100, 80, 20)
        let count = place(label("‹post.likes›"), "count", in: row, 0, 0)
        count.unknownAssignments.insert("text")
        #expect(lint(canvas).isEmpty)
    }

    @Test func aCellDrawnOnItsOwnHasNoScreen() {
        let canvas = Canvas(width: 200, height: 44)
        let cell = place(TableViewCell(), "cell", in: canvas, 0, 0, 200, 44)
        _ = place(View(), "tall", in: cell.contentView, 0, 0, 40, 80)
        #expect(lint(canvas).filter { $0.rule == .offScreen }.isEmpty)
    }

    @Test func positionsOutsideTheScenesFilesAreNotGiven() {
        let canvas = Canvas(width: 200, height: 200)
        _ = place(View(), "banner", in: canvas, 180, 0, 40, 20)
        let findings = Linter(measuring: measurer, sourceFiles: ["card.swiftlay"])
            .findings(in: canvas, result: canvas.layout(measuring: measurer))
        #expect(findings.map(\.rule) == [.offScreen])
        #expect(findings.first?.location == nil)
    }

    @Test func pathsFollowTheViewsOwnAncestorsWhenNamesRepeat() {
        let canvas = Canvas(width: 200, height: 200)
        let first = place(View(), "a", in: canvas, 0, 0, 100, 50)
        _ = place(View(), "inner", in: first, 0, 0, 50, 50)
        let second = place(View(), "b", in: canvas, 0, 100, 100, 50)
        let inner = place(View(), "inner", in: second, 0, 0, 50, 50)
        _ = place(View(), "banner", in: inner, 180, 0, 40, 20)
        #expect(lint(canvas).map(\.message) == ["'b/inner/banner' reaches 20 pt past the right edge of the screen"])
    }

    @Test func ambiguityIsReportedOnlyAlongAxesTheSceneConstrains() {
        let canvas = Canvas(width: 200, height: 200)
        // placed by code layoutviz cannot see: no constraint of its own at all
        let elsewhere = View()
        elsewhere.name = "elsewhere"
        elsewhere.translatesAutoresizingMaskIntoConstraints = false
        canvas.addSubview(elsewhere)
        // placed horizontally and given a top: its missing height is the file's; its x and width are known
        let half = View()
        half.name = "half"
        canvas.addSubview(half)
        half.snp.makeConstraints { make in make.left.top.equalTo(10); make.width.equalTo(20) }
        // given a height only: its missing y is the file's (it constrains the view vertically); its x and width,
        // along an axis the file never constrains it on, are not judged
        let sized = View()
        sized.name = "sized"
        canvas.addSubview(sized)
        sized.snp.makeConstraints { make in make.height.equalTo(20) }
        #expect(lint(canvas).map(\.message) == ["'half' has no determined height: its constraints allow more than one "
                                                + "frame", "'sized' has no determined y: its constraints allow more than "
                                                + "one frame"])
    }

    @Test func ambiguityBesideAPlaceholderOrPlaceholderTextIsNotJudged() {
        let canvas = Canvas(width: 200, height: 400)
        let title = place(label("‹item.name›"), "title", in: canvas, 0, 10)
        title.unknownAssignments.insert("text")
        let map = PlaceholderView(className: "MKMapView")
        map.name = "map"
        canvas.addSubview(map)
        map.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom).offset(10)
            make.bottom.equalToSuperview()
            make.left.right.equalToSuperview()
        }
        #expect(lint(canvas).filter { $0.rule == .ambiguous }.isEmpty)
    }

    @Test func aOneLineLabelALittleShorterThanItsLineIsDrawnWhole() {
        let canvas = Canvas(width: 200, height: 200)
        // 12 pt lines with the monospaced measurer
        _ = place(label("Short"), "snug", in: canvas, 0, 0, 100, 11)
        _ = place(label("Hello world again", lines: 0), "wrapped", in: canvas, 0, 50, 60, 23)
        #expect(lint(canvas).map(\.message) == ["'wrapped' needs 24 pt of height but has 23"])
    }

    @Test func lightTextOnBackgroundsTheSceneNeverSetIsMadeForAnUnseenDarkScreen() {
        let canvas = Canvas(width: 300, height: 300)
        let white = place(label("On a dark theme"), "white", in: canvas, 0, 0, 200, 20)
        white.textColor = .white
        let card = place(View(), "card", in: canvas, 0, 50, 300, 60)
        card.backgroundColor = .white
        let onCard = place(label("On a white card"), "onCard", in: card, 0, 0, 200, 20)
        onCard.textColor = .white
        #expect(lint(canvas).map(\.message) == ["'card/onCard' has a contrast of 1.0:1 in light (dark: 1.0:1; text "
                                                + "needs 4.5:1)"])
    }

    @Test func aViewDrawnOnItsOwnHasNoScreen() {
        let canvas = Canvas(width: 200, height: 100)
        _ = place(View(), "tall", in: canvas, 0, 0, 40, 180)
        let linter = Linter(measuring: measurer, hasScreen: false)
        #expect(linter.findings(in: canvas, result: canvas.layout(measuring: measurer)).isEmpty)
        #expect(lint(canvas).map(\.rule) == [.offScreen])
    }
}
