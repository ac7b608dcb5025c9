import BindingLintPlatform
import BindingLintRules
import BindingLintEngine
import BindingLintReporters
import BindingLintServer

/// `bindinglint lsp [--help]`: serves the Language Server Protocol on standard input and
/// output (`LanguageServer`). It takes no options: the editor passes everything in
/// `initialize`, and the configuration is each file's `.bindinglint.json`.
enum LanguageServerCommand {
  static func run(_ arguments: [String]) -> Int32 {
    do {
      switch try Arguments.operands(of: arguments[...], help: Help.languageServer) {
      case .help(let text):
        return output(text) ? 0 : 2
      case .paths(let extra) where !extra.isEmpty:
        throw UsageError(message: "'lsp' takes no arguments")
      case .paths:
        return LanguageServer.serveStandardIO(beforeAnalysis: TestHooks.crashOnMarker())
      }
    } catch let error as UsageError {
      Platform.writeStandardError(error.rendered)
      return 2
    } catch {
      Platform.writeStandardError("error: \(error)\n")
      return 2
    }
  }
}
