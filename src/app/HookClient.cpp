// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HookClient.h"

#include "HookAgents.h"
#include "mcp/HookWire.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <poll.h>
#include <sstream>
#include <string>
#include <string_view>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace airlock::app {

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr std::size_t kMaxInputBytes = 16u * 1024 * 1024;

// After "Usage: " and the program's name as it was started (`airlock hook` or `airlock-hook`).
const char kUsage[] =
    R"( <agent> [--timeout SECS] [--on-failure ask|deny] [--socket PATH] [--config FILE]
       airlock hook install|uninstall|status <agent> [--program PATH] [--dry-run] [--home DIR]

Answers an agent's hook before it runs a shell command in its own shell: the command is judged by the running
Airlock app (its rules, session grants and approval dialog), recorded in its audit log and shown as a task.
Agents: claude-code, codex, gemini-cli, cursor.
  --timeout SECS       answer within this long (default: a little under the agent's own hook timeout)
  --on-failure ask|deny  when the app cannot answer: ask through the agent's own prompt where it has one,
                       else deny (ask, the default, or hooks.on_failure); or always deny
)";

struct Options {
    hook::Agent agent = hook::Agent::ClaudeCode;
    std::optional<int> timeoutSecs;
    std::string onFailure; // empty: the config's, else "ask"
    std::string socketPath;
    std::string configPath;
};

bool isDirectory(const char *path)
{
    struct stat info = {};
    return path && *path && ::stat(path, &info) == 0 && S_ISDIR(info.st_mode);
}

// hooks.on_failure of the config file (the app's own file, or --config): "ask" unless it says "deny".
std::string configuredOnFailure(const std::string &configPath)
{
    std::string path = configPath;
    if (path.empty()) {
        const char *xdg = std::getenv("XDG_CONFIG_HOME");
        const char *home = std::getenv("HOME");
        if (xdg && *xdg)
            path = std::string(xdg) + "/airlock/config.json";
        else if (home && *home)
            path = std::string(home) + "/.config/airlock/config.json";
    }
    std::ifstream file(path);
    if (!file)
        return "ask";
    std::stringstream text;
    text << file.rdbuf();
    const json config = json::parse(text.str(), nullptr, false);
    if (!config.is_object() || !config.contains("hooks") || !config["hooks"].is_object())
        return "ask";
    const json &hooks = config["hooks"];
    return hooks.value("on_failure", json("ask")) == json("deny") ? "deny" : "ask";
}

std::optional<Options> parseOptions(int argc, char **argv, std::string &error)
{
    Options options;
    if (argc < 2) {
        error = "name the agent";
        return std::nullopt;
    }
    const auto agent = hook::agentFromName(argv[1]);
    if (!agent) {
        error = std::string("unknown agent `") + argv[1] + "` (claude-code, codex, gemini-cli, cursor)";
        return std::nullopt;
    }
    options.agent = *agent;
    for (int i = 2; i < argc; ++i) {
        const std::string flag = argv[i];
        if (flag == "--help" || flag == "-h") {
            error = "help";
            return std::nullopt;
        }
        if (i + 1 >= argc) {
            error = "`" + flag + "` needs a value";
            return std::nullopt;
        }
        const std::string value = argv[++i];
        if (flag == "--timeout") {
            char *end = nullptr;
            const long secs = std::strtol(value.c_str(), &end, 10);
            if (!end || *end || secs < 1 || secs > 24 * 3600) {
                error = "--timeout takes seconds from 1 to 86400";
                return std::nullopt;
            }
            options.timeoutSecs = int(secs);
        } else if (flag == "--on-failure" && (value == "ask" || value == "deny")) {
            options.onFailure = value;
        } else if (flag == "--socket") {
            options.socketPath = value;
        } else if (flag == "--config") {
            options.configPath = value;
        } else {
            error = "unknown option `" + flag + " " + value + "`";
            return std::nullopt;
        }
    }
    if (options.onFailure.empty()) {
        const char *env = std::getenv("AIRLOCK_HOOK_ON_FAILURE");
        options.onFailure = env && std::string(env) == "deny"  ? "deny"
                            : env && std::string(env) == "ask" ? "ask"
                                                               : configuredOnFailure(options.configPath);
    }
    if (options.socketPath.empty())
        options.socketPath = defaultHookSocketPath();
    return options;
}

int remainingMs(Clock::time_point deadline)
{
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return left > 0 ? int(std::min<long long>(left, 24LL * 3600 * 1000)) : 0;
}

// All of stdin, up to the limit (more is an error: a hook input is never that large).
std::optional<std::string> readInput(Clock::time_point deadline, std::string &error)
{
    std::string text;
    char buffer[65536];
    for (;;) {
        pollfd p = {STDIN_FILENO, POLLIN, 0};
        const int ready = ::poll(&p, 1, remainingMs(deadline));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0) {
            error = "the agent did not finish sending the hook input in time";
            return std::nullopt;
        }
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n == 0)
            return text;
        if (n < 0) {
            if (errno == EINTR)
                continue;
            error = std::string("cannot read the hook input: ") + std::strerror(errno);
            return std::nullopt;
        }
        text.append(buffer, std::size_t(n));
        if (text.size() > kMaxInputBytes) {
            error = "the hook input is larger than 16 MiB";
            return std::nullopt;
        }
    }
}

// connect(2) on a non-blocking socket, retried while the app's listen queue is full (EAGAIN), until the deadline.
bool connectBy(int fd, const sockaddr_un &address, Clock::time_point deadline)
{
    for (;;) {
        if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0)
            return true;
        if (errno == EINPROGRESS) {
            pollfd p = {fd, POLLOUT, 0};
            int soError = 0;
            socklen_t length = sizeof soError;
            if (::poll(&p, 1, remainingMs(deadline)) <= 0) {
                errno = ETIMEDOUT;
                return false;
            }
            if (::getsockopt(fd, SOL_SOCKET, SO_ERROR, &soError, &length) != 0 || soError != 0) {
                errno = soError;
                return false;
            }
            return true;
        }
        if (errno != EAGAIN && errno != EINTR)
            return false;
        if (remainingMs(deadline) == 0) {
            errno = ETIMEDOUT;
            return false;
        }
        ::poll(nullptr, 0, 10);
    }
}

// Only an app of this user may answer: a socket in a shared directory such as /tmp could be anyone's.
std::string peerProblem(int fd)
{
    ucred peer = {};
    socklen_t length = sizeof peer;
    if (::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &length) != 0)
        return std::string("cannot tell who serves the socket: ") + std::strerror(errno);
    if (peer.uid != ::getuid())
        return "the socket is served by another user (uid " + std::to_string(peer.uid) + "), not by Airlock";
    return {};
}

// A connection to this user's app at `socketPath`, or -1 with `error` saying why there is none. Non-blocking
// throughout: an app that hangs (its listen queue full, a reader that never reads) costs the deadline, never more.
int connectToApp(const std::string &socketPath, Clock::time_point deadline, std::string &error)
{
    sockaddr_un address = {};
    if (socketPath.size() >= sizeof address.sun_path) {
        error = "the socket path is too long: " + socketPath;
        return -1;
    }
    address.sun_family = AF_UNIX;
    std::memcpy(address.sun_path, socketPath.data(), socketPath.size());
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0 || !connectBy(fd, address, deadline)) {
        error = errno == ETIMEDOUT
                    ? "Airlock did not accept the connection in time"
                    : "Airlock is not running (nothing answers at " + socketPath + ": " + std::strerror(errno) + ")";
        if (fd >= 0)
            ::close(fd);
        return -1;
    }
    if (const std::string stranger = peerProblem(fd); !stranger.empty()) {
        error = stranger;
        ::close(fd);
        return -1;
    }
    return fd;
}

// One request and its answer over the socket; an error says why there is none (no app, broken, too slow).
std::optional<json> askApp(const std::string &socketPath, const std::string &request, Clock::time_point deadline,
                           std::string &error)
{
    const int fd = connectToApp(socketPath, deadline, error);
    if (fd < 0)
        return std::nullopt;
    const std::string out = std::string(mcp::hookwire::kGreeting) + "\n" + request + "\n";
    std::string in;
    std::size_t written = 0;
    for (;;) {
        pollfd p = {fd, short(POLLIN | (written < out.size() ? POLLOUT : 0)), 0};
        const int ready = ::poll(&p, 1, remainingMs(deadline));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0) {
            error = "Airlock did not answer in time";
            break;
        }
        if ((p.revents & POLLOUT) && written < out.size()) {
            const ssize_t n = ::send(fd, out.data() + written, out.size() - written, MSG_NOSIGNAL);
            if (n < 0 && errno != EINTR && errno != EAGAIN) {
                // The app may have answered and hung up (a request it refused): its answer is still to be read.
                error = std::string("the connection to Airlock broke: ") + std::strerror(errno);
                written = out.size();
                continue;
            }
            written += n > 0 ? std::size_t(n) : 0;
        }
        if (p.revents & (POLLIN | POLLHUP | POLLERR)) {
            char buffer[65536];
            const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
            if (n < 0 && (errno == EINTR || errno == EAGAIN))
                continue;
            if (n <= 0) {
                error = "Airlock closed the connection without an answer";
                break;
            }
            in.append(buffer, std::size_t(std::max<ssize_t>(n, 0)));
            if (const auto newline = in.find('\n'); newline != std::string::npos) {
                ::close(fd);
                json answer = json::parse(in.substr(0, newline), nullptr, false);
                if (answer.is_object())
                    return answer;
                error = "Airlock's answer is not JSON";
                return std::nullopt;
            }
        }
    }
    ::close(fd);
    return std::nullopt;
}

hook::Verdict verdictFrom(const std::string &name)
{
    if (name == "allow")
        return hook::Verdict::Allow;
    if (name == "ask")
        return hook::Verdict::Ask;
    if (name == "none")
        return hook::Verdict::None;
    return hook::Verdict::Deny;
}

int emit(const hook::Output &output)
{
    std::fwrite(output.out.data(), 1, output.out.size(), stdout);
    std::fwrite(output.err.data(), 1, output.err.size(), stderr);
    std::fflush(stdout);
    return output.exitCode;
}

// A hook that cannot even read its input blocks the command: exit 2 is a block for every agent, with the reason.
int refuse(const std::string &why)
{
    std::fprintf(stderr, "Airlock blocked this command: %s\n", why.c_str());
    return 2;
}

json requestFor(const hook::Input &input, const Options &options, int deadlineMs)
{
    return {{"id", 1},
            {"method", mcp::hookwire::kMethod},
            {"params",
             {{"agent", hook::agentName(input.agent)},
              {"event", input.event},
              {"session_id", input.sessionId},
              {"cwd", input.cwd},
              {"tool_name", input.toolName},
              {"tool_use_id", input.toolUseId},
              {"command", input.command},
              {"agent_can_ask", hook::agentCanAsk(input)},
              {"deadline_ms", deadlineMs},
              {"on_failure", options.onFailure}}}};
}

} // namespace

std::string hookAppProblem(const std::string &socketPath)
{
    std::string problem;
    const int fd = connectToApp(socketPath, Clock::now() + std::chrono::seconds(2), problem);
    if (fd >= 0)
        ::close(fd);
    return problem;
}

std::string defaultHookSocketPath()
{
    const char *xdg = std::getenv("XDG_RUNTIME_DIR");
    if (isDirectory(xdg))
        return std::string(xdg) + "/airlock.sock";
    return "/tmp/airlock-" + std::to_string(::getuid()) + "/airlock.sock";
}

namespace {

// The usage text under the name this program was started as: `airlock hook` (argv[0] is "hook") or airlock-hook.
std::string hookUsage(const char *argv0)
{
    const std::string_view started = argv0 ? argv0 : "";
    const std::string_view base = started.substr(started.rfind('/') + 1);
    const std::string program = base == "hook" || base.empty() ? "airlock hook" : std::string(base);
    return "Usage: " + program + kUsage;
}

} // namespace

int runHookClient(int argc, char **argv)
{
    const Clock::time_point started = Clock::now();
    const std::string usage = hookUsage(argc > 0 ? argv[0] : nullptr);
    if (argc >= 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)) {
        std::fputs(usage.c_str(), stdout);
        return 0;
    }
    std::string error;
    const auto options = parseOptions(argc, argv, error);
    if (!options && error == "help") {
        std::fputs(usage.c_str(), stdout);
        return 0;
    }
    if (!options)
        return refuse(error + "\n\n" + usage);
    // A little under the agent's own timeout, so that the answer still reaches it.
    const int timeoutSecs = options->timeoutSecs.value_or(hook::defaultTimeoutSecs(options->agent) - 5);
    const Clock::time_point deadline = started + std::chrono::seconds(std::max(1, timeoutSecs));
    const auto text = readInput(deadline, error);
    if (!text)
        return refuse(error);
    if (text->find('\0') != std::string::npos)
        return refuse("the hook input holds a NUL byte (it is not JSON text)");
    const auto parsed = hook::parseInput(options->agent, *text);
    if (const auto *why = std::get_if<std::string>(&parsed))
        return refuse(*why);
    const hook::Input &input = std::get<hook::Input>(parsed);
    if (!input.isShell)
        return 0; // another tool matched the hook: not Airlock's to judge
    const int deadlineMs = std::max(0, remainingMs(deadline) - 250);
    const std::string request =
        requestFor(input, *options, deadlineMs).dump(-1, ' ', false, json::error_handler_t::replace);
    // The app could not even read a request this long; it would deny the command as too long to judge anyway.
    if (request.size() >= std::size_t(mcp::hookwire::kMaxRequestBytes))
        return emit(hook::render(input, hook::Verdict::Deny,
                                 "Airlock cannot judge this command: the command is " +
                                     std::to_string(input.command.size()) +
                                     " bytes; Airlock judges commands of up to 1 MiB"));
    const auto answer = askApp(options->socketPath, request, deadline, error);
    if (answer && answer->contains("result") && (*answer)["result"].is_object()) {
        const json &result = (*answer)["result"];
        return emit(hook::render(input, verdictFrom(result.value("verdict", std::string())),
                                 result.value("reason", std::string())));
    }
    if (answer && answer->contains("error") && (*answer)["error"].is_object())
        error = "Airlock refused the request: " + (*answer)["error"].value("message", std::string("no reason"));
    const bool asks = options->onFailure == "ask" && hook::agentCanAsk(input);
    return emit(hook::render(input, asks ? hook::Verdict::Ask : hook::Verdict::Deny,
                             asks ? "Airlock could not judge this command (" + error + "); please decide here."
                                  : "Denied because Airlock could not judge this command: " + error));
}

} // namespace airlock::app
