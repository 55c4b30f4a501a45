import LayoutEngine
@testable import LayoutObjC
import LayoutScene
import LayoutScript
import Testing

/// UIKit by its Objective-C names (messages matched to Swift's, factories, class properties, C constants, `is`
/// getters), C's functions and literals, `#define`s in the file, and Objective-C's forgiving runtime.
@Suite struct MessageAndMacroTests {
    @Test func uikitByItsObjectiveCNames() throws {
        let scene = try #require(loadObjC("""
            #define kTitleFont [UIFont boldSystemFontOfSize:17]
            #define RGB(r, g, b) [UIColor colorWithRed:(r)/255.0 green:(g)/255.0 blue:(b)/255.0 alpha:1.0]
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UILabel *title = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 100, 20)];
                    title.font = kTitleFont;
                    title.textColor = RGB(255, 0, 0);
                    title.textAlignment = NSTextAlignmentCenter;
                    [title setNumberOfLines:2];
                    [title setHidden:YES];
                    title.hidden = NO;
                    UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
                    [button setTitle:@"Go" forState:UIControlStateNormal];
                    [button setTitleColor:[UIColor whiteColor] forState:UIControlStateNormal];
                    [self addSubview:title];
                    [self addSubview:button];
                }
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        let card = try #require(scene.canvas.subviews.first)
        let title = try #require(card.subviews.first as? Label)
        #expect(title.font == Font.boldSystemFont(ofSize: 17))
        #expect(title.textColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(title.textAlignment == .center)
        #expect(title.numberOfLines == 2)
        #expect(!title.isHidden)
        let button = try #require(card.subviews.last as? Button)
        #expect(button.title(for: .normal) == "Go")
        #expect(button.titleColor(for: .normal) == .white)
    }

    @Test func aClassPropertyReadByItsOwnNameAndQualifiedParameterTypesLoad() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UILabel *hint = [UILabel new];
                [hint setFont:[UIFont systemFontOfSize:[UIFont smallSystemFontSize]]];
                [self addSubview:hint];
                [hint mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self).offset(4);
                    make.width.mas_equalTo([UIFont smallSystemFontSize] * 10);
                    make.height.mas_equalTo(20);
                }];
                return self;
            }
            - (void)scrollViewWillEndDragging:(UIScrollView *)scrollView withVelocity:(CGPoint)velocity
                          targetContentOffset:(inout CGPoint *)targetContentOffset {
            }
            - (oneway void)forget:(bycopy id)value into:(out id *)slot {
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        let hint = try #require(scene.canvas.subviews.first?.subviews.first as? Label)
        #expect(hint.font == Font.systemFont(ofSize: 12))
        expectFrame(frame("hint", in: result), 4, 4, 120, 20)
    }

    @Test func aStatementMacroAndAMacroUnknownToTheFileAreAnchoredAtTheirUse() throws {
        let scene = try #require(loadObjC("""
            #define WS(weakSelf) __weak __typeof(self) weakSelf = self;
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    WS(weakSelf);
                    weakSelf.backgroundColor = HEXCOLOR(0x333333);
                }
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.map(\.headline) == [
            "Card.m:6:36: warning: unknown symbol 'HEXCOLOR': not declared in the scene's files and not UIKit API "
                + "that layoutviz models; what uses it is skipped",
        ])
    }

    @Test func aLineCallingAMacroTheFileDoesNotDefineWithoutASemicolonIsAStatementMacro() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *line = [UIView new];
                [self addSubview:line];
                kWeakSelf(self)
                _task =
                [Store loadWithCompletion:^(NSArray *items) {
                    kStrongSelf(self)
                    [self setNeedsLayout];
                }];
                [line mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.top.equalTo(self);
                    make.height.mas_equalTo(1);
                }];
                return self;
            }
            @end
            """, header: header()))
        #expect(!scene.warnings.contains { $0.headline.contains("kWeakSelf") })
        expectFrame(frame("line", in: result), 0, 0, 375, 1)
    }

    @Test func aMessageToNilIsSkippedWithAWarningAndTheMethodGoesOn() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    [self insertSubview:self.header belowSubview:self.body];
                    self.body = [UIView new];
                    [self addSubview:self.body];
                    [self.body mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self);
                    }];
                }
                return self;
            }
            @end
            """, header: header("Card", superclass: "UIView",
                                "@property (nonatomic, strong) UIView *header;\n@property (nonatomic, strong) UIView *body;")))
        #expect(scene.warnings.map(\.headline) == [
            "Card.m:4:29: warning: 'nil' is not compatible with expected argument type 'UIView'; Objective-C carries "
                + "on, so the statement is skipped",
        ])
        expectFrame(frame("body", in: result), 0, 0, 375, 667)
    }

    @Test func whatIsNotTranslatedIsAWarningAtItsPosition() throws {
        let scene = try #require(loadObjC("""
            @implementation Card
            - (void)layoutSubviews {
                [super layoutSubviews];
                while (self.count > 0) { self.count--; }
            }
            @end
            """, header: header("Card", superclass: "UIView", "@property (nonatomic) NSInteger count;")))
        #expect(scene.warnings.map(\.headline) == [
            "Card.m:4:5: warning: 'while' is not translated; what it does is skipped",
        ])
    }
    @Test func aMacroInCapitalsGivenANilViewMakesIt() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    MAKE_BUTTON(_action, @"go");
                    [self addSubview:_action];
                    [_action mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self).offset(8);
                        make.size.mas_equalTo(CGSizeMake(60, 30));
                    }];
                }
                return self;
            }
            @end
            """, header: header("Card", superclass: "UIView", "@property (nonatomic, strong) UIButton *action;")))
        expectFrame(frame("action", in: result), 8, 8, 60, 30)
        let made = "Card.m:5:21: warning: 'self.action' is given to 'MAKE_BUTTON', a macro no file defines, while it "
            + "is nil: the macro is taken to make it, a UIButton with UIKit's defaults"
        #expect(scene.warnings.map(\.headline).contains(made), "\(scene.warnings.map(\.headline))")
    }

    @Test func aCapitalisedFunctionCallIsAnUnknownValueNotAView() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                self.title = [UILabel labelWithColor:HexColor(@"999999") inView:self];
                [self.title mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.offset(10);
                }];
                return self;
            }
            @end
            """, header: header("Card", superclass: "UIView", "@property (nonatomic, strong) UILabel *title;")))
        #expect(scene.canvas.subviews.first?.subviews.contains { $0.name == "title" } == true)
        #expect(frame("title", in: result)?.origin == CGPoint(x: 10, y: 10))
        #expect(!result.views.contains { $0.name.contains("HexColor") })
    }
    @Test func theDevicesModelComparesAsAString() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *box = [UIView new];
                [self addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self);
                    make.size.mas_equalTo(CGSizeMake(10, 10));
                    if ([[UIDevice currentDevice].model isEqualToString:@"iPad"]) {
                        make.size.mas_equalTo(CGSizeMake(50, 50));
                    }
                }];
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("box", in: result), 0, 0, 10, 10)
    }

    @Test func aPropertyNamedIdIsDeclared() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                self.id = 12;
                UIView *box = [UIView new];
                [self addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self).offset(self.id);
                    make.size.mas_equalTo(CGSizeMake(10, 10));
                }];
                return self;
            }
            @end
            """, header: header("Card", superclass: "UIView", "@property(nonatomic,assign)NSInteger id;")))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("box", in: result), 12, 12, 10, 10)
    }

    @Test func aBareMixedCaseMacroLineBeforeAMessageIsAStatementMacroAndItsWeakSelfIsSelfFromItsFirstUse() throws {
        let (scene, result) = try #require(layOutObjC("""
            @interface Card ();
            @property (nonatomic, strong) UIView *badge;
            @end
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                self.badge = [UIView new];
                [self addSubview:self.badge];
                return self;
            }
            - (void)layoutSubviews {
                WeakSelf
                [self.badge mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.right.top.equalTo(weakSelf).insets(UIEdgeInsetsMake(10, 0, 0, 10));
                    make.size.mas_equalTo(CGSizeMake(16, weakSelf.badge.tag + 16));
                }];
            }
            @end
            """, header: header()))
        #expect(scene.warnings.map(\.headline) == [
            "Card.m:14:32: warning: 'weakSelf' is not declared, and the members read of it are Card's: it stands for "
                + "self (a weak-self macro of a file not given)",
        ])
        expectFrame(frame("badge", in: result), 349, 10, 16, 16)
    }
}
