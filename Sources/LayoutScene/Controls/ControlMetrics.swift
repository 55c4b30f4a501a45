import Foundation

/// Every size, padding and colour choice the controls take from the reference (`uikit.md`, part 2), in one table.
///
/// Each number's doc comment gives its status in the reference: **[C]** confirmed (decompiled UIKit or Apple's
/// documentation), **[P]** partial (observed by a third party, or derived), **[U]** unconfirmed — an **estimate**
/// chosen to look and measure like iOS 15–17 on an iPhone at the "Large" text size. Estimates live here and nowhere
/// else, so that a better source changes one line.
///
/// ```swift
/// let switchSize = ControlMetrics.switchSize // 51 × 31
/// ```
public enum ControlMetrics {
    // MARK: UIButton (legacy)

    /// Title font of `UIButton(type: .system)`: the system font at 15 pt. [P] (LayoutKit, iOS 9–11; assumed unchanged)
    public static let systemButtonTitleSize: CGFloat = 15
    /// Title font of `UIButton(type: .custom)` and `UIButton()`: the system font at 18 pt. [P] (LayoutKit)
    public static let customButtonTitleSize: CGFloat = 18
    /// Space above and below the title of a button without an image and with zero `contentEdgeInsets`. [P]
    public static let buttonImplicitVerticalPadding: CGFloat = 6
    /// The narrowest such button. [P] (LayoutKit's minimum width 30)
    public static let buttonMinimumWidth: CGFloat = 30
    /// The side of the image of `.detailDisclosure`, `.infoLight`, `.infoDark` and `.contactAdd` buttons. [P]
    public static let buttonSystemImageSide: CGFloat = 22

    // MARK: UIButton.Configuration

    /// Title font of a configuration button: the body style, 17 pt. [U]
    public static let configurationTitleSize: CGFloat = 17
    /// Default `contentInsets` of a `.medium` configuration button: top/bottom 7, leading/trailing 12. [U]
    public static let configurationContentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// Background corner radius of the `.dynamic` and `.fixed` corner styles at the Large text size. [C]
    public static let configurationCornerRadius: CGFloat = 5.95
    /// Corner radii of the `.small`, `.medium` and `.large` corner styles. [U]
    public static let configurationSmallCornerRadius: CGFloat = 4
    /// See ``configurationSmallCornerRadius``. [U]
    public static let configurationMediumCornerRadius: CGFloat = 8
    /// See ``configurationSmallCornerRadius``. [U]
    public static let configurationLargeCornerRadius: CGFloat = 12
    /// Opacity of the tint behind a `.tinted` configuration's content. [U]
    public static let tintedBackgroundAlpha: CGFloat = 0.15
    /// Background of a `.gray` configuration. [U]
    public static let grayButtonBackground = Color.systemFill
    /// Title colour of a disabled system or configuration button. [U]
    public static let disabledTitleColor = Color.tertiaryLabel

    // MARK: UITextField and UITextView

    /// Text-field font: the body style, 17 pt. [C]
    public static let textFieldFontSize: CGFloat = 17
    /// Text inset of a `.roundedRect` field: 6.5 above and below (a 17-pt line of 20.29 pt, rounded to 21, gives the
    /// often-quoted height 34), 7 at the sides. [U]
    public static let roundedRectTextInsets = EdgeInsets(top: 6.5, left: 7, bottom: 6.5, right: 7)
    /// Text inset of `.line` and `.bezel` fields. [U]
    public static let borderedTextInsets = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    /// Corner radius of a `.roundedRect` field's border. [U]
    public static let roundedRectCornerRadius: CGFloat = 5
    /// Width of the border of `.line`, `.bezel` and `.roundedRect` fields. [U]
    public static let textFieldBorderWidth: CGFloat = 1
    /// A `UISearchBar`'s height on its own (56), an estimate from iOS 15–17 screenshots.
    public static let searchBarHeight: CGFloat = 56
    /// The height of a search bar's text field (36), an estimate.
    public static let searchFieldHeight: CGFloat = 36
    /// The space between a search bar's edges and its text field (8), an estimate.
    public static let searchFieldInset: CGFloat = 8
    /// The corner radius of a search bar's text field (10), an estimate.
    public static let searchFieldCornerRadius: CGFloat = 10
    /// Where a search field's text starts after its leading edge, past the magnifying glass (36), an estimate.
    public static let searchFieldTextLeading: CGFloat = 36
    /// The magnifying glass's side and its distance from the field's leading edge (17 and 8), estimates.
    public static let searchGlyph = (side: CGFloat(17), leading: CGFloat(8))
    /// The space between a search bar's text field and its Cancel button (8), an estimate.
    public static let searchCancelSpacing: CGFloat = 8
    /// `UITextView.textContainerInset` default: 8 above and below. [C]
    public static let textViewContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// `NSTextContainer.lineFragmentPadding`: 5 at each side of every line. [C]
    public static let lineFragmentPadding: CGFloat = 5
    /// Text-view font: the body style, 17 pt (Apple's documentation; older iOS drew Helvetica 12). [C]/[P] conflicting
    public static let textViewFontSize: CGFloat = 17

    // MARK: Other controls

    /// `UISwitch`: 51 × 31. [C]
    public static let switchSize = CGSize(width: 51, height: 31)
    /// The gap between a switch's track and its knob. [U]
    public static let switchKnobInset: CGFloat = 2
    /// `UISlider` height on iPhone; no intrinsic width. [P]
    public static let sliderHeight: CGFloat = 31
    /// The height of a slider's track. [U]
    public static let sliderTrackHeight: CGFloat = 4
    /// The diameter of a slider's thumb. [U]
    public static let sliderThumbDiameter: CGFloat = 28
    /// `UIProgressView` `.default` height (modern SDK); no intrinsic width. [C]
    public static let progressHeight: CGFloat = 4
    /// `UIProgressView` `.bar` height. [U] (the bar image's height is not known)
    public static let progressBarStyleHeight: CGFloat = 2.5
    /// `UIActivityIndicatorView` `.medium`: 20 × 20. [C]
    public static let activityMediumSide: CGFloat = 20
    /// `UIActivityIndicatorView` `.large`: 37 × 37. [C]
    public static let activityLargeSide: CGFloat = 37
    /// How many spokes an activity indicator draws. [U] (iOS draws 8)
    public static let activitySpokeCount = 8
    /// `UISegmentedControl` height. [C]
    public static let segmentedHeight: CGFloat = 32
    /// `UISegmentedControl` corner radius. [C]
    public static let segmentedCornerRadius: CGFloat = 8
    /// Title font of a segment: the system font at 13 pt, medium weight for the selected one. [U]
    public static let segmentTitleSize: CGFloat = 13
    /// Space at each side of a segment's title. [U]
    public static let segmentTitlePadding: CGFloat = 14
    /// Inset of the raised selected segment inside the control. [U]
    public static let segmentSelectionInset: CGFloat = 2
    /// `UIStepper`: 94 × 32. [C]
    public static let stepperSize = CGSize(width: 94, height: 32)
    /// `UIStepper` corner radius. [U]
    public static let stepperCornerRadius: CGFloat = 8
    /// `UIPageControl` height. [U]
    public static let pageControlHeight: CGFloat = 26
    /// Width each page takes in a `UIPageControl`. [U]
    public static let pageControlPageWidth: CGFloat = 16
    /// Width a `UIPageControl` adds beside its pages. [U]
    public static let pageControlPadding: CGFloat = 8
    /// Diameter of a page dot. [U]
    public static let pageDotDiameter: CGFloat = 8

    // MARK: Colours of the look (light appearance)

    /// Outline of a `.roundedRect` text field. [U]
    public static let roundedRectBorderColor = Color.systemGray4
    /// Track of a switch that is off. [U]
    public static let switchOffTrackColor = Color.systemFill
    /// Track of a slider past its thumb, and of a progress view. [U]
    public static let trackColor = Color.systemFill
    /// Spokes of an activity indicator. [U]
    public static let activitySpokeColor = Color.systemGray
    /// Background of a segmented control and of a stepper. [U]
    public static let segmentedBackgroundColor = Color.tertiarySystemFill
    /// The selected segment of a segmented control without a `selectedSegmentTintColor`: white in light mode, a
    /// raised grey (#636366, systemGray2's dark value) in dark mode. [U]
    public static let selectedSegmentColor = Color(light: .white, dark: Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255))
    /// Dots of pages other than the current one. [U]
    public static let pageDotColor = Color.tertiaryLabel
    /// Dot of the current page. [U]
    public static let currentPageDotColor = Color.label
    /// Outline that lifts white knobs, thumbs and the selected segment off light backgrounds (stands in for their
    /// shadow). [U]
    public static let knobOutlineColor = Color.separator
    /// Opacity of a disabled switch, slider, stepper, segmented or page control. [U]
    public static let disabledAlpha: CGFloat = 0.5
}
