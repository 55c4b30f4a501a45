import LayoutEngine
@testable import LayoutObjC
import LayoutScene
import LayoutScript
import Testing

/// `@protocol(Name)` is the protocol, as Swift's `Name.self`; a file testing a conformance with it goes on.
@Suite struct ProtocolExpressionTests {
    @Test func aProtocolExpressionIsTheProtocolAndTheFileGoesOn() throws {
        let scene = try #require(loadObjC("""
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    if ([self conformsToProtocol:@protocol(CardSubclassing)]) {
                        self.backgroundColor = [UIColor redColor];
                    }
                }
                return self;
            }
            @end
            """, header: header()))
        let card = try #require(scene.canvas.subviews.first)
        #expect(card.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(scene.skipped.unknownSymbols.contains("CardSubclassing"))
    }
}
