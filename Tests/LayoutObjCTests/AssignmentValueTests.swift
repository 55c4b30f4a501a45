import LayoutEngine
import LayoutObjC
import LayoutScene
import LayoutScript
import Testing

/// Assignments whose value C uses: chained (`top = bottom = 12`), as a condition (`if ((b = [UIView new]))`), and an
/// initializer's `if (!(self = [super init])) return nil;`.
@Suite struct AssignmentValueTests {
    @Test func chainedAndConditionAssignmentsAssignAndGiveTheirValue() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)init {
                if (!(self = [super init])) return nil;
                UIView *a = [UIView new];
                UIView *b;
                CGFloat top, bottom;
                top = bottom = 12;
                [self addSubview:a];
                if ((b = [UIView new])) {
                    [self addSubview:b];
                }
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self);
                    make.top.equalTo(self).offset(top);
                    make.size.mas_equalTo(CGSizeMake(bottom, bottom));
                }];
                [b mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(a.mas_bottom);
                    make.left.size.equalTo(a);
                }];
                return self;
            }
            @end
            """))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("a", in: result), 0, 12, 12, 12)
        expectFrame(frame("b", in: result), 0, 24, 12, 12)
    }
}

/// Foundation's arrays as Swift's: factories, `addObject:`, subscripts and `objectAtIndex:`, `lastObject`,
/// `firstObject`, `count`.
@Suite struct FoundationArrayTests {
    @Test func viewsKeptInAMutableArrayChainEachToTheOneBefore() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                NSMutableArray *array = [NSMutableArray arrayWithCapacity:3];
                for (int i = 0; i < 3; i ++) {
                    UIView *view = [[UIView alloc] init];
                    [self addSubview:view];
                    [array addObject:view];
                    if (i == 0) {
                        [view mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.leading.top.equalTo(self).offset(10);
                            make.size.mas_equalTo(CGSizeMake(20, 20));
                        }];
                    } else {
                        UIView *lastView = array[i-1];
                        UIView *previous = [array objectAtIndex:i-1];
                        [view mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.leading.equalTo(lastView.mas_trailing).offset(5);
                            make.top.size.equalTo(previous);
                        }];
                    }
                }
                NSArray *pair = [NSArray arrayWithObjects:array.firstObject, array.lastObject, nil];
                [pair.lastObject mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.bottom.equalTo(self).offset(-[array count]);
                }];
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        let frames = result.views.filter { $0.name == "view" }.map(\.frame)
        #expect(frames.map(\.minX) == [10, 35, 60])
        #expect(result.views.first { $0.name == "Card" }?.frame.height == 33)
    }

    @Test func factoriesAreArrayLiterals() {
        let translation = ObjCFrontEnd.translate(ObjCFrontEnd.File(name: "A.m", text: """
            @implementation A
            - (void)f {
                NSMutableArray *a = [NSMutableArray array];
                NSMutableArray *b = [[NSMutableArray alloc] initWithArray:a];
                NSArray *c = [NSArray arrayWithObject:b];
                [a insertObject:c atIndex:0];
                [a removeAllObjects];
            }
            @end
            """))
        let text = translation.source.text
        #expect(text.contains("= [Any]()"))
        #expect(text.contains("= (a)"))
        #expect(text.contains("= [b]"))
        #expect(text.contains("a.insert(c, at: 0)"))
        #expect(text.contains("a.removeAll()"))
    }

    @Test func constraintsKeptInAnArrayAreStatementsAndCanBeUninstalled() throws {
        let (scene, result) = try #require(layOutObjC("""
            @interface Card ()
            @property (nonatomic, strong) NSArray *wide;
            @property (nonatomic, strong) NSArray *narrow;
            @end
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                for (MASConstraint *constraint in self.narrow) {
                    [constraint uninstall];
                }
                UIView *box = [UIView new];
                [self addSubview:box];
                NSMutableArray *constraints = [[NSMutableArray alloc] init];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self);
                    make.height.mas_equalTo(10);
                    [constraints addObject:make.width.mas_equalTo(100)];
                }];
                self.wide = [constraints copy];
                for (MASConstraint *constraint in self.wide) {
                    [constraint uninstall];
                }
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.width.mas_equalTo(50);
                }];
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        expectFrame(frame("box", in: result), 0, 0, 50, 10)
        #expect(scene.coverage.statements.count == 4)
    }

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
            "Card.m:5:6: warning: 'weakSelf' is not declared, and the members read of it are Card's: it stands for "
                + "self (a weak-self macro of a file not given)",
        ])
        expectFrame(frame("box", in: result), 0, 0, 187.5, 20)
    }
}
