import LayoutEngine
@testable import LayoutObjC
import LayoutScene
import LayoutScript
import Testing

/// Masonry's Objective-C spellings: `mas_equalTo` and boxed values, `with`/`and`, a modifier with no relation
/// (Masonry's rule), `insets`, priorities, keys, view attributes, safe-area attributes, remake and update, saved
/// constraints, NSArray receivers and distribution.
@Suite struct MasonryTranslationTests {
    private func controller(_ body: String, properties: String = "") -> String {
        """
        @interface Screen : UIViewController
        \(properties)
        @end
        @implementation Screen
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *box = [[UIView alloc] init];
            UIView *bar = [UIView new];
            [self.view addSubview:box];
            [self.view addSubview:bar];
        \(body)
        }
        @end
        """
    }

    @Test func aModifierWithoutARelationIsAConstantForSizesAndTheSuperviewElsewhere() throws {
        let (_, result) = try #require(layOutObjC(controller("""
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.offset(20);
                make.height.offset(30);
                make.width.mas_equalTo(@(100));
            }];
            """), name: "Screen"))
        expectFrame(frame("box", in: result), 20, 20, 100, 30)
    }

    @Test func withAndInsetsPrioritiesAndKeys() throws {
        let (scene, result) = try #require(layOutObjC(controller("""
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view).with.insets(UIEdgeInsetsMake(10, 20, 30, 40));
                make.height.equalTo(@50).priorityLow();
                make.width.mas_equalTo(400).priority(MASLayoutPriorityDefaultHigh).key(@"boxWidth");
            }];
            """), name: "Screen"))
        expectFrame(frame("box", in: result), 20, 10, 315, 627)
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        #expect(allConstraints(in: scene.canvas).contains { $0.description.contains("boxWidth") })
    }

    @Test func viewAttributesAndTheSafeArea() throws {
        let (_, result) = try #require(layOutObjC(controller("""
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop).offset(8);
                make.left.and.right.equalTo(self.view);
                make.height.mas_equalTo(44);
            }];
            [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(box.mas_bottom).offset(2);
                make.centerX.equalTo(box);
                make.size.mas_equalTo(CGSizeMake(60, 20));
            }];
            """), name: "Screen"))
        expectFrame(frame("box", in: result), 0, 8, 375, 44)
        expectFrame(frame("bar", in: result), 157.5, 54, 60, 20)
    }

    @Test func savedConstraintsUninstallAndChangeTheirOffset() throws {
        let (_, result) = try #require(layOutObjC(controller("""
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(self.view);
                make.size.mas_equalTo(CGSizeMake(50, 50));
                self.topConstraint = make.top.equalTo(self.view).offset(10);
            }];
            [self.topConstraint setOffset:30];
            [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self.view).priorityHigh();
                make.size.mas_equalTo(CGSizeMake(10, 10));
                self.barLeft = make.left.equalTo(self.view).offset(100);
            }];
            [self.barLeft uninstall];
            """, properties: "@property (nonatomic, strong) MASConstraint *topConstraint;\n"
                + "@property (nonatomic, strong) MASConstraint *barLeft;"), name: "Screen"))
        expectFrame(frame("box", in: result), 0, 30, 50, 50)
        expectFrame(frame("bar", in: result), 0, 0, 10, 10)
    }

    @Test func anArrayReceiverAndDistribution() throws {
        let (_, result) = try #require(layOutObjC(controller("""
            UIView *third = [UIView new];
            [self.view addSubview:third];
            NSArray *row = @[box, bar, third];
            [row mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(100);
                make.height.mas_equalTo(40);
            }];
            [row mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:15 leadSpacing:15 tailSpacing:15];
            """), name: "Screen"))
        expectFrame(frame("box", in: result), 15, 100, 105, 40)
        expectFrame(frame("third", in: result), 255, 100, 105, 40)
    }

    @Test func remakeReplacesWhatMakeMade() throws {
        let (_, result) = try #require(layOutObjC(controller("""
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self.view);
                make.width.height.mas_equalTo(10);
            }];
            [box mas_remakeConstraints:^(MASConstraintMaker *make) {
                make.right.bottom.equalTo(self.view).offset(-5);
                make.width.height.mas_equalTo(20);
            }];
            [box mas_updateConstraints:^(MASConstraintMaker *make) {
                make.width.height.mas_equalTo(30);
            }];
            """), name: "Screen"))
        expectFrame(frame("box", in: result), 340, 632, 30, 30)
    }
}

/// Masonry's keys: `mas_key` and `MASAttachKeys` name views in frames and logs.
@Suite struct MasonryKeyTests {
    @Test func keysNameTheViews() throws {
        let (_, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *first = [UIView new];
                    UIView *second = [UIView new];
                    first.mas_key = @"leading box";
                    self.trailing = second;
                    MASAttachKeys(second);
                    [self addSubview:first];
                    [self addSubview:second];
                    [@[first, second] mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.bottom.equalTo(self);
                        make.width.mas_equalTo(50);
                        make.height.mas_equalTo(20);
                    }];
                    [first mas_makeConstraints:^(MASConstraintMaker *make) { make.left.equalTo(self); }];
                    [second mas_makeConstraints:^(MASConstraintMaker *make) { make.right.equalTo(self); }];
                }
                return self;
            }
            @end
            """, header: header("Card", superclass: "UIView", "@property (nonatomic, strong) UIView *trailing;")))
        expectFrame(frame("leading box", in: result), 0, 0, 50, 20)
        expectFrame(frame("second", in: result), 325, 0, 50, 20)
    }
}
