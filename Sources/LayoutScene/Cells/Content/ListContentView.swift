import Foundation

/// The view a ``ListContentConfiguration`` makes, as `UIListContentView`: inside its margins, the image at the
/// leading edge, centred; then the text and the secondary text, one under the other (centred as a block) or, for
/// a value row, the text at the leading edge and the secondary text at the trailing edge. A row is at least 44
/// points tall; headers and footers are as tall as their text and margins.
///
/// ```swift
/// let view = ListContentView(configuration: .valueCell())
/// ```
open class ListContentView: View {
    /// The configuration shown.
    public let configuration: ListContentConfiguration
    /// The image view, when the configuration has an image.
    public private(set) var imageView: ImageView?
    /// The label of the text, when there is one.
    public private(set) var textLabel: Label?
    /// The label of the secondary text, when there is one.
    public private(set) var secondaryTextLabel: Label?

    /// A view showing `configuration`.
    ///
    /// ```swift
    /// ListContentView(configuration: content)
    /// ```
    public init(configuration: ListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        textLabel = makeLabel("text", configuration.text, configuration.attributedText, configuration.textProperties)
        secondaryTextLabel = makeLabel("secondaryText", configuration.secondaryText,
                                       configuration.secondaryAttributedText, configuration.secondaryTextProperties)
        if let image = configuration.image {
            let view = ImageView()
            view.image = image
            view.tintColor = configuration.imageProperties.tintColor
            view.contentMode = .scaleAspectFit
            view.layer.cornerRadius = configuration.imageProperties.cornerRadius
            add(view, "image")
            imageView = view
        }
        LayoutConstraint.activate(constraints())
    }

    /// Built in code, never unarchived: there is nothing to decode, so this always fails.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    private var isRow: Bool {
        switch configuration.style {
        case .cell, .subtitleCell, .valueCell, .sidebarCell: true
        default: false
        }
    }

    private func makeLabel(_ suffix: String, _ text: String?, _ attributed: AttributedText?,
                           _ properties: ListContentConfiguration.TextProperties) -> Label? {
        guard text != nil || attributed != nil else { return nil }
        let label = Label()
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = properties.transformsToUppercase ? text?.uppercased() : text
        }
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment
        add(label, suffix)
        return label
    }

    private func add(_ view: View, _ suffix: String) {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.derivedName = DerivedName(owner: self, suffix: suffix)
        addSubview(view)
    }

    private func constraints() -> [LayoutConstraint] {
        let margins = configuration.directionalLayoutMargins
        var result: [LayoutConstraint] = []
        var textLeading: (item: LayoutItem, attribute: LayoutAttribute, constant: CGFloat) = (self, .leading, margins.leading)
        if let imageView {
            result += [make("image-leading", imageView, .leading, self, .leading, constant: margins.leading),
                       make("image-centerY", imageView, .centerY, self, .centerY),
                       make("image-top", imageView, .top, .greaterThanOrEqual, self, .top, constant: margins.top)]
            let reserved = configuration.imageProperties.reservedLayoutSize
            let size = imageSize
            result += [make("image-width", imageView, .width, nil, .notAnAttribute,
                            constant: max(size.width, reserved.width)),
                       make("image-height", imageView, .height, nil, .notAnAttribute,
                            constant: max(size.height, reserved.height))]
            textLeading = (imageView, .trailing, configuration.imageToTextPadding)
        }
        let texts = [textLabel, secondaryTextLabel].compactMap { $0 }
        if configuration.prefersSideBySideTextAndSecondaryText, let text = textLabel, let secondary = secondaryTextLabel {
            result += [make("text-leading", text, .leading, textLeading.item, textLeading.attribute,
                            constant: textLeading.constant),
                       make("text-centerY", text, .centerY, self, .centerY),
                       make("text-top", text, .top, .greaterThanOrEqual, self, .top, constant: margins.top),
                       make("secondaryText-trailing", secondary, .trailing, self, .trailing, constant: -margins.trailing),
                       make("secondaryText-centerY", secondary, .centerY, self, .centerY),
                       make("secondaryText-leading", secondary, .leading, .greaterThanOrEqual, text, .trailing,
                            constant: configuration.textToSecondaryTextHorizontalPadding)]
        } else if let first = texts.first, let last = texts.last {
            for label in texts {
                result += [make("\(name(of: label))-leading", label, .leading, textLeading.item, textLeading.attribute,
                                constant: textLeading.constant),
                           make("\(name(of: label))-trailing", label, .trailing, .lessThanOrEqual, self, .trailing,
                                constant: -margins.trailing)]
            }
            if texts.count == 2 {
                result.append(make("secondaryText-top", last, .top, first, .bottom,
                                   constant: configuration.textToSecondaryTextVerticalPadding))
            }
            // the texts as a block inside the margins, centred in a row (a header's block starts at its top margin)
            let block = LayoutGuide()
            block.identifier = "UIListContentView-textBlock"
            addLayoutGuide(block)
            result += [make("textBlock-top", block, .top, first, .top),
                       make("textBlock-bottom", block, .bottom, last, .bottom),
                       make("textBlock-topMargin", block, .top, .greaterThanOrEqual, self, .top, constant: margins.top),
                       make("textBlock-bottomMargin", block, .bottom, .lessThanOrEqual, self, .bottom,
                            constant: -margins.bottom)]
            result.append(isRow ? make("textBlock-centerY", block, .centerY, self, .centerY)
                : make("textBlock-bottomMargin-fit", block, .bottom, self, .bottom, constant: -margins.bottom,
                       priority: LayoutPriority(999)))
        }
        if isRow {
            result.append(make("minimumHeight", self, .height, .greaterThanOrEqual, nil, .notAnAttribute,
                               constant: CellLayoutEstimates.minimumRowHeight, priority: LayoutPriority(999)))
        }
        return result
    }

    private func name(of label: Label) -> String { label === textLabel ? "text" : "secondaryText" }

    /// The image's size, no larger than the configuration's maximum.
    private var imageSize: CGSize {
        var size = configuration.image?.size ?? .zero
        let maximum = configuration.imageProperties.maximumSize
        if maximum.width > 0, size.width > maximum.width { size.width = maximum.width }
        if maximum.height > 0, size.height > maximum.height { size.height = maximum.height }
        return size
    }

    private func make(_ name: String, _ first: LayoutItem, _ attribute: LayoutAttribute, _ second: LayoutItem?,
                      _ secondAttribute: LayoutAttribute, constant: CGFloat = 0,
                      priority: LayoutPriority = .required) -> LayoutConstraint {
        make(name, first, attribute, .equal, second, secondAttribute, constant: constant, priority: priority)
    }

    private func make(_ name: String, _ first: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
                      _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, constant: CGFloat = 0,
                      priority: LayoutPriority = .required) -> LayoutConstraint {
        SystemConstraintSet.make("UIListContentView-\(name)", first, attribute, relation, second, secondAttribute,
                                 constant: constant, priority: priority)
    }
}

/// UIKit's name for ``ListContentView``.
public typealias UIListContentView = ListContentView
