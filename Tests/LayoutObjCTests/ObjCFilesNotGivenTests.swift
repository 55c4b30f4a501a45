import LayoutEngine
import LayoutObjC
import LayoutScene
import LayoutScript
import Testing

/// What Objective-C files rely on beyond their own code: blocks written with their return type, setter messages
/// given a value a file not given defines, and weak-self macros.
@Suite struct ObjCFilesNotGivenTests {
    @Test func aBlockWithItsReturnTypeTakesItsParameters() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *box = [UIView new];
                [self addSubview:box];
                BOOL(^isVisible)(UIView *) = ^BOOL(UIView *view){
                    return view && view.isHidden == NO;
                };
                CGFloat (^half)(CGFloat) = ^CGFloat(CGFloat value) { return value / 2; };
                if (isVisible(box)) {
                    [box mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self);
                        make.size.mas_equalTo(half(40));
                    }];
                }
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("box", in: result), 0, 0, 20, 20)
    }

    /// An instance variable the undeclared base class declares (`_naviBar`), used as a view, is a placeholder view
    /// filling the controller's view, so what the code adds to it and pins to it keeps its place.
    @Test func anUndeclaredBaseInstanceVariableUsedAsAViewIsAPlaceholder() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (void)viewDidLoad {
                [super viewDidLoad];
                UITextField *field = [UITextField new];
                [_naviBar addSubview:field];
                [field mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.width.mas_equalTo(SCREEN_WIDTH - 2 * 54);
                    make.height.mas_equalTo(27);
                    make.centerX.equalTo(_naviBar);
                    make.bottom.mas_equalTo(-10);
                }];
            }
            @end
            """, header: header(superclass: "BaseViewController")))
        #expect(scene.warnings.map(\.headline).contains("Card.m:5:6: warning: '_naviBar' is not declared: the files use "
            + "it as a view, so it stands for a view property the code inherits (from its class's declaration, base "
            + "class or an extension in a file not given): a placeholder view"))
        #expect(!result.diagnostics.contains { $0.severity == .error })
        expectFrame(frame("_naviBar", in: result), 0, 0, 375, 667)
        expectFrame(frame("field", in: result), 54, 630, 267, 27)
    }

    /// A member of `self` the files use as a view is the base's view property whatever its case
    /// (`self.MainTableView`): a member read names no type.
    @Test func aCapitalisedMemberOfSelfUsedAsAViewIsAPlaceholder() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view addSubview:self.MainTableView];
                [self.MainTableView mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.bottom.mas_equalTo(self.view);
                    make.top.mas_equalTo(self.view).offset(100);
                }];
            }
            @end
            """, header: header(superclass: "BaseViewController")))
        #expect(scene.warnings.map(\.headline).contains { $0.hasPrefix("Card.m:4:27: warning: 'MainTableView' is not "
            + "declared: the files use it as a view") })
        expectFrame(frame("MainTableView", in: result), 0, 100, 375, 567)
        #expect(scene.coverage.laidOutCount == 2)
    }

    @Test func aSetterMessageWithAnUnknownValueLeavesThePropertyAsItIs() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UILabel *title = [UILabel new];
                [title setLineBreakMode:kTitleBreakMode];
                [title setLineBreakMode:NSLineBreakByWordWrapping];
                [title setLineBreakMode:kTitleBreakMode];
                [self addSubview:title];
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.map(\.headline) == [
            "Card.m:5:29: warning: unknown symbol 'kTitleBreakMode': not declared in the scene's files and not UIKit "
                + "API that layoutviz models; what uses it is skipped",
        ])
        let title = try #require(result.views.first { $0.name == "title" }?.view as? Label)
        #expect(title.lineBreakMode == .byWordWrapping)
    }

    @Test func anUndeclaredNameWhoseMembersAreTheClassesOwnIsAWeakSelf() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                WS(weakSelf);
                [weakSelf setupBox];
                [self.box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(weakSelf);
                    make.width.equalTo(weakSelf.mas_width).multipliedBy(0.5);
                    make.height.mas_equalTo(20);
                }];
                return self;
            }
            - (void)setupBox {
                self.box = [UIView new];
                [self addSubview:self.box];
            }
            @end
            """, header: header("Card", superclass: "UIView", "@property (nonatomic, strong) UIView *box;")))
        #expect(scene.warnings.map(\.headline) == [
            "Card.m:4:5: warning: unknown symbol 'WS': not declared in the scene's files and not UIKit API that "
                + "layoutviz models; what uses it is skipped",
            "Card.m:4:8: warning: 'weakSelf' is not declared, and the members read of it are Card's: it stands for "
                + "self (a weak-self macro of a file not given)",
        ])
        expectFrame(frame("box", in: result), 0, 0, 187.5, 20)
    }

    @Test func aCategoryWhoseInitializerCallsInitWithFrameOnSuperStandsForAView() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation ProfileHeader (MiniCard)
            - (instancetype)initWithFrame:(CGRect)frame miniCard:(BOOL)miniCard {
                self = [super initWithFrame:frame];
                if (self) {
                    [self addSubview:self.avatar];
                    [self.avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self).offset(8);
                        make.size.mas_equalTo(CGSizeMake(40, 40));
                    }];
                }
                return self;
            }
            @end
            """, header: "#import <UIKit/UIKit.h>\n@interface ProfileHeader (MiniCard)\n@end\n",
            name: "ProfileHeader+MiniCard"))
        let declared = "ProfileHeader+MiniCard.m:1:1: warning: 'ProfileHeader' is declared in a file not given: its "
            + "extension here stands for the class, a UIView (its initializer calls UIView's init(frame:) on super), "
            + "and the extension's methods the files never call run as its declaration would call them (see 'Base "
            + "classes' in the README)"
        #expect(scene.warnings.map(\.headline).first == declared)
        expectFrame(frame("avatar", in: result), 8, 8, 40, 40)
        #expect(scene.coverage.percent == 100)
    }

    @Test func anIntegerWhereAUIKitEnumGoesIsItsCaseOfThatValue() throws {
        let (scene, _) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIButton *close = [UIButton buttonWithType:0];
                [self addSubview:close];
                UILabel *title = [UILabel new];
                title.textAlignment = 1;
                title.lineBreakMode = 4;
                title.contentMode = 2;
                [self addSubview:title];
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        let root = try #require(scene.canvas.subviews.first)
        #expect((root.subviews.first as? Button)?.buttonType == .custom)
        let title = try #require(root.subviews.last as? Label)
        #expect(title.textAlignment == .center)
        #expect(title.lineBreakMode == .byTruncatingTail)
        #expect(title.contentMode == .scaleAspectFill)
    }

    /// A frame made with a macro of a header not given keeps the numbers the file states, the macro 0.
    @Test func aFrameMadeWithAnUndefinedMacroKeepsItsOtherNumbers() throws {
        let (_, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(10, kNavHeight, 200, 44)];
                [self addSubview:banner];
                UIView *footer = [UIView new];
                footer.frame = CGRectMake(0, 600, SCREEN_WIDTH, kFooterHeight * 50);
                [self addSubview:footer];
                UIView *box = [UIView new];
                [self addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.mas_equalTo(UIEdgeInsetsMake(300, kLeft, 200, 20));
                }];
                return self;
            }
            @end
            """, header: header()))
        expectFrame(frame("banner", in: result), 10, 0, 200, 44)
        expectFrame(frame("footer", in: result), 0, 600, 375, 50)
        expectFrame(frame("box", in: result), 0, 300, 355, 167)
    }

    /// An undeclared class's factory (`buttonWithType:`) held in a property the file then gives a frame, and an
    /// undeclared class made with `initWithFrame:`, are laid out by those frames.
    @Test func undeclaredClassesGivenFramesKeepThem() throws {
        let (_, result) = try #require(layOutObjC("""
            @interface Card ()
            @property (nonatomic, strong) JMSelecterButton *sureButton;
            @end
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                self.sureButton = [JMSelecterButton buttonWithType:UIButtonTypeCustom];
                self.sureButton.frame = CGRectMake(15, 300, 345, 40);
                [self.sureButton setTitle:@"OK" forState:UIControlStateNormal];
                [self addSubview:self.sureButton];
                JMSliderLockView *slider = [[JMSliderLockView alloc] initWithFrame:CGRectMake(15, 200, 345, 50)];
                [self addSubview:slider];
                return self;
            }
            @end
            """, header: header()))
        expectFrame(frame("sureButton", in: result), 15, 300, 345, 40)
        #expect(result.views.first { $0.name == "sureButton" }?.ambiguousAttributes.isEmpty == true)
        expectFrame(frame("slider", in: result), 15, 200, 345, 50)
    }

    /// `UIWebView` is UIKit's web view: a view inserted below its scroll view is in it.
    @Test func aUIWebViewLoadsAndHoldsViewsInsertedBelowItsScrollView() throws {
        let (scene, result) = try #require(layOutObjC("""
            @interface Card ()
            @property (nonatomic, strong) UIWebView *webView;
            @end
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIWebView *webView = [[UIWebView alloc] initWithFrame:CGRectZero];
                webView.scalesPageToFit = YES;
                [self addSubview:webView];
                self.webView = webView;
                [self.webView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self);
                }];
                [self.webView loadRequest:[NSURLRequest requestWithURL:[NSURL URLWithString:@"https://example.com/a"]]];
                UILabel *addressLabel = [[UILabel alloc] initWithFrame:CGRectZero];
                addressLabel.text = @"example.com";
                [_webView insertSubview:addressLabel belowSubview:_webView.scrollView];
                [addressLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.mas_equalTo(10);
                    make.left.right.mas_equalTo(0);
                    make.height.mas_equalTo(13);
                }];
                return self;
            }
            @end
            """, header: header()))
        let web = try #require(result.views.first { $0.name == "webView" }?.view as? LegacyWebView)
        #expect(web.qualifiedName == "UIWebView:webView")
        #expect(web.subviews.first?.name == "addressLabel")
        expectFrame(frame("addressLabel", in: result), 0, 10, 375, 13)
        #expect(scene.coverage.percent == 100)
    }
}
