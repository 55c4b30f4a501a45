import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// The controls under their UIKit and canonical names, with their enums and values, as scene files write them.
@Suite struct ControlScenesTests {
    private func view<V: View>(_ name: String, _ type: V.Type, in scene: LoadedScene,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) -> V? {
        let found = scene.canvas.viewsInTreeOrder.first { $0.displayName == name } as? V
        if found == nil { Issue.record("no \(V.self) named \(name)", sourceLocation: sourceLocation) }
        return found
    }

    @Test func legacyButtons() {
        guard let (scene, _) = layOut("""
            let save = UIButton(type: .system)
            save.setTitle("Save", for: .normal)
            save.setTitle("Saving", for: UIControl.State.disabled)
            save.setTitleColor(.systemRed, for: .normal)
            save.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
            save.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
            save.titleEdgeInsets = .zero
            save.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 4)
            save.contentHorizontalAlignment = .leading
            save.addTarget(nil, action: "save", for: .touchUpInside)
            view.addSubview(save)
            let plain = Button()
            let kinds: [UIButton.ButtonType] = [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
            plain.tag = kinds.count
            view.addSubview(plain)
            save.snp.makeConstraints { make in make.left.top.equalToSuperview() }
            plain.snp.makeConstraints { make in make.left.bottom.equalToSuperview() }
            """), let save = view("save", Button.self, in: scene), let plain = view("plain", Button.self, in: scene)
        else { return }
        #expect(save.buttonType == .system)
        #expect(save.title(for: .disabled) == "Saving")
        #expect(save.titleColor(for: .normal) == .systemRed)
        #expect(save.titleFont == .systemFont(ofSize: 20, weight: .semibold))
        #expect(save.contentHorizontalAlignment == .leading)
        // "Save": 4 × 10 + 16; a 24-pt line + 8.
        #expect(save.frame.size == CGSize(width: 56, height: 32))
        #expect(plain.buttonType == .custom)
        #expect(plain.tag == 7)
    }

    @Test func configurationButtons() {
        guard let (scene, _) = layOut("""
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue"
            configuration.cornerStyle = .capsule
            configuration.baseBackgroundColor = .systemIndigo
            configuration.baseForegroundColor = .white
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            configuration.imagePadding = 6
            let next = UIButton(configuration: configuration)
            view.addSubview(next)
            let others = [UIButton(configuration: .plain()), UIButton(configuration: .tinted()),
                          UIButton(configuration: ButtonConfiguration.gray())]
            others.forEach { view.addSubview($0) }
            next.snp.makeConstraints { make in make.left.top.equalToSuperview() }
            """), let next = view("next", Button.self, in: scene) else { return }
        #expect(next.configuration?.style == .filled)
        #expect(next.configuration?.cornerStyle == .capsule)
        #expect(next.configuration?.baseBackgroundColor == .systemIndigo)
        #expect(next.frame.size == CGSize(width: 108, height: 41))
        #expect(scene.canvas.viewsInTreeOrder.compactMap { ($0 as? Button)?.configuration?.style }
            == [.filled, .plain, .tinted, .gray])
    }

    @Test func buttonImages() {
        guard let (scene, _) = layOut("""
            let play = UIButton(type: .system)
            play.setImage(UIImage(systemName: "play.fill"), for: .normal)
            play.setImage(UIImage(systemName: "pause.fill"), for: UIControl.State.selected)
            play.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34), forImageIn: .normal)
            play.imageView?.contentMode = .scaleAspectFit
            view.addSubview(play)
            var configuration = UIButton.Configuration.tinted()
            configuration.title = "Share"
            configuration.image = UIImage(systemName: "square.and.arrow.up")
            configuration.imagePlacement = NSDirectionalRectEdge.trailing
            configuration.imagePadding = 6
            configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(scale: .small)
            let share = UIButton(configuration: configuration)
            view.addSubview(share)
            let placements: [NSDirectionalRectEdge] = [.top, .leading, .bottom, .trailing]
            share.tag = placements.count
            play.snp.makeConstraints { make in make.left.top.equalToSuperview() }
            share.snp.makeConstraints { make in make.left.bottom.equalToSuperview() }
            """), let play = view("play", Button.self, in: scene), let share = view("share", Button.self, in: scene)
        else { return }
        #expect(play.image(for: .selected)?.name == "pause.fill")
        #expect(play.currentImage?.name == "play.fill")
        #expect(play.preferredSymbolConfigurationForImage(in: .normal)?.pointSize == 34)
        #expect(play.frame.size == CGSize(width: 40, height: 40))
        #expect(share.configuration?.imagePlacement == .trailing)
        // "Share" 5 × 8.5 rounded up to 43, + 6 + a 16-pt small symbol + 24; max(21, 16) + 14.
        #expect(share.frame.size == CGSize(width: 89, height: 35))
        #expect(share.tag == 4)
    }

    @Test func textInputs() {
        guard let (scene, _) = layOut("""
            let email = UITextField()
            email.placeholder = "Email"
            email.borderStyle = UITextField.BorderStyle.roundedRect
            email.font = .systemFont(ofSize: 10)
            email.textAlignment = .center
            email.isSecureTextEntry = false
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            email.leftView = icon
            email.leftViewMode = .always
            email.rightViewMode = .whileEditing
            email.clearButtonMode = .whileEditing
            view.addSubview(email)
            let notes = UITextView()
            notes.text = "Hello"
            notes.isScrollEnabled = false
            notes.textContainerInset = UIEdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
            view.addSubview(notes)
            email.snp.makeConstraints { make in make.left.top.equalToSuperview() }
            notes.snp.makeConstraints { make in make.left.bottom.equalToSuperview() }
            """), let email = view("email", TextField.self, in: scene), let notes = view("notes", TextView.self, in: scene)
        else { return }
        #expect(email.borderStyle == .roundedRect)
        #expect(email.rightViewMode == .whileEditing)
        #expect(email.textAlignment == .center)
        // "Email": 25 + 7 + 7 + 20 (left view); 12 + 13.
        #expect(email.frame.size == CGSize(width: 59, height: 25))
        // "Hello" at 17 pt: 42.5 + 10 → 53; 20.4 + 4 → 25.
        #expect(notes.frame.size == CGSize(width: 53, height: 25))
    }

    @Test func simpleControls() {
        guard let (scene, _) = layOut("""
            let wifi = UISwitch()
            wifi.isOn = true
            wifi.onTintColor = .systemTeal
            wifi.setOn(false, animated: true)
            let volume = UISlider()
            volume.minimumValue = 0
            volume.maximumValue = 10
            volume.value = 7
            let download = UIProgressView(progressViewStyle: .bar)
            download.setProgress(0.5, animated: false)
            let spinner = UIActivityIndicatorView(style: UIActivityIndicatorView.Style.large)
            spinner.color = .secondaryLabel
            spinner.startAnimating()
            let units = UISegmentedControl(items: ["Metric", "Imperial"])
            units.selectedSegmentIndex = 1
            units.insertSegment(withTitle: "SI", at: 2, animated: false)
            let pages = UIPageControl()
            pages.numberOfPages = 5
            pages.currentPage = 2
            let quantity = UIStepper()
            quantity.value = 3
            quantity.maximumValue = 10
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            let caption = UILabel()
            caption.text = "Blurred"
            blur.contentView.addSubview(caption)
            for control in [wifi, volume, download, spinner, units, pages, quantity, blur] as [UIView] {
                view.addSubview(control)
            }
            """), let wifi = view("wifi", Switch.self, in: scene), let volume = view("volume", Slider.self, in: scene),
              let download = view("download", ProgressView.self, in: scene),
              let spinner = view("spinner", ActivityIndicatorView.self, in: scene),
              let units = view("units", SegmentedControl.self, in: scene),
              let pages = view("pages", PageControl.self, in: scene),
              let quantity = view("quantity", Stepper.self, in: scene),
              let blur = view("blur", VisualEffectView.self, in: scene) else { return }
        #expect(!wifi.isOn)
        #expect(wifi.onTintColor == .systemTeal)
        #expect(volume.fraction == CGFloat(Float(0.7)))
        #expect(download.progressViewStyle == .bar && download.progress == 0.5)
        #expect(spinner.style == .large && spinner.isAnimating)
        #expect(units.numberOfSegments == 3 && units.selectedSegmentIndex == 1)
        #expect(pages.currentPage == 2)
        #expect(quantity.value == 3 && quantity.maximumValue == 10)
        #expect((blur.effect as? BlurEffect)?.style == .systemMaterial)
        #expect(blur.contentView.subviews.count == 1)
    }

    @Test func canonicalNames() {
        guard let scene = loadScene("""
            let views: [View] = [Button(type: ButtonType.system), TextField(), TextView(), Switch(), Slider(),
                                 ProgressView(), ActivityIndicatorView(), SegmentedControl(items: ["A"]), PageControl(),
                                 Stepper(), VisualEffectView(effect: BlurEffect(style: BlurEffectStyle.dark)), Control()]
            views.forEach { view.addSubview($0) }
            """) else { return }
        #expect(scene.canvas.viewsInTreeOrder.filter { $0 is Control }.count == 8)
        #expect(scene.canvas.viewsInTreeOrder.count == 14)
    }

    @Test func unknownEnumCasesNameTheType() {
        let message = loadScene("""
            let field = UITextField()
            field.borderStyle = .rounded
            view.addSubview(field)
            """)?.warnings.first?.headline
        #expect(message?.contains("'UITextField.BorderStyle.rounded'") == true)
    }
}
