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

    /// Masonry's constant setters (`make.left.offset = 12`) are its calls, by the same rule, and count as the
    /// file's constraint statements.
    @Test func aConstantSetterInAMakeBlockIsTheModifierCall() throws {
        let (scene, result) = try #require(layOutObjC(controller("""
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.offset = 12;
                make.top.offset = 40;
                make.width.offset = 100;
                make.height.offset = 50;
            }];
            [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(box.mas_right).offset = 4;
                make.top.bottom.equalTo(box).insets = UIEdgeInsetsMake(5, 0, 5, 0);
                make.width.offset = 10;
            }];
            UIView *dot = [UIView new];
            [self.view addSubview:dot];
            [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                make.size.sizeOffset = CGSizeMake(6, 8);
                make.left.top.offset = 0;
            }];
            """), name: "Screen"))
        expectFrame(frame("box", in: result), 12, 40, 100, 50)
        expectFrame(frame("bar", in: result), 116, 45, 10, 40)
        expectFrame(frame("dot", in: result), 0, 0, 6, 8)
        #expect(scene.coverage.statements.count == 9)
        #expect(scene.coverage.laidOutCount == 9)
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

    @Test func updateAddsWhatMatchesNothingAsMasonryDoes() throws {
        let (scene, result) = try #require(layOutObjC(controller("""
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.equalTo(self.view);
                make.width.mas_equalTo(40);
            }];
            [box mas_updateConstraints:^(MASConstraintMaker *make) {
                make.width.mas_equalTo(60);
                make.height.mas_equalTo(30);
            }];
            """), name: "Screen"))
        expectFrame(frame("box", in: result), 0, 0, 60, 30)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
    }

    @Test func attributeMasksListTheirAttributes() throws {
        let (_, result) = try #require(layOutObjC(controller("""
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.attributes(MASAttributeTop | MASAttributeLeft).equalTo(self.view).offset(10);
                make.attributes(MASAttributeWidth | MASAttributeHeight).mas_equalTo(50);
            }];
            """), name: "Screen"))
        expectFrame(frame("box", in: result), 10, 10, 50, 50)
    }

    @Test func misuseGivesMasonrysTextsAtTheCall() throws {
        let card = """
            @interface Card : UIView
            @property (nonatomic, strong) MASConstraint *height;
            @end
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *box = [UIView new];
                UIView *loose = [UIView new];
                UIView *orphan = [UIView new];
                [self addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self);
                    self.height = make.height.mas_equalTo(40);
                    make.width.equalTo(@40).equalTo(@50);
                    make.right.equalTo(loose.mas_left);
                    make.bottom.equalTo(self).left.equalTo(self);
                }];
                [orphan mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.offset(8);
                    make.left.equalTo(orphan.superview);
                }];
                self.height.multipliedBy(2);
                self.height.priorityLow();
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.attributes(0).equalTo(self);
                }];
                return self;
            }
            @end
            """
        let (scene, result) = try #require(layOutObjC(card))
        // a detached view's misuse comes with the scene's warnings, the rest with layout's diagnostics
        let detached = scene.warnings.filter { $0.severity == .error }.map(\.headline)
        let errors = detached + result.diagnostics.filter { $0.severity == .error }.map(\.description)
        let location = "A multiplier of 0 or a nil second item together with a location for the first attribute "
            + "creates an illegal constraint of a location equal to a constant. Location attributes must be specified "
            + "in pairs"
        #expect(errors == [
            "Card.m:19:9: error: \(location)",
            "Card.m:20:9: error: attempting to add unsupported attribute: (null)",
            "Card.m:16:29: error: Attributes should be chained before defining the constraint relation",
            "Card.m:16:29: error: Redefinition of constraint relation",
            "Card.m:15:9: error: couldn't find a common superview for UIView:box and UIView:loose",
            "Card.m:22:5: error: Cannot modify constraint multiplier after it has been installed",
            "Card.m:23:5: error: Cannot modify constraint priority after it has been installed",
            "Card.m:25:9: error: You didn't pass any attribute to make.attributes(...)",
        ])
        expectFrame(frame("box", in: result), 0, 0, 50, 40)
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
