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
