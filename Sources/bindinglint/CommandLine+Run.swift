import BindingLint

extension CommandLine {
  static func run(_ arguments: [String]) -> Int32 {
    if arguments.first == "dump-tokens" {
      var discovery = Discovery()
      let result = discovery.discover(Array(arguments.dropFirst()))
      for file in result.files {
        guard case .success(let bytes) = Platform.readFile(file.path) else { continue }
        Platform.writeStandardOutput(TokenDump.render(path: file.path, bytes: bytes))
      }
      return result.missing.isEmpty ? 0 : 2
    }
    return 0
  }
}
