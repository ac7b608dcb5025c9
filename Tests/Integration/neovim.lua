-- Run by neovim.sh inside `nvim --headless`: attach `bindinglint lsp` with Neovim's built-in
-- client to the open buffer, wait for its diagnostic, ask for the quick fix, apply it with
-- Neovim's own workspace-edit code, wait for the diagnostics to clear, write the file.
-- Written against Neovim 0.7 (Debian 12), whose API later versions keep.
local bin = os.getenv("BINDINGLINT_BIN")
local root = os.getenv("BINDINGLINT_PROJECT")

local function fail(message)
  io.stderr:write("neovim.lua: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local buf = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({ name = "bindinglint", cmd = { bin, "lsp" }, root_dir = root })
if not client_id then return fail("the client did not start") end
vim.lsp.buf_attach_client(buf, client_id)

if not vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20) then
  return fail("no diagnostic arrived")
end
local diagnostic = vim.diagnostic.get(buf)[1]
if diagnostic.source ~= "bindinglint" or not diagnostic.message:find("should be private", 1, true) then
  return fail("unexpected diagnostic: " .. vim.inspect(diagnostic))
end
-- Neovim turns the server's UTF-16 columns into byte columns: the '@' of '@State' is the
-- 18th byte of its line, after "é" (2 bytes, 1 unit) and "😀" (4 bytes, 2 units).
if diagnostic.lnum ~= 3 or diagnostic.col ~= 17 then
  return fail("diagnostic at line " .. diagnostic.lnum .. ", column " .. diagnostic.col .. "; expected 3, 17")
end

local client = vim.lsp.get_client_by_id(client_id)
local params = {
  textDocument = { uri = vim.uri_from_bufnr(buf) },
  range = { start = { line = diagnostic.lnum, character = 0 }, ["end"] = { line = diagnostic.lnum + 1, character = 0 } },
  context = { diagnostics = {}, only = { "quickfix" } },
}
local response = client.request_sync("textDocument/codeAction", params, 10000, buf)
if not response or response.err or not response.result then return fail("codeAction failed: " .. vim.inspect(response)) end
local chosen
for _, action in ipairs(response.result) do
  if action.isPreferred then chosen = action end
end
if not chosen then return fail("no preferred quick fix among " .. vim.inspect(response.result)) end
vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding)

-- The edit reaches the server as an incremental didChange; the fixed line has no finding.
if not vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 20) then
  return fail("the diagnostic did not clear after the fix: " .. vim.inspect(vim.diagnostic.get(buf)))
end
vim.cmd("silent write")
vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
vim.cmd("qall!")
