import LayoutEngine
@testable import LayoutObjC
import LayoutScene
import LayoutScript
import Testing

/// Classes as Objective-C writes them: the header's superclass and properties, a class extension's, lazy getters,
/// `initWithFrame:` with `self = [super …]`, `if (self)` and `return self`, `_ivar`s, `self->_ivar`, weak self.
@Suite struct ClassTranslationTests {
    let implementation = """
        #import "Card.h"

        @interface Card ()
        @property (nonatomic, strong) UIView *badge;
        @end

        @implementation Card

        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                [self setupViews];
            }
            return self;
        }

        - (void)setupViews {
            __weak typeof(self) weakSelf = self;
            [self addSubview:self.avatar];
            _badge = [[UIView alloc] initWithFrame:CGRectZero];
            [self addSubview:_badge];
            [self.avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(weakSelf).offset(16);
                make.size.mas_equalTo(CGSizeMake(48, 48));
            }];
            [self->_badge mas_makeConstraints:^(MASConstraintMaker *make) {
                make.right.equalTo(self.avatar.mas_right);
                make.top.equalTo(self.avatar);
                make.width.height.equalTo(@12);
            }];
        }

        - (UIImageView *)avatar {
            if (!_avatar) {
                _avatar = [[UIImageView alloc] init];
                _avatar.contentMode = UIViewContentModeScaleAspectFill;
                _avatar.hidden = NO;
            }
            return _avatar;
        }

        @end
        """

    @Test func aViewWithAHeaderALazyGetterAndAnExtensionsProperty() throws {
        let (scene, result) = try #require(layOutObjC(implementation, header: header(
            "Card", superclass: "UIView", "@property (nonatomic, strong) UIImageView *avatar;")))
        expectFrame(frame("avatar", in: result), 16, 16, 48, 48)
        expectFrame(frame("badge", in: result), 52, 16, 12, 12)
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        let avatar = try #require(scene.canvas.subviews.first?.subviews.first as? ImageView)
        #expect(avatar.contentMode == .scaleAspectFill)
        #expect(scene.coverage.statements.count == 5)
        #expect(scene.coverage.statements.allSatisfy { $0.outcome == .laidOut })
    }

    /// Dot syntax sends the message: `self.setupViews;` runs the method and `self.boxWidth` is its result; assigned
    /// to (`self.count += 1`), it is no call.
    @Test func dotSyntaxOnTheClassesOwnMethodSendsTheMessage() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                self.setupViews;
                return self;
            }
            - (void)setupViews {
                UIView *box = [UIView new];
                [self addSubview:box];
                box.frame = CGRectMake(0, 0, self.boxWidth, 10);
            }
            - (CGFloat)boxWidth {
                return 30;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("box", in: result), 0, 0, 30, 10)
    }

    @Test func withoutAHeaderTheSuperclassComesFromTheInitializerItOverrides() throws {
        let (_, result) = try #require(layOutObjC("""
            @implementation Cell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    UILabel *title = [UILabel new];
                    title.text = @"Row";
                    [self.contentView addSubview:title];
                    [title mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self.contentView).insets(UIEdgeInsetsMake(4, 16, 4, 16));
                    }];
                }
                return self;
            }
            @end
            """, name: "Cell"))
        expectFrame(frame("title", in: result), 16, 4, 343, 21)
    }

    @Test func positionsAreTheObjectiveCFilesLinesAndColumns() throws {
        let scene = try #require(loadObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    self.backgroundColor = kThemeColor;
                }
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.map(\.headline) == [
            "Card.m:5:32: warning: unknown symbol 'kThemeColor': not declared in the scene's files and not UIKit API "
                + "that layoutviz models; what uses it is skipped",
        ])
        #expect(scene.warnings.first?.sourceLine == "        self.backgroundColor = kThemeColor;")
    }

    @Test func aCategoryOfAUIKitClassIsAnExtensionOfIt() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation UIView (Pinning)
            - (void)pinToSuperviewWithInset:(CGFloat)inset {
                [self mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.superview).insets(UIEdgeInsetsMake(inset, inset, inset, inset));
                }];
            }
            @end

            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *content = [UIView new];
                    [self addSubview:content];
                    [content pinToSuperviewWithInset:10];
                }
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("content", in: result), 10, 10, 355, 647)
    }

    @Test func comparingSelfWithSuperInitializerStillInitializesAndHolds() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self == [super initWithFrame:frame]) {
                    UIView *content = [UIView new];
                    [self addSubview:content];
                    [content mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self).insets(UIEdgeInsetsMake(4, 4, 4, 4));
                    }];
                }
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("content", in: result), 4, 4, 367, 659)
    }

    @Test func aMethodNamedLikeAnInitializerThatReturnsNothingIsAMethod() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    [self initUI];
                }
                return self;
            }
            - (void)initUI {
                UIView *dot = [UIView new];
                [self addSubview:dot];
                [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self);
                    make.size.mas_equalTo(CGSizeMake(8, 8));
                }];
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("dot", in: result), 0, 0, 8, 8)
    }
}
