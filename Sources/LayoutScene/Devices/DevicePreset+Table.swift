import Foundation

extension DevicePreset {
    /// Every preset, smallest first: the names `--device` accepts. The one table of device values, in points.
    ///
    /// From the reference (uikit.md §2.8): the SE's 375×667 and its portrait safe area (a 20-point status bar,
    /// nothing else); the iPhone 15 / 15 Pro safe areas (portrait top 59, bottom 34; landscape left and right 59,
    /// bottom 21); root views' minimum side margins, 16 in a compact width and 20 in a regular one; the status bar's
    /// height, the safe area's top except on Dynamic Island phones in portrait (≈54 under a 59-point top, reference 2.6,
    /// an estimate) and none in their landscape.
    ///
    /// ESTIMATES (not in the reference): the 393×852 and 430×932 screen sizes and every scale; the iPhone 15 Pro
    /// Max's safe areas (taken equal to the iPhone 15 Pro's); the SE in landscape (no status bar, so no safe area);
    /// the 20-point minimum margin of the 430-wide Pro Max in portrait (the reference's unconfirmed value for
    /// 414/430-wide phones); the iPad (10th generation) entirely (820×1180 at @2x, safe area top 24 for the status
    /// bar and bottom 20 for the home indicator in both orientations, regular width and height).
    ///
    /// ```swift
    /// DevicePreset.all.map(\.name) // ["iPhone SE (3rd generation)", "iPhone 15", …]
    /// ```
    public static let all: [DevicePreset] = [iPhoneSE3, iPhone15, iPhone15Pro, iPhone15ProMax, iPad10]

    /// iPhone SE (3rd generation): 375×667 @2x, a 20-point status bar in portrait and none in landscape.
    ///
    /// ```swift
    /// DevicePreset.iPhoneSE3.portrait.safeAreaInsets.top // 20
    /// ```
    public static let iPhoneSE3 = DevicePreset(
        name: "iPhone SE (3rd generation)", identifier: "iphone-se-3", aliases: ["iPhone SE"],
        portrait: DeviceScreen(size: CGSize(width: 375, height: 667), scale: 2,
                               safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                               horizontalSizeClass: .compact, verticalSizeClass: .regular, minimumSideMargin: 16),
        landscape: DeviceScreen(size: CGSize(width: 667, height: 375), scale: 2, safeAreaInsets: .zero,
                                horizontalSizeClass: .compact, verticalSizeClass: .compact, minimumSideMargin: 16))

    /// iPhone 15: 393×852 @3x, Dynamic Island.
    ///
    /// ```swift
    /// DevicePreset.iPhone15.portrait.safeAreaInsets.top // 59
    /// ```
    public static let iPhone15 = DevicePreset(
        name: "iPhone 15", identifier: "iphone-15", aliases: [],
        portrait: dynamicIslandPortrait(width: 393, height: 852, minimumSideMargin: 16),
        landscape: dynamicIslandLandscape(width: 852, height: 393, horizontalSizeClass: .compact, minimumSideMargin: 16))

    /// iPhone 15 Pro: 393×852 @3x, Dynamic Island.
    ///
    /// ```swift
    /// DevicePreset.iPhone15Pro.landscape.size // 852 × 393
    /// ```
    public static let iPhone15Pro = DevicePreset(
        name: "iPhone 15 Pro", identifier: "iphone-15-pro", aliases: [],
        portrait: dynamicIslandPortrait(width: 393, height: 852, minimumSideMargin: 16),
        landscape: dynamicIslandLandscape(width: 852, height: 393, horizontalSizeClass: .compact, minimumSideMargin: 16))

    /// iPhone 15 Pro Max: 430×932 @3x, Dynamic Island; a regular width in landscape.
    ///
    /// ```swift
    /// DevicePreset.iPhone15ProMax.landscape.horizontalSizeClass // .regular
    /// ```
    public static let iPhone15ProMax = DevicePreset(
        name: "iPhone 15 Pro Max", identifier: "iphone-15-pro-max", aliases: [],
        portrait: dynamicIslandPortrait(width: 430, height: 932, minimumSideMargin: 20),
        landscape: dynamicIslandLandscape(width: 932, height: 430, horizontalSizeClass: .regular, minimumSideMargin: 20))

    /// iPad (10th generation): 820×1180 @2x, regular width and height in both orientations.
    ///
    /// ```swift
    /// DevicePreset.iPad10.portrait.horizontalSizeClass // .regular
    /// ```
    public static let iPad10 = DevicePreset(
        name: "iPad (10th generation)", identifier: "ipad-10", aliases: ["iPad"],
        portrait: DeviceScreen(size: CGSize(width: 820, height: 1180), scale: 2,
                               safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                               horizontalSizeClass: .regular, verticalSizeClass: .regular, minimumSideMargin: 20),
        landscape: DeviceScreen(size: CGSize(width: 1180, height: 820), scale: 2,
                                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                horizontalSizeClass: .regular, verticalSizeClass: .regular, minimumSideMargin: 20),
        idiom: .pad)

    private static func dynamicIslandPortrait(width: CGFloat, height: CGFloat, minimumSideMargin: CGFloat)
        -> DeviceScreen {
        DeviceScreen(size: CGSize(width: width, height: height), scale: 3,
                     safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                     horizontalSizeClass: .compact, verticalSizeClass: .regular, minimumSideMargin: minimumSideMargin,
                     statusBarHeight: 54)
    }

    private static func dynamicIslandLandscape(width: CGFloat, height: CGFloat,
                                               horizontalSizeClass: UserInterfaceSizeClass,
                                               minimumSideMargin: CGFloat) -> DeviceScreen {
        DeviceScreen(size: CGSize(width: width, height: height), scale: 3,
                     safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                     horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .compact,
                     minimumSideMargin: minimumSideMargin)
    }
}
