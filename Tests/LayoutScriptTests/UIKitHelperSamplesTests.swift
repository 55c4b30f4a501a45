import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// A file of layout helpers on UIKit's views draws each on a sample (``Interpreter/drawHelperSamples(_:on:)``).
@Suite struct UIKitHelperSamplesTests {
    @Test func eachHelperRunsOnASampleInItsOwnRow() throws {
        let source = """
            extension UIView {
                func anchor(top: NSLayoutYAxisAnchor? = nil, leading: NSLayoutXAxisAnchor? = nil,
                            bottom: NSLayoutYAxisAnchor? = nil, trailing: NSLayoutXAxisAnchor? = nil,
                            padding: UIEdgeInsets = .zero) {
                    translatesAutoresizingMaskIntoConstraints = false
                    if let top = top { topAnchor.constraint(equalTo: top, constant: padding.top).isActive = true }
                    if let leading = leading { leadingAnchor.constraint(equalTo: leading).isActive = true }
                    if let bottom = bottom { bottomAnchor.constraint(equalTo: bottom).isActive = true }
                    if let trailing = trailing { trailingAnchor.constraint(equalTo: trailing).isActive = true }
                }
                func centered(in view: UIView, size: CGFloat = 20) {
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        centerYAnchor.constraint(equalTo: view.centerYAnchor),
                        widthAnchor.constraint(equalToConstant: size),
                        heightAnchor.constraint(equalToConstant: size),
                    ])
                }
                func describe() -> String { "view" }
                func pin(left: NSLayoutXAxisAnchor, right: NSLayoutXAxisAnchor, height: CGFloat = 10) {
                    translatesAutoresizingMaskIntoConstraints = false
                    leadingAnchor.constraint(equalTo: left, constant: 4).isActive = true
                    trailingAnchor.constraint(equalTo: right).isActive = true
                    heightAnchor.constraint(equalToConstant: height).isActive = true
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let samples = result.views.filter { $0.view is PlaceholderView }
        #expect(samples.map { ($0.view as? PlaceholderView)?.className } == [
            "anchor(top:leading:bottom:trailing:padding:)", "centered(in:size:)", "pin(left:right:height:)",
        ])
        // rows of 100 points, 12 apart, 16 in from the sides: the first filled, the second centred at 20 × 20
        let rows = result.views.filter { $0.view.superview is Canvas }.map(\.frame)
        #expect(rows == [16.0, 128, 240].map { CGRect(x: 16, y: $0, width: 343, height: 100) })
        expectFrame(samples[0].frame, 0, 0, 343, 100)
        expectFrame(samples[1].frame, 161.5, 40, 20, 20)
        // `left:` and `right:` are given the leading and trailing anchors the helper relates its own to
        #expect(samples[2].frame.minX == 4 && samples[2].frame.width == 339 && samples[2].frame.height == 10)
        #expect(scene.entryPointsRun == ["UIView.anchor(top:leading:bottom:trailing:padding:)",
                                         "UIView.centered(in:size:)", "UIView.pin(left:right:height:)"])
        #expect(scene.warnings.first?.headline == "scene.swiftlay:2:10: warning: the scene has no root, but its "
            + "files extend UIKit's views or controllers with layout helpers, so each is drawn on a sample (see "
            + "'Helpers on UIKit's "
            + "views' in the README)")
        #expect(scene.coverage.percent == 100)
    }

    /// A factory runs on the class: it is given the container where a view goes, and a view it returns that is in
    /// no tree goes in the container.
    @Test func aFactoryRunsOnTheClassAndItsViewsGoInTheContainer() throws {
        let source = """
            extension UIView {
                static func makeBadge(text: String, in superView: UIView) -> UIView {
                    let badge = UIView()
                    superView.addSubview(badge)
                    badge.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().offset(8)
                        make.size.equalTo(CGSize(width: 40, height: 20))
                    }
                    return badge
                }
                class func makeDot() -> UIView {
                    let dot = UIView()
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    dot.widthAnchor.constraint(equalToConstant: 6).isActive = true
                    dot.heightAnchor.constraint(equalToConstant: 6).isActive = true
                    return dot
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(!result.views.contains { $0.view is PlaceholderView })
        expectFrame(frame("badge", in: result), 8, 8, 40, 20)
        #expect(result.views.first { $0.name == "dot" }?.view.superview?.superview is Canvas)
        #expect(frame("dot", in: result)?.size == CGSize(width: 6, height: 6))
        #expect(scene.entryPointsRun == ["UIView.makeBadge(text:in:)", "UIView.makeDot()"])
        #expect(scene.coverage.percent == 100)
    }

    /// A helper of a controller class runs on a sample controller whose view fills the row; a parameter taking a
    /// controller is given it.
    @Test func aControllerHelperRunsOnASampleControllerInTheRow() throws {
        let source = """
            extension UIViewController {
                func showBanner(on presenting: UIViewController, message: String) {
                    let banner = UILabel()
                    banner.text = message
                    presenting.view.addSubview(banner)
                    banner.snp.makeConstraints { make in
                        make.leading.bottom.equalToSuperview().inset(10)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let banner = try #require(result.views.first { $0.name == "banner" })
        #expect((banner.view as? Label)?.text == "‹message›")
        #expect(banner.view.superview?.superview?.superview is Canvas)
        #expect(banner.frame.minX == 10 && banner.frame.maxY == 90)
        #expect(scene.entryPointsRun == ["UIViewController.showBanner(on:message:)"])
    }

    @Test func aHelperRelatingLeftEdgesIsGivenTheContainersLeftAnchor() throws {
        let source = """
            extension UIView {
                func anchor(left: NSLayoutXAxisAnchor?, right: NSLayoutXAxisAnchor?, height: CGFloat = 12) {
                    translatesAutoresizingMaskIntoConstraints = false
                    if let left = left { leftAnchor.constraint(equalTo: left, constant: 6).isActive = true }
                    if let right = right { rightAnchor.constraint(equalTo: right).isActive = true }
                    heightAnchor.constraint(equalToConstant: height).isActive = true
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let sample = try #require(result.views.first { $0.view is PlaceholderView })
        #expect(sample.frame.minX == 6 && sample.frame.width == 337 && sample.frame.height == 12)
        #expect(scene.coverage.percent == 100)
    }

    @Test func aFileWithoutHelpersStillDrawsAnEmptyScreen() throws {
        let source = """
            extension UIView {
                func describe() -> String { "view" }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(result.views.count == 1)
        #expect(scene.warnings.first?.headline.contains("the scene has no root, so an empty screen is drawn") == true)
    }
}
