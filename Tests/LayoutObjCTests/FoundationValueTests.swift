import LayoutEngine
import LayoutObjC
import LayoutScene
import LayoutScript
import Testing

/// Foundation's arrays and strings as Swift's: array factories, `addObject:`, subscripts and `objectAtIndex:`,
/// `lastObject`, `firstObject`, `count`; `stringWithFormat:` and the other string factories.
@Suite struct FoundationValueTests {
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
                NSArray *d = [NSArray arrayWithObjects:a, b, c, nil];
                [a insertObject:c atIndex:0];
                [a removeAllObjects];
            }
            @end
            """))
        let text = translation.source.text
        #expect(text.contains("= [Any]()"))
        #expect(text.contains("= (a)"))
        #expect(text.contains("= [b]"))
        #expect(text.contains("= [a, b, c]"))
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

    @Test func aFormattedStringIsSwiftsAndAnUnknownArgumentShowsAPlaceholder() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UILabel *count = [UILabel new];
                count.text = [NSString stringWithFormat:@"%d items", 3];
                UILabel *likes = [UILabel new];
                likes.text = [NSString stringWithFormat:@"%@ likes", self.likeCount];
                UILabel *plain = [UILabel new];
                plain.text = [[NSString alloc] initWithString:@"Plain"];
                [self addSubview:count];
                [self addSubview:likes];
                [self addSubview:plain];
                return self;
            }
            @end
            """, header: header()))
        func text(_ name: String) -> String? { (result.views.first { $0.name == name }?.view as? Label)?.text }
        #expect(text("count") == "3 items")
        #expect(text("plain") == "Plain")
        #expect(text("likes")?.hasPrefix("‹") == true)
        #expect(scene.warnings.count == 1, "\(scene.warnings.map(\.headline))")
    }

    @Test func enumeratingAnArrayRunsTheBlockForEachElementWithItsIndex() throws {
        let (scene, result) = try #require(layOutObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    NSArray *pages = @[[UIView new], [UIView new], [UIView new]];
                    __block UIView *lastView = nil;
                    [pages enumerateObjectsUsingBlock:^(UIView *page, NSUInteger idx, BOOL *stop) {
                        [self addSubview:page];
                        [page mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.top.bottom.width.equalTo(self);
                            if (lastView == nil) {
                                make.leading.equalTo(self);
                            } else {
                                make.leading.equalTo(lastView.mas_trailing);
                            }
                            if (idx == pages.count - 1) {
                                make.trailing.equalTo(self).offset(2 * 375);
                            }
                        }];
                        lastView = page;
                        if (idx == 1) return;
                        page.tag = idx + 1;
                    }];
                }
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
        let pages = try #require(scene.canvas.subviews.first?.subviews)
        #expect(pages.map { page in result.views.first { $0.view === page }?.frame.minX } == [0, 375, 750])
        #expect(scene.canvas.subviews.first?.subviews.map(\.tag) == [1, 0, 3])
    }

    @Test func aStringsRawControlCharactersAreEscaped() throws {
        let scene = try #require(loadObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    self.accessibilityLabel = @"A\u{8}B";
                }
                return self;
            }
            @end
            """, header: header()))
        #expect(scene.canvas.subviews.first?.accessibilityLabel == "A\u{8}B")
    }
}
