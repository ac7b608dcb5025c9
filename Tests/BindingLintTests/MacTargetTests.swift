@testable import BindingLintEngine
@testable import BindingLintRules
import Foundation
import XCTest

/// `optional_alert_textfield` is about AppKit's Return-key order: a project whose files
/// name only iOS-family platforms is reported only with `strict` (review81: an iPad app
/// whose Mac Catalyst build had never run). What the project files say is read by the
/// engine (`ProjectMacTargets`).
final class MacTargetTests: XCTestCase {
  static let renameAlert = """
    import SwiftUI
    struct Folders: View {
      @State private var renaming: Folder?
      @State private var name = ""
      var body: some View {
        List { }
          .alert("Rename", isPresented: Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } })) {
            TextField("Name", text: $name)
            Button("Rename") { if let folder = renaming { folder.rename(to: name) } }
          }
      }
    }

    """

  static func pbxproj(_ settings: [String]) -> String {
    "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tbuildSettings = {\n"
      + settings.map { "\t\t\t\t\($0);\n" }.joined() + "\t\t};\n\t};\n}\n"
  }

  func testXcodeProjectSettings() {
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["SDKROOT = iphoneos", "SUPPORTS_MACCATALYST = YES"])), .none)
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["SDKROOT = iphoneos", "SDKROOT = macosx"])), .native)
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["SDKROOT = auto", "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\""])), .native)
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["SDKROOT = auto", "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\""])), .none)
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["SDKROOT = appletvos", "SDKROOT = watchos", "SDKROOT = xros"])), .none)
    // Settings this reading does not know (an xcconfig sets the SDK) say nothing.
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["SWIFT_VERSION = 5.0"])), .unknown)
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["SDKROOT = \"$(PLATFORM_NAME)\""])), .unknown)
  }

  func testMacSpellingsAndSettingsThatHideTheSDK() {
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["SDKROOT = macosx14.0"])), .native)
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["SDKROOT = iphoneos", "\"SDKROOT[arch=*]\" = macosx"])), .native)
    // Mac Catalyst's own settings are conditioned on the macOS SDK: still an iPad app.
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj([
      "SDKROOT = iphoneos", "SUPPORTS_MACCATALYST = YES", "\"CODE_SIGN_ENTITLEMENTS[sdk=macosx*]\" = \"App/App-maccatalyst.entitlements\"",
    ])), .none)
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["\"SDKROOT[sdk=iphoneos*]\" = iphoneos"])), .none)
    // A platform chosen elsewhere (a variable, `auto` without a list) keeps the question open.
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["SDKROOT = iphoneos", "SDKROOT = auto", "SUPPORTED_PLATFORMS = \"$(AVAILABLE_PLATFORMS)\""])), .unknown)
    // An xcconfig may set another target's SDK.
    XCTAssertEqual(ProjectMacTargets.xcodeProjectTarget(Self.pbxproj(["SDKROOT = iphoneos", "path = Mac.xcconfig"])), .unknown)
    XCTAssertEqual(ProjectMacTargets.packageTarget("let p = Package(name: \"A\", targets: [.target(name: \"A\", swiftSettings: [.define(\"X\", .when(platforms: [.iOS]))])], platforms: [.macOS(.v14)])"), .native)
    XCTAssertEqual(ProjectMacTargets.generatorSpecTarget("let project = Project(targets: [.target(destinations: [.iPhone, .mac])])"), .native)
  }

  func testAMacProjectOneFolderDownMakesTheProjectAMacOne() throws {
    let root = try makeProject([
      "App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos"]),
      "Mac/Mac.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = macosx"]),
      "Pods/Lib.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = macosx"]),
    ])
    XCTAssertEqual(ProjectMacTargets.read(project: root), .native)
    let iPad = try makeProject([
      "App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos"]),
      "Pods/Lib.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = macosx"]),
    ])
    XCTAssertEqual(ProjectMacTargets.read(project: iPad), .none)
    // A spec or package that says nothing keeps the question open.
    let spec = try makeProject(["App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos"]), "project.yml": "include: [shared.yml]\n"])
    XCTAssertEqual(ProjectMacTargets.read(project: spec), .unknown)
  }

  func testPackagePlatforms() {
    XCTAssertEqual(ProjectMacTargets.packageTarget("let p = Package(name: \"A\", platforms: [.iOS(.v17)], targets: [])"), .none)
    XCTAssertEqual(ProjectMacTargets.packageTarget("let p = Package(name: \"A\", platforms: [.iOS(.v17), .macOS(.v14)])"), .native)
    // Without `platforms:` a package builds for macOS too.
    XCTAssertEqual(ProjectMacTargets.packageTarget("let p = Package(name: \"A\", targets: [])"), .unknown)
  }

  func testGeneratorSpecsThatNameMacOS() {
    XCTAssertEqual(ProjectMacTargets.generatorSpecTarget("targets:\n  App:\n    platform: iOS\n  MacApp:\n    platform: macOS\n"), .native)
    XCTAssertEqual(ProjectMacTargets.generatorSpecTarget("let project = Project(targets: [.target(destinations: .macOS)])"), .native)
    XCTAssertEqual(ProjectMacTargets.generatorSpecTarget("targets:\n  App:\n    platform: iOS\n  # macOSLater\n"), .unknown)
    XCTAssertEqual(ProjectMacTargets.generatorSpecTarget("settings:\n  SUPPORTED_PLATFORMS: iphoneos macosx\n"), .native)
  }

  /// XcodeGen sets each target's SDK from its `platform:`: a spec whose targets all name
  /// iOS-family platforms is an iPad app on a Mac at most (review85's buzz: an iOS app
  /// beside packages that build for macOS too). One that includes another spec, or names
  /// `auto` or a platform on the following lines, says nothing.
  func testXcodeGenSpecsWhosePlatformsAreAllIOSFamily() throws {
    let iOS = "configFiles:\n  Debug: Shared.xcconfig\ntargets:\n  App:\n    platform: iOS # the phone app\n    dependencies:\n      - target: Widget\n        platformFilter: ios\n  Widget:\n    platform: [iOS, watchOS]\n  # macOSLater\n"
    XCTAssertEqual(ProjectMacTargets.xcodeGenSpecTarget(iOS), .none)
    XCTAssertEqual(ProjectMacTargets.xcodeGenSpecTarget(iOS + "  MacApp:\n    platform: macOS\n"), .native)
    XCTAssertEqual(ProjectMacTargets.xcodeGenSpecTarget("include:\n  - base.yml\n" + iOS), .unknown)
    XCTAssertEqual(ProjectMacTargets.xcodeGenSpecTarget(iOS + "  Shared:\n    platform: auto\n    supportedDestinations: [iOS, tvOS]\n"), .unknown)
    XCTAssertEqual(ProjectMacTargets.xcodeGenSpecTarget(iOS + "  Listed:\n    platform:\n      - iOS\n"), .unknown)
    XCTAssertEqual(ProjectMacTargets.xcodeGenSpecTarget("name: App\noptions:\n  bundleIdPrefix: com.example\n"), .unknown)
    XCTAssertEqual(ProjectMacTargets.xcodeGenSpecTarget("\u{FEFF}include:\n  - base.yml\n" + iOS), .unknown)
    // A second spec beside the first is read too (probe85b N5).
    let twoSpecs = try makeProject(["project.yml": iOS, "project-mac.yml": "targets:\n  Mac:\n    platform: macOS\n", "A.swift": ""])
    XCTAssertEqual(ProjectMacTargets.read(project: twoSpecs), .native)
    let otherName = try makeProject(["project.yml": iOS, "mac.yml": "targets:\n  Mac:\n    platform: macOS\n", "A.swift": ""])
    XCTAssertEqual(ProjectMacTargets.read(project: otherName), .native)
    // A spec below a project whose own Xcode project this reader cannot settle (settings from
    // an .xcconfig) may be built by that project's Mac target: the alert stays (probe85c N4).
    let nested = ["App.xcodeproj/project.pbxproj": Self.pbxproj(["baseConfigurationReference = A1 /* Shared.xcconfig */"]),
                  "Modules/Feature/project.yml": iOS, "Modules/Feature/Sources/Rename.swift": Self.renameAlert]
    XCTAssertEqual(try ruleFindings(nested, rule: "optional_alert_textfield").count, 1)
    // Through the binary: the app's own files follow the spec; a local package's files its manifest.
    let files = ["project.yml": iOS, "App/Sources/Rename.swift": Self.renameAlert,
                 "Packages/Kit/Package.swift": "let p = Package(name: \"Kit\", platforms: [.iOS(.v17), .macOS(.v14)])",
                 "Packages/Kit/Sources/Kit/Rename.swift": Self.renameAlert]
    let found = (try? ruleFindings(files, rule: "optional_alert_textfield")) ?? []
    XCTAssertEqual(found.count, 1, "\(found)")
    XCTAssertTrue(found.first?.hasPrefix("./Packages/Kit/Sources/Kit/Rename.swift:7:") ?? false, "\(found)")
    // Standard input under the app file's name agrees: nothing by default.
    let project = try makeProject(files)
    let stdin = try run(["--stdin-filename", "App/Sources/Rename.swift", "-"], in: project, stdin: Self.renameAlert)
    XCTAssertEqual(stdin.status, 0, stdin.stdout + stdin.stderr)
    XCTAssertFalse(stdin.stdout.contains("optional_alert_textfield"), stdin.stdout)
  }

  func testAlertInAnIPadOnlyProjectIsStrictOnly() throws {
    let iPad = ["Rename.swift": Self.renameAlert, "App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos", "SUPPORTS_MACCATALYST = YES"])]
    XCTAssertEqual(try ruleFindings(iPad, rule: "optional_alert_textfield"), [])
    let strict = iPad.merging([".bindinglint.json": #"{"rules": {"optional_alert_textfield": {"strict": true}}}"#]) { $1 }
    let project = try makeProject(strict)
    let run = try run(["Rename.swift"], in: project)
    XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
    XCTAssertTrue(run.stdout.contains("on macOS, Return clears 'renaming' before the button reads it (the project names no macOS target"), run.stdout)
  }

  func testAlertInAMacProjectOrOutsideAnyProjectIsReported() throws {
    let mac = ["Rename.swift": Self.renameAlert, "App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos", "SDKROOT = macosx"])]
    let package = ["Rename.swift": Self.renameAlert, "Package.swift": "let p = Package(name: \"A\", platforms: [.macOS(.v14), .iOS(.v17)])"]
    // The committed Xcode project is the iOS one; XcodeGen's spec also has a macOS target (review65 A29).
    let generated = ["Rename.swift": Self.renameAlert, "App.xcodeproj/project.pbxproj": Self.pbxproj(["SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\""]),
                     "project.yml": "targets:\n  App:\n    platform: iOS\n  MacApp:\n    platform: macOS\n"]
    for files in [mac, package, generated, ["Rename.swift": Self.renameAlert]] {
      let found = try ruleFindings(files, rule: "optional_alert_textfield")
      XCTAssertEqual(found.count, 1, "\(files.keys.sorted()): \(found)")
      XCTAssertTrue(found.first?.contains("Rename.swift:7: alert is presented while 'renaming' is non-nil") ?? false, "\(found)")
      XCTAssertFalse(found.first?.contains("no macOS target") ?? true, "\(found)")
    }
    // A file with macOS code is built for a Mac by some target the project files do not show.
    // Linted input, spelled in two parts: this package keeps platform conditions in its OS layer.
    let macCondition = "#if os" + "(macOS)"
    let macCode = Self.renameAlert + macCondition + "\nextension Folders { func reveal() {} }\n#endif\n"
    XCTAssertEqual(try ruleFindings(["Rename.swift": macCode, "App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos"])],
                                    rule: "optional_alert_textfield").count, 1)
    for marker in ["import Cocoa\n", "#if canImport(AppKit)\nimport AppKit\n#endif\n", "#if os" + "(OSX)\nlet x = 1\n#endif\n"] {
      XCTAssertEqual(try ruleFindings(["Rename.swift": marker + Self.renameAlert, "App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos"])],
                                      rule: "optional_alert_textfield").count, 1, marker)
    }
    // Code for every platform but macOS says nothing of a Mac target (review81's Scripty).
    let notMac = Self.renameAlert + "#if !os" + "(macOS)\nextension Folders { func share() {} }\n#endif\n"
    XCTAssertEqual(try ruleFindings(["Rename.swift": notMac, "App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos"])],
                                    rule: "optional_alert_textfield"), [])
    // The `#else` of code excluded from macOS (and not iOS) is Mac code, also after an
    // `#elseif` (probe43, probe85 D7); one that only stops the build is not (probe85 D6).
    // Code excluded from iOS alone is for the project's watchOS, tvOS or visionOS targets
    // (probe85 D5), and a condition excluding both says nothing either.
    let platform = "#if !os"
    for marker in [platform + "(macOS)\nlet x = 1\n#else\nlet x = 2\n#endif\n",
                   "#if os(iOS)\nlet x = 1\n#elseif !os" + "(macOS)\nlet x = 2\n#else\nlet x = 3\n#endif\n",
                   platform + "(macOS)\nlet x = 1\n#elseif os(watchOS)\nlet x = 2\n#else\nlet x = 3\n#endif\n"] {
      XCTAssertEqual(try ruleFindings(["Rename.swift": marker + Self.renameAlert, "App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos"])],
                                      rule: "optional_alert_textfield").count, 1, marker)
    }
    for marker in [platform + "(iOS)\nlet x = 1\n#endif\n",
                   "#if os(iOS)\nlet x = 1\n#else\nlet x = 2\n#endif\n",
                   platform + "(iOS) && !os" + "(macOS)\nlet x = 1\n#else\n#if os(iOS)\nlet z = 1\n#endif\n#endif\n",
                   platform + "(macOS)\nlet x = 1\n#else\n#error(\"iOS only\")\n#endif\n",
                   "#if os" + "(macOS)\n#error(\"iOS only\")\n#endif\n",
                   platform + "(macOS)\nlet x = 1\n#endif\n#if DEBUG\nlet d = 1\n#else\nlet d = 2\n#endif\n"] {
      XCTAssertEqual(try ruleFindings(["Rename.swift": marker + Self.renameAlert, "App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos", "SDKROOT = watchos"])],
                                      rule: "optional_alert_textfield"), [], marker)
    }
    // Standard input with the name of a file in an iPad-only project agrees with the run on disk.
    let iPad = try makeProject(["Rename.swift": Self.renameAlert, "App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos"])])
    let stdin = try run(["--stdin-filename", "Rename.swift", "-"], in: iPad, stdin: Self.renameAlert)
    XCTAssertEqual(stdin.status, 0, stdin.stdout + stdin.stderr)
  }

  /// Review91 B1: a file that cannot build for the Mac's AppKit (UIKit imported, or
  /// `navigationBarTitleDisplayMode` called, outside `#if`) is a UIKit target's, whatever the
  /// project says: its alert is reported only with `strict`, which names why. Behind `#if`
  /// the file may build for macOS too, and is reported.
  func testAFileThatCannotBuildForAppKitIsStrictOnly() throws {
    let mac = ["App.xcodeproj/project.pbxproj": Self.pbxproj(["SDKROOT = iphoneos", "SDKROOT = macosx"])]
    let uiKit = "import UIKit\n" + Self.renameAlert
    let modifier = Self.renameAlert.replacingOccurrences(of: "List { }", with: "List { }.navigationBarTitleDisplayMode(.inline)")
    for (name, text) in [("UIKit", uiKit), ("navigationBarTitleDisplayMode", modifier)] {
      for project in [mac, [:]] {
        XCTAssertEqual(try ruleFindings(project.merging(["Rename.swift": text]) { $1 }, rule: "optional_alert_textfield"), [], name)
      }
      let strict = try makeProject(mac.merging(["Rename.swift": text, ".bindinglint.json": #"{"rules": {"optional_alert_textfield": {"strict": true}}}"#]) { $1 })
      let run = try run(["Rename.swift"], in: strict)
      XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
      XCTAssertTrue(run.stdout.contains("(this file uses '\(name)' outside '#if', which macOS lacks: on a Mac it runs as an iPad app)"), run.stdout)
    }
    let guarded = "#if canImport(UIKit)\nimport UIKit\n#endif\n" + Self.renameAlert
    XCTAssertEqual(try ruleFindings(mac.merging(["Rename.swift": guarded]) { $1 }, rule: "optional_alert_textfield").count, 1)
  }
}

/// The readers take the files' bytes; the tests write settings as text.
extension ProjectMacTargets {
  static func xcodeProjectTarget(_ text: String) -> MacTarget { xcodeProjectTarget(Array(text.utf8)) }
  static func packageTarget(_ text: String) -> MacTarget { packageTarget(Array(text.utf8)) }
  static func generatorSpecTarget(_ text: String) -> MacTarget { generatorSpecTarget(Array(text.utf8)) }
  static func xcodeGenSpecTarget(_ text: String) -> MacTarget { xcodeGenSpecTarget(Array(text.utf8)) }
}
