import Foundation
import LayoutScene
import Testing

/// The device presets' values, their names, and what putting a canvas on a device's screen changes.
@Suite struct DevicePresetTests {
    @Test func everyPresetHasItsScreenInBothOrientations() {
        typealias Row = (DevicePreset, CGSize, CGFloat, EdgeInsets, EdgeInsets, CGFloat, CGFloat)
        let rows: [Row] = [
            (.iPhoneSE3, CGSize(width: 375, height: 667), 2, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
             .zero, 16, 16),
            (.iPhone15, CGSize(width: 393, height: 852), 3, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
             EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), 16, 16),
            (.iPhone15Pro, CGSize(width: 393, height: 852), 3, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
             EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), 16, 16),
            (.iPhone15ProMax, CGSize(width: 430, height: 932), 3, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
             EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), 20, 20),
            (.iPad10, CGSize(width: 820, height: 1180), 2, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
             EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), 20, 20),
        ]
        #expect(DevicePreset.all == rows.map(\.0))
        for (preset, size, scale, portraitInsets, landscapeInsets, portraitMargin, landscapeMargin) in rows {
            let portrait = preset.screen(.portrait), landscape = preset.screen(.landscape)
            #expect(portrait.size == size, "\(preset)")
            #expect(landscape.size == CGSize(width: size.height, height: size.width), "\(preset)")
            #expect(preset.scale == scale && portrait.scale == scale && landscape.scale == scale, "\(preset)")
            #expect(portrait.safeAreaInsets == portraitInsets, "\(preset)")
            #expect(landscape.safeAreaInsets == landscapeInsets, "\(preset)")
            #expect(portrait.minimumSideMargin == portraitMargin, "\(preset)")
            #expect(landscape.minimumSideMargin == landscapeMargin, "\(preset)")
        }
    }

    @Test func sizeClassesFollowTheDeviceAndOrientation() {
        func classes(_ preset: DevicePreset, _ orientation: DeviceOrientation) -> [UserInterfaceSizeClass] {
            let screen = preset.screen(orientation)
            return [screen.horizontalSizeClass, screen.verticalSizeClass]
        }
        for phone in [DevicePreset.iPhoneSE3, .iPhone15, .iPhone15Pro, .iPhone15ProMax] {
            #expect(classes(phone, .portrait) == [.compact, .regular], "\(phone)")
        }
        for phone in [DevicePreset.iPhoneSE3, .iPhone15, .iPhone15Pro] {
            #expect(classes(phone, .landscape) == [.compact, .compact], "\(phone)")
        }
        #expect(classes(.iPhone15ProMax, .landscape) == [.regular, .compact])
        #expect(classes(.iPad10, .portrait) == [.regular, .regular])
        #expect(classes(.iPad10, .landscape) == [.regular, .regular])
    }

    @Test func theIPadIsThePadIdiomAndEveryOtherPresetAPhone() {
        #expect(DevicePreset.all.map(\.idiom) == [.phone, .phone, .phone, .phone, .pad])
    }

    @Test func namesAreFoundWithForgivingSpelling() {
        let spellings: [(String, DevicePreset)] = [
            ("iPhone SE (3rd generation)", .iPhoneSE3), ("iPhone SE", .iPhoneSE3), ("iphone-se-3", .iPhoneSE3),
            ("IPHONE SE 3rd gen", .iPhoneSE3), ("iPhoneSE3", .iPhoneSE3), ("iphone_se_(3)", .iPhoneSE3),
            ("iPhone 15", .iPhone15), ("iphone15", .iPhone15), ("iPhone 15 Pro", .iPhone15Pro),
            ("iphone-15-pro", .iPhone15Pro), ("iPhone 15 Pro Max", .iPhone15ProMax), ("iphone 15 promax", .iPhone15ProMax),
            ("iPad (10th generation)", .iPad10), ("ipad 10th gen", .iPad10), ("iPad", .iPad10), ("ipad-10", .iPad10),
        ]
        for (spelling, preset) in spellings {
            #expect(DevicePreset.named(spelling) == preset, "\(spelling)")
        }
        for unknown in ["", "   ", "iPhone 99", "iPhone SE 2", "iPhone 15 Plus", "iPhone 1 5", "Pixel 8", "ipad10th5"] {
            #expect(DevicePreset.named(unknown) == nil, "\(unknown)")
        }
    }

    @Test func anUnknownNameListsEveryPreset() {
        #expect(DevicePreset.unknownNameMessage("iPhone 99") == "unknown device 'iPhone 99'; the devices are: "
                    + "iPhone SE (3rd generation) (iphone-se-3), iPhone 15 (iphone-15), iPhone 15 Pro (iphone-15-pro), "
                    + "iPhone 15 Pro Max (iphone-15-pro-max), iPad (10th generation) (ipad-10)")
    }

    @Test func aCanvasOnAScreenTakesItsSizeSafeAreaMarginsAndTraits() {
        let canvas = TraitCollection.$current.withValue(TraitCollection(userInterfaceStyle: .dark)) {
            Canvas(screen: DevicePreset.iPhone15ProMax.screen(.landscape))
        }
        #expect(canvas.size == CGSize(width: 932, height: 430))
        #expect(canvas.deviceSafeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(canvas.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        let traits = canvas.systemTraitCollection
        #expect(traits.horizontalSizeClass == .regular)
        #expect(traits.verticalSizeClass == .compact)
        #expect(traits.displayScale == 3)
        #expect(traits.userInterfaceStyle == .dark, "the system's other traits stay")
    }

    @Test func aCanvasTakesTheSystemDirection() {
        let canvas = TraitCollection.$current.withValue(TraitCollection(layoutDirection: .rightToLeft)) {
            Canvas(width: 100, height: 100)
        }
        #expect(canvas.layoutDirection == .rightToLeft)
        #expect(Canvas(width: 100, height: 100).layoutDirection == .leftToRight)
    }

    @Test func rootViewsAreRaisedToTheSystemMinimumMargins() {
        let canvas = Canvas(screen: DevicePreset.iPad10.screen(.portrait))
        let controller = ViewController()
        let hosted = Canvas(hosting: controller, width: 820, height: 1180)
        hosted.apply(DevicePreset.iPad10.screen(.portrait))
        let plain = View()
        canvas.addSubview(plain)
        controller.view.layoutMargins = EdgeInsets(top: 4, left: 4, bottom: 30, right: 40)
        #expect(controller.view.minimumLayoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(controller.view.layoutMarginsWithSystemMinimum == EdgeInsets(top: 4, left: 20, bottom: 30, right: 40))
        #expect(canvas.layoutMarginsWithSystemMinimum == EdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
        #expect(hosted.minimumLayoutMargins == .zero, "a canvas hosting a controller is not the root view")
        #expect(plain.layoutMarginsWithSystemMinimum == EdgeInsets(8))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMarginsWithSystemMinimum == EdgeInsets(top: 4, left: 4, bottom: 30, right: 40))
        #expect(Canvas(width: 375, height: 667).layoutMarginsWithSystemMinimum == EdgeInsets(8),
                "no minimum off a device")
    }
}
