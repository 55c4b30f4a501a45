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

    @Test func renderDrawsIt() {
        let output = scratch.path("badge.png")
        let run = CapturedRun(["render", scratch.file("BadgeView.m", implementation), "-o", output])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: output))
    }
}
