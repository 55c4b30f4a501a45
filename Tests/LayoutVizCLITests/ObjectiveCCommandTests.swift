import Foundation
import LayoutVizCLI
import Testing

/// `frames`, `check` and `render` given an Objective-C implementation: its header found beside it or given, and
/// every position in the Objective-C files.
@Suite struct ObjectiveCCommandTests {
    let scratch = ScratchDirectory()
    private let header = """
        #import <UIKit/UIKit.h>
        @interface BadgeView : UIView
        @property (nonatomic, strong) UILabel *count;
        @end
        """
    private let implementation = """
        #import "BadgeView.h"
        #import <Masonry/Masonry.h>

        @implementation BadgeView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                self.backgroundColor = [UIColor redColor];
                [self addSubview:self.count];
                [self.count mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self).insets(UIEdgeInsetsMake(2, 6, 2, 6));
                    make.height.mas_equalTo(kBadgeHeight);
                }];
            }
            return self;
        }

        - (UILabel *)count {
            if (!_count) {
                _count = [UILabel new];
                _count.text = @"12";
            }
            return _count;
        }
        @end
        """

    @Test func framesFindTheHeaderBesideTheImplementation() {
        _ = scratch.file("BadgeView.h", header)
        let run = CapturedRun(["frames", scratch.file("BadgeView.m", implementation)])
        #expect(run.status == 0, "\(run.error)")
        // the unknown `kBadgeHeight` stands in as 0 (see the check below)
        #expect(run.text.hasPrefix("canvas 375x4\nroot  0 0 375 4\n  BadgeView  0 0 375 4\n    count  6 2 363 0\n"))
    }

    @Test func checkReportsPositionsAndCoverageInTheObjectiveCFile() {
        let file = scratch.file("BadgeView.m", implementation)
        let run = CapturedRun(["check", scratch.file("BadgeView.h", header), file])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.text.contains("\(file):12:37: warning: unknown symbol 'kBadgeHeight'"))
        #expect(run.text.contains("constraint statements: 2 of 2 laid out (100.0%), 1 with a stand-in\n"))
    }

    @Test func defineGivesAMacroTheFileDoesNotDefine() {
        _ = scratch.file("BadgeView.h", header)
        let file = scratch.file("BadgeView.m", implementation)
        let run = CapturedRun(["frames", file, "--define", "kBadgeHeight=16"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.text == "canvas 375x20\nroot  0 0 375 20\n  BadgeView  0 0 375 20\n    count  6 2 363 16\n")
        let bad = CapturedRun(["frames", file, "--define", "=16"])
        #expect(bad.status == 2)
        #expect(bad.error.hasPrefix("Error: --define '=16' does not start with a macro name (NAME=VALUE)\n"))
    }

    @Test func testComparesAFolderOfObjectiveCScenes() {
        _ = scratch.file("BadgeView.h", header)
        _ = scratch.file("BadgeView.m", implementation)
        let fixtures = scratch.path("fixtures")
        let recorded = CapturedRun(["test", scratch.path(""), "--fixtures", fixtures, "--record", "missing",
                                    "--define", "kBadgeHeight=16"])
        #expect(recorded.status == 1, "\(recorded.error)")
        let frames = (try? String(contentsOfFile: fixtures + "/BadgeView.frames", encoding: .utf8)) ?? ""
        #expect(frames.contains("view count BadgeView 6 2 363 16 "), "\(frames)")
        let compared = CapturedRun(["test", scratch.path(""), "--fixtures", fixtures, "--record", "never",
                                    "--define", "kBadgeHeight=16"])
        #expect(compared.status == 0, "\(compared.text)\(compared.error)")
        let withoutTheDefine = CapturedRun(["test", scratch.path(""), "--fixtures", fixtures, "--record", "never"])
        #expect(withoutTheDefine.status == 1, "\(withoutTheDefine.text)")
    }

    @Test func diffComparesAnObjectiveCSceneWithItsSwiftTwin() {
        _ = scratch.file("BadgeView.h", header)
        let objc = scratch.file("BadgeView.m", implementation)
        let twin = scratch.file("Twin.swiftlay", """
            final class BadgeView: UIView {
                lazy var count: UILabel = {
                    let label = UILabel()
                    label.text = "12"
                    return label
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .red
                    addSubview(count)
                    count.snp.makeConstraints { make in
                        make.edges.equalTo(self).inset(UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6))
                        make.height.equalTo(16)
                    }
                }
            }
            """)
        // the Objective-C file's `kBadgeHeight` is unknown (0), the twin says 16: the diff names the label
        let run = CapturedRun(["diff", objc, twin])
        #expect(run.status == 1, "\(run.text)\(run.error)")
        #expect(run.text.hasPrefix("canvas 375x4→375x20; root: height 4→20; BadgeView: height 4→20; count: height 0→16"),
                "\(run.text)")
    }

    @Test func renderDrawsIt() {
        let output = scratch.path("badge.png")
        let run = CapturedRun(["render", scratch.file("BadgeView.m", implementation), "-o", output])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: output))
    }
}
