// Zed starts language servers only from extensions: this one runs `bindinglint lsp` with
// the `bindinglint` on the worktree's PATH for Swift files. See docs/editors.md.
use zed_extension_api::{self as zed, LanguageServerId, Result};

struct BindingLint;

impl zed::Extension for BindingLint {
    fn new() -> Self {
        BindingLint
    }

    fn language_server_command(&mut self, _id: &LanguageServerId, worktree: &zed::Worktree) -> Result<zed::Command> {
        let path = worktree
            .which("bindinglint")
            .ok_or_else(|| "bindinglint is not on PATH; install it (see its README)".to_string())?;
        Ok(zed::Command { command: path, args: vec!["lsp".to_string()], env: worktree.shell_env() })
    }
}

zed::register_extension!(BindingLint);
