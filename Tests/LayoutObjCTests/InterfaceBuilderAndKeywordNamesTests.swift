import LayoutEngine
import LayoutObjC
import LayoutScene
import LayoutScript
import Testing

/// Objective-C that Swift spells differently: `IBOutlet` properties (set by a nib, which layoutviz does not read)
/// and names Swift reserves: methods named with Swift keywords (`- (void)repeat`), a block named `_`.
@Suite struct InterfaceBuilderAndKeywordNamesTests {
    @Test func anOutletIsAViewMadeWithUIKitsDefaults() throws {
        let (scene, result) = try #require(layOutObjC("""
            @interface Card ()
            @property (weak, nonatomic) IBOutlet UIView *separator;
            @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
            @property (nonatomic) IBInspectable CGFloat radius;
            @end
            @implementation Card
            - (void)awakeFromNib {
                [super awakeFromNib];
                [self addSubview:self.separator];
                [self.separator mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self).offset(8);
                    make.size.mas_equalTo(CGSizeMake(1, 20));
                }];
            }
            @end
            """, header: header()))
        #expect(scene.warnings.map(\.headline).contains("Card.m:2:45: warning: '@IBOutlet separator' is set by a "
                + "storyboard or nib, which layoutviz does not read; a UIView made with UIKit's defaults stands in"))
        #expect(!scene.warnings.contains { $0.headline.contains("unknown symbol 'IBOutlet") })
        expectFrame(frame("separator", in: result), 8, 8, 1, 20)
    }

    @Test func aBlockNamedUnderscoreIsAName() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *box = [UIView new];
                [self addSubview:box];
                void (^_)(void) = ^{
                    box.frame = CGRectMake(0, 0, 12, 10);
                };
                _();
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("box", in: result), 0, 0, 12, 10)
    }

    @Test func aLoopVariableNamedWithASwiftKeywordIsAName() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *box = [UIView new];
                [self addSubview:box];
                for (UIView *class in self.subviews) {
                    class.frame = CGRectMake(0, 0, 14, 10);
                }
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("box", in: result), 0, 0, 14, 10)
    }

    /// A C array instance variable (`CGFloat _heights[2];`) is zero-filled storage its methods index.
    @Test func aCArrayInstanceVariableIsIndexedStorage() throws {
        let (scene, result) = try #require(layOutObjC("""
            @interface Card () {
                CGFloat _heights[2];
            }
            @end
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                _heights[1] = 30;
                UIView *box = [UIView new];
                [self addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self);
                    make.width.mas_equalTo(MAX(12, _heights[0]));
                    make.height.mas_equalTo(MAX(12, _heights[1]));
                }];
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("box", in: result), 0, 0, 12, 30)
    }

    @Test func methodsNamedWithSwiftKeywordsAreCalledAndNamedInSelectors() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIButton *retry = [UIButton new];
                [retry addTarget:self action:@selector(repeat) forControlEvents:UIControlEventTouchUpInside];
                [self addSubview:retry];
                [self repeat];
                return self;
            }
            - (void)repeat {
                UIView *box = [UIView new];
                [self addSubview:box];
                box.frame = CGRectMake(0, 0, 10, 10);
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("box", in: result), 0, 0, 10, 10)
    }
}
