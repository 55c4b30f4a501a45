import LayoutEngine
@testable import LayoutObjC
import LayoutScene
import LayoutScript
import Testing

/// Grand Central Dispatch's C calls in Swift's spelling (``ObjCTranslator/writeDispatchCall(_:arguments:)``).
@Suite struct DispatchTranslationTests {
    @Test func workSentToAQueueRunsAfterTheStepInOrderAndOnceAndSyncAtOnce() throws {
        let scene = try #require(loadObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.3 * NSEC_PER_SEC)),
                                   dispatch_get_main_queue(), ^{
                        self.tag = self.tag * 10 + 1;
                    });
                    dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
                        self.tag = self.tag * 10 + 2;
                    });
                    static dispatch_once_t onceToken;
                    dispatch_once(&onceToken, ^{
                        self.tag = self.tag * 10 + 3;
                    });
                    dispatch_sync(dispatch_get_main_queue(), ^{
                        self.tag = self.tag * 10 + 4;
                    });
                }
                return self;
            }
            @end
            """, header: header()))
        // once and sync at once; then the queue in the order sent
        #expect(scene.canvas.subviews.first?.tag == 3412)
    }

    @Test func workSentToTheMainQueueFromABackgroundBlockRunsToo() throws {
        let scene = try #require(loadObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_HIGH, 0), ^{
                        dispatch_async(dispatch_get_main_queue(), ^{
                            self.tag = self.tag * 10 + 2;
                        });
                        self.tag = self.tag * 10 + 1;
                    });
                }
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.canvas.subviews.first?.tag == 12)
    }

    @Test func aBlockThatBuildsLayoutOnTheMainQueueLaysItOut() throws {
        let (_, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    dispatch_async(dispatch_get_main_queue(), ^{
                        UIView *dot = [UIView new];
                        [self addSubview:dot];
                        [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.top.left.equalTo(self).offset(4);
                            make.size.mas_equalTo(CGSizeMake(10, 10));
                        }];
                    });
                }
                return self;
            }
            @end
            """, header: header()))
        expectFrame(frame("dot", in: result), 4, 4, 10, 10)
    }
}
