import BindingLint

/// Each subcommand's `--help` text (`bindinglint --help` is `Arguments.help`).
enum Help {
  static let rules = """
    USAGE: bindinglint rules [--format text|json|markdown]

    Lists the rules: id, default severity, whether on by default, summary.

    """

  static let explain = """
    USAGE: bindinglint explain RULE_ID

    Prints why the rule exists, examples, and how to fix what it reports.
    Rule ids: see 'bindinglint rules'.

    """

  static let dumpTokens = """
    USAGE: bindinglint dump-tokens PATH ...

    Debug: prints the tokens of each Swift file in syntax-oracle's line format.

    """

  static let version = """
    USAGE: bindinglint version

    Prints the version (as --version does).

    """

  static let languageServer = """
    USAGE: bindinglint lsp

    Speaks the Language Server Protocol on standard input and output, for editors:
    diagnostics as you type, quick fixes, "disable for this line", fix all.
    See README "Editors: language server".

    """

  static let subcommands: [String: String] = [
    "lint": Arguments.help, "rules": rules, "explain": explain, "dump-tokens": dumpTokens,
    "help": Arguments.help, "version": version, "lsp": languageServer,
  ]
}
