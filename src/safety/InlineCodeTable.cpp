// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The library calls of each interpreter that run programs, delete, change permissions, signal or fork processes,
// evaluate text, write files or run database statements, by canonical name.
#include "InlineCode.h"

#include <unordered_map>

namespace airlock::safety::code {
namespace {

constexpr unsigned kPy = 1u << unsigned(Lang::Python);
constexpr unsigned kPl = 1u << unsigned(Lang::Perl);
constexpr unsigned kRb = 1u << unsigned(Lang::Ruby);
constexpr unsigned kJs = 1u << unsigned(Lang::JavaScript);
constexpr unsigned kPhp = 1u << unsigned(Lang::Php);
constexpr unsigned kLua = 1u << unsigned(Lang::Lua);
constexpr unsigned kR = 1u << unsigned(Lang::R);
constexpr unsigned kAwk = 1u << unsigned(Lang::Awk);
constexpr unsigned kTcl = 1u << unsigned(Lang::Tcl);
constexpr unsigned kPs = 1u << unsigned(Lang::PowerShell);
constexpr unsigned kAll = ~0u;

// clang-format off
constexpr Entry kTable[] = {
    // Running shell text or programs.
    {kPy, "os.system", Act::Shell}, {kPy, "os.popen", Act::Shell}, {kPy, "subprocess.run", Act::Shell},
    {kPy, "subprocess.call", Act::Shell}, {kPy, "subprocess.check_call", Act::Shell},
    {kPy, "subprocess.check_output", Act::Shell}, {kPy, "subprocess.Popen", Act::Shell},
    {kPy, "subprocess.getoutput", Act::Shell}, {kPy, "subprocess.getstatusoutput", Act::Shell},
    {kPy, "commands.getoutput", Act::Shell}, {kPy, "pty.spawn", Act::Shell},
    {kPy, "asyncio.create_subprocess_shell", Act::Shell}, {kPy, "asyncio.create_subprocess_exec", Act::ExecL, 0, 1},
    {kPy, "os.execl", Act::ExecL, 0, 2}, {kPy, "os.execlp", Act::ExecL, 0, 2}, {kPy, "os.execle", Act::ExecL, 0, 2},
    {kPy, "os.execlpe", Act::ExecL, 0, 2}, {kPy, "os.execv", Act::ExecV, 0, 1}, {kPy, "os.execvp", Act::ExecV, 0, 1},
    {kPy, "os.execve", Act::ExecV, 0, 1}, {kPy, "os.execvpe", Act::ExecV, 0, 1},
    {kPy, "os.spawnl", Act::ExecL, 1, 3}, {kPy, "os.spawnlp", Act::ExecL, 1, 3}, {kPy, "os.spawnv", Act::ExecV, 1, 2},
    {kPy, "os.spawnvp", Act::ExecV, 1, 2}, {kPy, "os.posix_spawn", Act::ExecV, 0, 1},
    {kPy, "os.posix_spawnp", Act::ExecV, 0, 1},
    {kJs, "child_process.exec", Act::Shell}, {kJs, "child_process.execSync", Act::Shell},
    {kJs, "child_process.spawn", Act::Argv, 0, 1}, {kJs, "child_process.spawnSync", Act::Argv, 0, 1},
    {kJs, "child_process.execFile", Act::Argv, 0, 1}, {kJs, "child_process.execFileSync", Act::Argv, 0, 1},
    {kJs, "Deno.Command", Act::Argv, 0, 1}, {kJs, "Bun.spawn", Act::Shell}, {kJs, "Bun.spawnSync", Act::Shell},
    {kJs, "shelljs.exec", Act::Shell}, {kJs, "execa", Act::Argv, 0, 1}, {kJs, "execa.execa", Act::Argv, 0, 1},
    {kJs, "execa.execaCommand", Act::Shell}, {kJs, "execa.command", Act::Shell},
    {kRb | kPl, "system", Act::Shell}, {kRb | kPl, "exec", Act::Shell}, {kRb, "spawn", Act::Shell},
    {kRb, "Kernel.system", Act::Shell}, {kRb, "Kernel.exec", Act::Shell}, {kRb, "Kernel.spawn", Act::Shell},
    {kRb, "Process.spawn", Act::Shell}, {kRb, "IO.popen", Act::Shell}, {kRb, "Open3.popen3", Act::Shell},
    {kRb, "Open3.popen2", Act::Shell}, {kRb, "Open3.popen2e", Act::Shell}, {kRb, "Open3.capture2", Act::Shell},
    {kRb, "Open3.capture2e", Act::Shell}, {kRb, "Open3.capture3", Act::Shell}, {kRb, "PTY.spawn", Act::Shell},
    {kPhp, "system", Act::Shell}, {kPhp, "exec", Act::Shell}, {kPhp, "shell_exec", Act::Shell},
    {kPhp, "passthru", Act::Shell}, {kPhp, "popen", Act::Shell}, {kPhp, "proc_open", Act::Shell},
    {kPhp, "pcntl_exec", Act::Argv, 0, 1},
    {kLua, "os.execute", Act::Shell}, {kLua, "io.popen", Act::Shell},
    {kR, "system", Act::Shell}, {kR, "system2", Act::Argv, 0, 1}, {kR, "shell", Act::Shell},
    {kAwk, "system", Act::Shell}, {kTcl, "exec", Act::ExecL, 0, 1}, {kTcl, "open", Act::Shell},
    {kPs, "Start-Process", Act::Argv, 0, 1}, {kPs, "saps", Act::Argv, 0, 1},
    // Deleting files and trees.
    {kPy, "shutil.rmtree", Act::DeleteTree}, {kPy, "os.remove", Act::DeleteFile}, {kPy, "os.unlink", Act::DeleteFile},
    {kPy, "os.rmdir", Act::DeleteFile}, {kPy, "os.removedirs", Act::DeleteFile},
    {kPy | kJs | kPhp | kRb, "*.unlink", Act::DeleteFile}, {kPy | kPhp, "*.rmdir", Act::DeleteFile},
    {kPy | kPl, "*.rmtree", Act::DeleteTree},
    {kJs, "fs.rmSync", Act::DeleteMaybe}, {kJs, "fs.rm", Act::DeleteMaybe}, {kJs, "fs.rmdirSync", Act::DeleteMaybe},
    {kJs, "fs.rmdir", Act::DeleteMaybe}, {kJs, "fs.promises.rm", Act::DeleteMaybe},
    {kJs, "fs.promises.rmdir", Act::DeleteMaybe}, {kJs, "fs.unlinkSync", Act::DeleteFile},
    {kJs, "fs.removeSync", Act::DeleteTree}, {kJs, "fs.remove", Act::DeleteTree},
    {kJs, "fs.emptyDirSync", Act::DeleteTree}, {kJs, "fs.emptyDir", Act::DeleteTree}, {kJs, "rimraf", Act::DeleteTree},
    {kJs, "rimraf.sync", Act::DeleteTree}, {kJs, "rimraf.rimraf", Act::DeleteTree},
    {kJs, "rimraf.rimrafSync", Act::DeleteTree}, {kJs, "del.deleteSync", Act::DeleteTree},
    {kJs, "Deno.remove", Act::DeleteMaybe}, {kJs, "Deno.removeSync", Act::DeleteMaybe},
    {kJs, "shelljs.rm", Act::DeleteMaybe},
    {kRb, "FileUtils.rm_rf", Act::DeleteTree}, {kRb, "FileUtils.rm_r", Act::DeleteTree},
    {kRb, "FileUtils.remove_dir", Act::DeleteTree}, {kRb, "FileUtils.remove_entry", Act::DeleteTree},
    {kRb, "FileUtils.remove_entry_secure", Act::DeleteTree}, {kRb, "FileUtils.rmtree", Act::DeleteTree},
    {kRb, "FileUtils.rm", Act::DeleteFile}, {kRb, "FileUtils.rm_f", Act::DeleteFile},
    {kRb, "FileUtils.remove", Act::DeleteFile}, {kRb, "FileUtils.rmdir", Act::DeleteFile},
    {kRb, "File.delete", Act::DeleteFile}, {kRb, "Dir.rmdir", Act::DeleteFile}, {kRb, "Dir.delete", Act::DeleteFile},
    {kPl, "unlink", Act::DeleteFile}, {kPl, "rmdir", Act::DeleteFile}, {kPl, "remove_tree", Act::DeleteTree},
    {kPl, "File.Path.remove_tree", Act::DeleteTree}, {kPl, "File.Path.rmtree", Act::DeleteTree},
    {kPhp, "unlink", Act::DeleteFile}, {kPhp, "rmdir", Act::DeleteFile},
    {kLua, "os.remove", Act::DeleteFile}, {kR, "unlink", Act::DeleteMaybe}, {kR, "file.remove", Act::DeleteFile},
    {kTcl, "file", Act::DeleteMaybe}, {kPs, "Remove-Item", Act::DeleteMaybe}, {kPs, "ri", Act::DeleteMaybe},
    {kPs, "rm", Act::DeleteMaybe}, {kPs, "del", Act::DeleteMaybe}, {kPs, "rd", Act::DeleteMaybe},
    {kPs, "rmdir", Act::DeleteMaybe}, {kPs, "erase", Act::DeleteMaybe},
    // Permissions and ownership.
    {kPy, "os.chmod", Act::Chmod}, {kPy, "os.lchmod", Act::Chmod}, {kPy, "*.chmod", Act::Chmod, 0, -1},
    {kPy, "os.chown", Act::Chown}, {kPy, "os.lchown", Act::Chown}, {kPy, "shutil.chown", Act::Chown},
    {kJs, "fs.chmodSync", Act::Chmod}, {kJs, "fs.chmod", Act::Chmod}, {kJs, "fs.promises.chmod", Act::Chmod},
    {kJs, "fs.chownSync", Act::Chown}, {kJs, "fs.chown", Act::Chown}, {kJs, "Deno.chmod", Act::Chmod},
    {kJs, "Deno.chmodSync", Act::Chmod}, {kJs, "shelljs.chmod", Act::ChmodFirst},
    {kRb, "File.chmod", Act::ChmodFirst}, {kRb, "FileUtils.chmod", Act::ChmodFirst},
    {kRb, "FileUtils.chmod_R", Act::ChmodFirst}, {kRb, "File.chown", Act::Chown, 2},
    {kRb, "FileUtils.chown", Act::Chown, 2}, {kRb, "FileUtils.chown_R", Act::Chown, 2},
    {kPl, "chmod", Act::ChmodFirst}, {kPl, "chown", Act::Chown, 2},
    {kPhp, "chmod", Act::Chmod}, {kPhp, "chown", Act::Chown}, {kR, "Sys.chmod", Act::Chmod},
    // Processes.
    {kPy, "os.kill", Act::Kill}, {kPy, "os.killpg", Act::Kill, 0, 1}, {kJs, "process.kill", Act::Kill},
    {kRb, "Process.kill", Act::KillFirst}, {kPl, "kill", Act::KillFirst}, {kPhp, "posix_kill", Act::Kill},
    {kLua, "posix.kill", Act::Kill}, {kR, "tools.pskill", Act::Kill}, {kR, "pskill", Act::Kill},
    {kPy, "os.fork", Act::Fork}, {kPy, "os.forkpty", Act::Fork}, {kPy, "pty.fork", Act::Fork},
    {kRb | kPl, "fork", Act::Fork}, {kRb, "Process.fork", Act::Fork}, {kRb, "Kernel.fork", Act::Fork},
    {kPhp, "pcntl_fork", Act::Fork}, {kLua, "posix.fork", Act::Fork}, {kPl, "POSIX.fork", Act::Fork},
    // Evaluating text.
    {kPy, "exec", Act::Eval}, {kPy, "eval", Act::Eval}, {kPy, "compile", Act::Eval}, {kPy, "builtins.exec", Act::Eval},
    {kJs | kRb | kPl | kPhp | kR, "eval", Act::Eval}, {kJs, "Function", Act::Eval}, {kJs, "vm.runInThisContext", Act::Eval},
    {kJs, "vm.runInNewContext", Act::Eval}, {kJs, "vm.Script", Act::Eval}, {kRb, "*.instance_eval", Act::Eval},
    {kRb, "*.class_eval", Act::Eval}, {kRb, "Kernel.eval", Act::Eval}, {kRb, "binding.eval", Act::Eval},
    {kPhp, "assert", Act::Eval}, {kPhp, "create_function", Act::Eval}, {kLua, "load", Act::Eval},
    {kLua, "loadstring", Act::Eval}, {kPs, "Invoke-Expression", Act::Eval}, {kPs, "iex", Act::Eval},
    {kTcl, "eval", Act::Eval}, {kR, "parse", Act::Eval}, {kPy, "pickle.loads", Act::Eval},
    {kPy, "pickle.load", Act::Eval}, {kPy, "marshal.loads", Act::Eval}, {kPy, "dill.loads", Act::Eval},
    {kPy, "cloudpickle.loads", Act::Eval}, {kPy, "*.system", Act::Shell},
    // Writing files.
    {kPy | kRb | kPl | kLua, "open", Act::Open}, {kPy, "io.open", Act::Open}, {kPy, "codecs.open", Act::Open},
    {kPy, "*.write_text", Act::Write, -1}, {kPy, "*.write_bytes", Act::Write, -1},
    {kPy, "shutil.copy", Act::Write, 1}, {kPy, "shutil.copy2", Act::Write, 1}, {kPy, "shutil.copyfile", Act::Write, 1},
    {kPy, "shutil.move", Act::Write, 1}, {kPy, "os.rename", Act::Write, 1}, {kPy, "os.replace", Act::Write, 1},
    {kPy, "os.symlink", Act::Write, 1},
    {kJs, "fs.writeFileSync", Act::Write}, {kJs, "fs.writeFile", Act::Write}, {kJs, "fs.appendFileSync", Act::Write},
    {kJs, "fs.appendFile", Act::Write}, {kJs, "fs.createWriteStream", Act::Write},
    {kJs, "fs.promises.writeFile", Act::Write}, {kJs, "fs.promises.appendFile", Act::Write},
    {kJs, "fs.copyFileSync", Act::Write, 1}, {kJs, "fs.renameSync", Act::Write, 1}, {kJs, "fs.symlinkSync", Act::Write, 1},
    {kJs, "Deno.writeTextFile", Act::Write}, {kJs, "Deno.writeFile", Act::Write}, {kJs, "Bun.write", Act::Write},
    {kRb, "File.write", Act::Write}, {kRb, "IO.write", Act::Write}, {kRb, "File.open", Act::Open},
    {kRb, "File.new", Act::Open}, {kRb, "FileUtils.cp", Act::Write, 1}, {kRb, "FileUtils.mv", Act::Write, 1},
    {kRb, "FileUtils.ln_s", Act::Write, 1}, {kRb, "FileUtils.touch", Act::Write},
    {kPhp, "file_put_contents", Act::Write}, {kPhp, "fopen", Act::Open}, {kPhp, "copy", Act::Write, 1},
    {kPhp, "rename", Act::Write, 1}, {kPhp, "symlink", Act::Write, 1}, {kLua, "io.open", Act::Open},
    {kLua, "os.rename", Act::Write, 1}, {kR, "writeLines", Act::Write, 1}, {kR, "file.copy", Act::Write, 1},
    {kPs, "Set-Content", Act::Write, 0}, {kPs, "Out-File", Act::Write, 0}, {kPs, "Add-Content", Act::Write, 0},
    // Databases.
    {kAll, "*.execute", Act::Sql}, {kAll, "*.executescript", Act::Sql}, {kAll, "*.executemany", Act::Sql},
    {kAll, "*.exec", Act::Sql}, {kAll, "*.query", Act::Sql}, {kAll, "*.raw", Act::Sql}, {kAll, "*.run", Act::Sql},
    {kAll, "*.do", Act::Sql}, {kAll, "*.exec_query", Act::Sql}, {kAll, "*.prepare", Act::Sql},
    {kPhp, "mysqli_query", Act::Sql}, {kPhp, "pg_query", Act::Sql}, {kPhp, "mysql_query", Act::Sql},
    {kR, "dbExecute", Act::Sql}, {kR, "dbSendQuery", Act::Sql},
};
// clang-format on

using Index = std::unordered_multimap<std::string_view, const Entry *>;

// Exact names, and the tails of "*.x" patterns.
const std::pair<Index, Index> &tableIndex()
{
    static const std::pair<Index, Index> built = [] {
        std::pair<Index, Index> out;
        for (const Entry &e : kTable) {
            if (e.name.starts_with("*."))
                out.second.emplace(e.name.substr(2), &e);
            else
                out.first.emplace(e.name, &e);
        }
        return out;
    }();
    return built;
}

} // namespace

std::vector<const Entry *> entriesFor(const Script &s, const std::string &name)
{
    const unsigned bit = 1u << unsigned(s.lang);
    std::vector<const Entry *> out;
    auto collect = [&](const Index &idx, std::string_view key) {
        const auto [from, to] = idx.equal_range(key);
        for (auto it = from; it != to; ++it) {
            if (it->second->langs & bit)
                out.push_back(it->second);
        }
    };
    collect(tableIndex().first, name);
    if (out.empty() && name.find('.') == std::string::npos) {
        for (const std::string &m : s.starModules)
            collect(tableIndex().first, m + "." + name);
    }
    const std::size_t dot = name.rfind('.');
    if (out.empty())
        collect(tableIndex().second, std::string_view(name).substr(dot == std::string::npos ? 0 : dot + 1));
    return out;
}

} // namespace airlock::safety::code
