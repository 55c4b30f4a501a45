import LayoutEngine
@testable import LayoutObjC
import LayoutScene
import LayoutScript
import Testing

/// An Objective-C class deriving from a base class no file declares: the methods only that base can call run as its
/// hooks, the class is drawn though its base's name implies no UIKit class, and statement macros the files do not
/// define do not hide the code after them.
@Suite struct UndeclaredBaseHookTests {
    private let sheetHeader = """
        #import "BaseSheet.h"
        @interface GoodsSheet : BaseSheet
        @property (nonatomic, strong) UIButton *buyButton;
        - (void)reloadPrice;
        @end
        """

    private let sheet = """
        #import "GoodsSheet.h"

        @implementation GoodsSheet {
            UILabel *titleLabel;
        }

        - (NSInteger)viewHeight {
            return kScreenHeight / 3;
        }

        - (void)makeSubview {
            titleLabel = [UILabel new];
            titleLabel.text = @"Size";
            [self addSubview:titleLabel];
            [titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self).offset(16);
            }];
            [self addSubview:self.buyButton];
            [self.buyButton addTarget:self action:@selector(buyTapped:) forControlEvents:UIControlEventTouchUpInside];
            [self.buyButton mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(titleLabel);
                make.top.equalTo(titleLabel.mas_bottom).offset(8);
                make.size.mas_equalTo(CGSizeMake(120, [self rowHeight]));
            }];
        }

        - (NSInteger)rowHeight {
            return 44.8;
        }

        - (void)reloadPrice {
            titleLabel.text = @"reloaded";
        }

        - (void)buyTapped:(UIButton *)sender {
            titleLabel.text = @"tapped";
        }

        - (void)resetSelection {
            UG_WEAKSELF
            titleLabel.text = @"reset";
        }

        - (UIButton *)buyButton {
            if (!_buyButton) {
                _buyButton = [UIButton new];
            }
            return _buyButton;
        }

        @end
        """

    @Test func aMethodNothingElseNamesRunsAsTheUndeclaredBasesHookAndTheClassIsDrawn() throws {
        let (scene, result) = try #require(layOutObjC(sheet, header: sheetHeader, name: "GoodsSheet"))
        #expect(scene.hooksRun == ["GoodsSheet.makeSubview()", "GoodsSheet.resetSelection()"])
        #expect(scene.entryPointsRun.isEmpty, "an action named by @selector is not an entry point")
        expectFrame(frame("titleLabel", in: result), 16, 16, 43, 21)
        expectFrame(frame("buyButton", in: result), 16, 45, 120, 44)
        let title = try #require(result.views.first { $0.name == "titleLabel" }?.view as? Label)
        #expect(title.text == "reset")
        #expect(scene.coverage.statements.allSatisfy { $0.outcome == .laidOut })
    }

    @Test func aUIKitBaseCallsNoHooksAndOnlyDeclaredMethodsTakeDataFromOtherFiles() throws {
        let implementation = """
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                return self;
            }
            - (void)makeSubview {
                UIView *box = [UIView new];
                [self addSubview:box];
            }
            - (void)showBadgeWithCount:(NSInteger)count {
                UIView *badge = [UIView new];
                [self addSubview:badge];
            }
            - (IBAction)closePressed:(id)sender {
                [self addSubview:[UIView new]];
            }
            @end
            """
        let (declared, withBadge) = try #require(layOutObjC(implementation, header: header(
            "Card", superclass: "UIView", "- (void)showBadgeWithCount:(NSInteger)count;\n- (IBAction)closePressed:(id)sender;")))
        #expect(declared.hooksRun.isEmpty)
        #expect(declared.entryPointsRun == ["Card.makeSubview()", "Card.showBadgeWithCount(_:)"])
        #expect(withBadge.views.contains { $0.name == "badge" })
        let (hidden, withoutBadge) = try #require(layOutObjC(implementation, header: header()))
        #expect(hidden.entryPointsRun == ["Card.makeSubview()"], "no other file can send it data")
        #expect(!withoutBadge.views.contains { $0.name == "badge" })
        let (adopting, _) = try #require(layOutObjC(implementation, header: header(
            "Card", superclass: "UIView <CardObserver>", "")))
        #expect(adopting.entryPointsRun == ["Card.makeSubview()", "Card.showBadgeWithCount(_:)"],
                "the app's own protocol may require it")
    }

    @Test func identifiersAreCountedAsWholeWordsAcrossTheFiles() {
        let counts = ObjCTranslator.identifierCounts(in: ["- (void)makeSubview { [self makeSubviews]; }",
                                                          "@selector(makeSubview) _x2 2x"])
        #expect(counts["makeSubview"] == 2)
        #expect(counts["makeSubviews"] == 1)
        #expect(counts["_x2"] == 1)
        #expect(counts["2x"] == nil)
    }

    @Test func delegatesAndDataSourcesAreCallbackProtocols() {
        #expect(SceneScript.isCallbackProtocol(named: "UITableViewDataSourcePrefetching"))
        #expect(SceneScript.isCallbackProtocol(named: "SDCycleScrollViewDelegate"))
        #expect(!SceneScript.isCallbackProtocol(named: "LSItemObserver"))
    }

    @Test func aSelectorExpressionNamesItsMethodsFirstPiece() {
        #expect(ObjCTranslator.selectorBaseName("@selector(buyTapped:)") == "buyTapped")
        #expect(ObjCTranslator.selectorBaseName("@selector( refresh )") == "refresh")
        #expect(ObjCTranslator.selectorBaseName("@selector(setTitle:forState:)") == "setTitle")
        #expect(ObjCTranslator.selectorBaseName("@selector()") == "selector")
    }

    @Test func aBareUpperCaseLineAfterAStatementIsAMacroAndIsBlanked() {
        let text = "- (void)a {\n    WEAKSELF\n    x = 1;\n}\nenum { A,\n    LAST\n};\n"
        let blanked = ObjCPreprocessing.blankingMacroLines(text)
        #expect(blanked.utf8.count == text.utf8.count)
        #expect(blanked == "- (void)a {\n            \n    x = 1;\n}\nenum { A,\n    LAST\n};\n")
    }
}
