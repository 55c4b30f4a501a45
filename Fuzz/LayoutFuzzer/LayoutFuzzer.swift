import Foundation
import LayoutEngine
import LayoutObjC
import LayoutPainter
import LayoutRender
import LayoutScene
import LayoutScript

/// The fuzz target: one input is one scene file, taken through every stage a render takes — loading (Swift, or
/// Objective-C when the text holds an `@implementation` or `@interface`), layout, painting and rendering to PNG and
/// SVG — under a small work budget, so that an input that would run for long stops at the budget instead. What a
/// stage rejects (a syntax error, a limit, the budget) is a result, not a finding; a crash, a sanitizer report or
/// a run past libFuzzer's `-timeout` is.
///
/// Built with `scripts/fuzz` (libFuzzer and AddressSanitizer); a plain build is a driver that runs the files it is
/// given, to replay what the fuzzer found:
///
/// ```sh
/// .build/debug/layoutviz-fuzz Tests/LayoutVizCLITests/FuzzRegressions/*.swiftlay
/// ```
enum FuzzedScene {
    /// The work budget of one input: a tenth of what a render allows by default, well above any sample's needs.
    static let workBudget = WorkBudget.defaultLimit / 10
    /// The largest input tried, in bytes (larger ones are cut, as the loader would refuse them).
    static let maximumBytes = 64 * 1_024
    /// The fonts, loaded once for every input.
    static let fonts: FontLibrary? = try? FontLibrary()

    /// Runs one input through every stage.
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let fonts else { fatalError("the font set could not be loaded: install the fonts (scripts/setup)") }
        let text = String(decoding: bytes.prefix(maximumBytes), as: UTF8.self)
        let isObjectiveC = text.contains("@implementation") || text.contains("@interface")
        let source = isObjectiveC
            ? ObjCFrontEnd.translate(ObjCFrontEnd.File(name: "Fuzzed.m", text: text)).source
            : SceneSource(name: "fuzzed.swiftlay", text: text)
        var options = LoadOptions()
        options.workBudget = workBudget
        let measurer = PangoTextMeasurer(fonts: fonts)
        guard let scene = try? SceneScript.load(sources: [source], defaultSize: CGSize(width: 375, height: 667),
                                                fitting: EngineLayoutFitting(measurer: measurer), options: options)
        else { return }
        let result = scene.canvas.layout(measuring: measurer)
        let list = Painter().paint(scene.canvas, result: result, measuring: measurer)
        let renderer = Renderer(fonts: fonts)
        for format in [OutputFormat.png(scale: 1), .svg] {
            _ = try? renderer.render(list, format: format, budget: scene.canvas.workBudget)
        }
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutVizFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzedScene.run(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size))
    return 0
}

#if LAYOUTVIZ_LIBFUZZER
/// libFuzzer's driver, which the fuzzing build links (`LLVMFuzzerRunDriver` in compiler-rt's libFuzzer).
@_silgen_name("LLVMFuzzerRunDriver")
func runLibFuzzer(_ argc: UnsafeMutablePointer<CInt>,
                  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                  _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// With libFuzzer: hands the command line and the target to libFuzzer's driver.
@main
enum FuzzDriver {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runLibFuzzer(&argc, &argv, layoutVizFuzzOneInput))
    }
}
#else
/// Without libFuzzer: runs each file named on the command line once, printing its name, to replay inputs.
@main
enum ReplayDriver {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("cannot read \(path)")
                exit(2)
            }
            print(path)
            data.withUnsafeBytes(FuzzedScene.run)
        }
    }
}
#endif
