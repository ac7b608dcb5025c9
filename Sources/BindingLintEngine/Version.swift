/// The one version of bindinglint: `--version`, SARIF's `tool.driver.version` and the
/// language server's `serverInfo` all read it; `make install`'s test checks them against it.
package enum BindingLintVersion {
  package static let current = "0.1.0"
}
