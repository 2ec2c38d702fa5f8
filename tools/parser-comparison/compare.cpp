// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Measures Airlock's hand-written bash parser against the tree-sitter bash grammar, on the command corpora, on
// hostile inputs and on a few commands that show what each tree gives a danger rule. `bash -n` is the referee for
// what is valid bash. run.sh builds this and passes the corpus as NUL-separated "label<US>command" records.
//
//   compare CORPUS.bin                 the whole report (markdown)
//   compare --differential DIR…        bash -n against both parsers on every file in DIR… (the fuzzers' corpora)
//   compare --one CASE PARSER          one hostile input in this process (run.sh never calls this: the report
//                                      spawns it so that each hostile case gets a clean peak RSS and a timeout)
#include "safety/ShellParser.h"

#include <tree_sitter/api.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fcntl.h>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern "C" const TSLanguage *tree_sitter_bash(void);

namespace {

using Clock = std::chrono::steady_clock;

// The 0.20 runtime has no ts_node_is_error; an ERROR node is the builtin symbol (TSSymbol)-1.
bool isError(TSNode node)
{
    return ts_node_symbol(node) == static_cast<TSSymbol>(-1);
}
constexpr int kRepeats = 21;             // each corpus command is parsed this often; its time is the median
constexpr unsigned kHostileTimeout = 60; // seconds before a hostile case counts as a hang
constexpr std::size_t kMiB = 1 << 20;

double microsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * (v.size() - 1) + 0.5))];
}

// One line of a markdown table cell: newlines and pipes would break the table.
std::string cell(std::string_view s, std::size_t max = 90)
{
    std::string out;
    for (unsigned char c : s.substr(0, max)) {
        if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else if (c == '|')
            out += "\\|";
        else if (c < 0x20 || c == 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
        } else
            out += static_cast<char>(c);
    }
    if (s.size() > max)
        out += "…";
    return out;
}

// ---- the two parsers, behind one shape ---------------------------------------------------------------------------

struct Verdict {
    bool error = false;
    std::string detail; // why (ours: its first message; tree-sitter: where the first ERROR/MISSING node is)
};

// tree-sitter: ERROR and MISSING nodes are its only way of saying "not valid bash". The walk visits every node
// because anything that uses the tree (a danger rule) has to, so it is part of the honest cost.
struct TreeSitter {
    TSParser *parser = ts_parser_new();
    TreeSitter() { ts_parser_set_language(parser, tree_sitter_bash()); }
    ~TreeSitter() { ts_parser_delete(parser); }

    Verdict parse(std::string_view text, bool walk = true) const
    {
        TSTree *tree = ts_parser_parse_string(parser, nullptr, text.data(), static_cast<uint32_t>(text.size()));
        Verdict v;
        TSNode root = ts_tree_root_node(tree);
        v.error = ts_node_has_error(root);
        if (walk) {
            std::size_t errors = 0, missing = 0;
            TSTreeCursor cursor = ts_tree_cursor_new(root);
            for (bool more = true; more;) {
                TSNode node = ts_tree_cursor_current_node(&cursor);
                if (ts_node_is_missing(node) || isError(node)) {
                    if (errors + missing == 0)
                        v.detail = std::string(ts_node_is_missing(node) ? "MISSING " : "ERROR ") + "at byte "
                                   + std::to_string(ts_node_start_byte(node));
                    ++(ts_node_is_missing(node) ? missing : errors);
                }
                if (ts_tree_cursor_goto_first_child(&cursor))
                    continue;
                while (!ts_tree_cursor_goto_next_sibling(&cursor))
                    if (!ts_tree_cursor_goto_parent(&cursor)) {
                        more = false;
                        break;
                    }
            }
            ts_tree_cursor_delete(&cursor);
            if (errors + missing > 1)
                v.detail += " (" + std::to_string(errors) + " ERROR, " + std::to_string(missing) + " MISSING)";
        }
        ts_tree_delete(tree);
        return v;
    }
};

Verdict parseOurs(std::string_view text)
{
    const airlock::safety::ParseTree tree = airlock::safety::ShellParser::parse(text);
    Verdict v;
    v.error = !tree.ok();
    if (v.error)
        v.detail = tree.errors.front();
    return v;
}

// ---- processes: bash -n, and hostile cases in a child of their own -----------------------------------------------

struct Finished {
    int status = 0;
    std::string output; // stdout and stderr
    long maxRssKiB = 0;
    double micros = 0;
    bool ok() const { return WIFEXITED(status) && WEXITSTATUS(status) == 0; }
    std::string how() const
    {
        if (WIFSIGNALED(status))
            return WTERMSIG(status) == SIGALRM ? "hang (>" + std::to_string(kHostileTimeout) + " s)"
                                               : std::string("killed by ") + strsignal(WTERMSIG(status));
        return "exit " + std::to_string(WEXITSTATUS(status));
    }
};

// fork + exec, with an alarm that survives exec: a child that runs too long dies of SIGALRM.
Finished run(const std::vector<std::string> &argv, unsigned timeout = kHostileTimeout)
{
    int out[2];
    if (pipe(out) != 0)
        std::abort();
    const auto start = Clock::now();
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(out[1], 1);
        dup2(out[1], 2);
        close(out[0]);
        close(out[1]);
        const int devnull = open("/dev/null", O_RDONLY);
        dup2(devnull, 0);
        alarm(timeout);
        std::vector<char *> args;
        for (const std::string &a : argv)
            args.push_back(const_cast<char *>(a.c_str()));
        args.push_back(nullptr);
        execvp(args[0], args.data());
        _exit(127);
    }
    close(out[1]);
    Finished f;
    char buf[4096];
    for (ssize_t n; (n = read(out[0], buf, sizeof buf)) > 0;)
        f.output.append(buf, static_cast<std::size_t>(n));
    close(out[0]);
    rusage usage{};
    wait4(pid, &f.status, 0, &usage);
    f.micros = microsSince(start);
    f.maxRssKiB = usage.ru_maxrss;
    return f;
}

// `bash -n -c -- TEXT` parses without running anything (`--`: a text starting with - or + is not an option). The corpus holds `rm -rf /` and worse, so check that before trusting it.
void checkBashDoesNotRun()
{
    char path[] = "/tmp/parser-comparison-canaryXXXXXX";
    const int fd = mkstemp(path);
    close(fd);
    unlink(path);
    run({"bash", "-n", "-c", "--", std::string("touch ") + path});
    if (access(path, F_OK) == 0) {
        std::fprintf(stderr, "bash -n ran a command: refusing to feed it the corpus\n");
        std::exit(2);
    }
}

// `bash -n` is the referee, but its exit status alone is not: a broken `[[ … ]]` prints "conditional binary operator
// expected" and still exits 0. So valid means exit 0 and nothing printed but warnings (a heredoc ended by the end of
// the text is a warning, and bash runs such a text).
bool bashAccepts(const Finished &f)
{
    if (!f.ok())
        return false;
    std::istringstream lines(f.output);
    for (std::string line; std::getline(lines, line);)
        if (line.find("warning:") == std::string::npos)
            return false;
    return true;
}

// ---- hostile inputs ------------------------------------------------------------------------------------------------

struct Hostile {
    const char *name;
    const char *what;
    std::function<std::string()> make;
};

std::string repeatTo(std::string_view head, std::string_view unit, std::size_t size, std::string_view tail = "")
{
    std::string s(head);
    while (s.size() + unit.size() + tail.size() <= size)
        s += unit;
    return s += tail;
}

const std::vector<Hostile> &hostileCases()
{
    static const std::vector<Hostile> cases = {
        {"echo-1mib", "`echo aaaa…` (1 MiB word)", [] { return repeatTo("echo ", "a", kMiB); }},
        {"unclosed-dquote", "`echo \"aaaa…` (1 MiB, no closing quote)", [] { return repeatTo("echo \"", "a", kMiB); }},
        {"nul-byte", "`echo a<NUL>b; rm -rf /`", [] { return std::string("echo a\0b; rm -rf /", 18); }},
        {"invalid-utf8", "`echo \\xff\\xfe\\xc3 …` (1 MiB of invalid UTF-8 words)",
         [] { return repeatTo("echo", " \xff\xfe\xc3", kMiB); }},
        {"deep-cmdsub", "`echo $($($(… x …)))` 10000 deep", [] {
             return "echo " + repeatTo("", "$(", 20000) + "x" + repeatTo("", ")", 10000);
         }},
        {"deep-subshell", "`( ( ( … x … ) ) )` 10000 deep",
         [] { return repeatTo("", "( ", 20000) + "x" + repeatTo("", " )", 20000); }},
        // Ends in `true` so that the text is valid bash: a trailing `&&` would make it trivially incomplete.
        {"long-list", "`ls | grep x && …` to 1 MiB, then `true`",
         [] { return repeatTo("", "ls | grep x && ", kMiB, "true"); }},
    };
    return cases;
}

// Child mode: parse one hostile case once and print "micros error detail".
int runOne(std::string_view name, std::string_view parser)
{
    for (const Hostile &h : hostileCases()) {
        if (h.name != name)
            continue;
        const std::string text = h.make();
        TreeSitter ts;
        const auto start = Clock::now();
        const Verdict v = parser == "ours" ? parseOurs(text) : ts.parse(text);
        std::printf("%.0f %d %s\n", microsSince(start), v.error ? 1 : 0, cell(v.detail, 60).c_str());
        return 0;
    }
    return 2;
}

// ---- the report ----------------------------------------------------------------------------------------------------

struct Command {
    std::string label, text;
    bool bashValid = true;
    std::string bashMessage;
};

std::vector<Command> readCorpus(const char *path)
{
    std::ifstream in(path, std::ios::binary);
    std::vector<Command> commands;
    for (std::string record; std::getline(in, record, '\0');) {
        const std::size_t sep = record.find('\x1f');
        commands.push_back({record.substr(0, sep), record.substr(sep + 1)});
    }
    return commands;
}

struct Figures {
    std::string name;
    std::vector<double> micros;
    std::size_t bytes = 0;
    std::vector<std::pair<const Command *, Verdict>> errors, falseErrors, missedErrors;
};

Figures measure(const std::string &name, const std::vector<Command> &corpus,
                const std::function<Verdict(std::string_view)> &parse, int repeats = kRepeats)
{
    Figures f{name};
    for (const Command &c : corpus) {
        std::vector<double> runs;
        Verdict v;
        for (int i = 0; i < repeats; ++i) {
            const auto start = Clock::now();
            v = parse(c.text);
            runs.push_back(microsSince(start));
        }
        f.micros.push_back(percentile(runs, 0.5));
        f.bytes += c.text.size();
        if (v.error)
            f.errors.emplace_back(&c, v);
        if (v.error && c.bashValid)
            f.falseErrors.emplace_back(&c, v);
        if (!v.error && !c.bashValid)
            f.missedErrors.emplace_back(&c, v);
    }
    return f;
}

void listDisagreements(const char *title, const std::vector<std::pair<const Command *, Verdict>> &rows,
                       std::size_t max)
{
    std::printf("\n#### %s: %zu\n\n", title, rows.size());
    if (rows.empty())
        return;
    std::printf("| input | command | parser says | bash -n says |\n|---|---|---|---|\n");
    for (std::size_t i = 0; i < rows.size() && i < max; ++i) {
        const auto &[c, v] = rows[i];
        std::printf("| %s | `%s` | %s | %s |\n", c->label.c_str(), cell(c->text).c_str(),
                    cell(!v.error ? "no error" : v.detail.empty() ? "error" : v.detail, 70).c_str(),
                    cell((c->bashValid ? "valid " : "") + c->bashMessage, 90).c_str());
    }
    if (rows.size() > max)
        std::printf("| … | %zu more | | |\n", rows.size() - max);
}

// Disagreements counted by kind: the message without its positions and quoted specifics, so that deliberate
// strictness (nesting limits, heredoc bodies parsed) shows apart from real gaps.
std::string kindOf(std::string message)
{
    if (const std::size_t at = message.find(" (at byte"); at != std::string::npos)
        message.erase(at);
    if (message.rfind("ERROR at", 0) == 0 || message.rfind("MISSING at", 0) == 0)
        message.erase(message.find(' '));
    if (message.rfind("bash: -c: line ", 0) == 0)
        message.erase(0, message.find(':', 15) + 2);
    for (std::size_t open; (open = message.find('`')) != std::string::npos;) {
        const std::size_t close = message.find('\'', open + 1) < message.find('`', open + 1)
                                      ? message.find('\'', open + 1) : message.find('`', open + 1);
        if (close == std::string::npos)
            break;
        message.replace(open, close - open + 1, "«X»");
    }
    return message;
}

void listKinds(const char *title, const std::vector<std::pair<const Command *, Verdict>> &rows, bool byBash)
{
    std::map<std::string, std::size_t> counts;
    for (const auto &[c, v] : rows)
        ++counts[kindOf(byBash ? c->bashMessage : v.detail)];
    std::vector<std::pair<std::size_t, std::string>> sorted;
    for (const auto &[kind, n] : counts)
        sorted.emplace_back(n, kind);
    std::sort(sorted.rbegin(), sorted.rend());
    std::printf("\n%s:", title);
    for (std::size_t i = 0; i < sorted.size() && i < 8; ++i)
        std::printf("%s %zu × %s", i ? ";" : "", sorted[i].first, cell(sorted[i].second, 70).c_str());
    if (sorted.size() > 8)
        std::printf("; %zu other kinds", sorted.size() - 8);
    std::printf("\n");
}

// What each tree hands a danger rule for a few commands that matter: argv after quote removal, heredoc bodies, the
// text of `bash -c`.
void showExamples()
{
    static const char *examples[] = {
        "rm -rf \"$HOME\"/x",  "a\\ b -c", "echo $'x\\ty'", "cat <<EOF\nrm -rf /\nEOF",
        "bash -c 'rm -rf \"/tmp/$(id -u)\"'", "git commit -m \"fix: $(date)\"",
    };
    TreeSitter ts;
    std::printf("\n### What each tree gives a danger rule\n");
    for (const char *text : examples) {
        TSTree *tree = ts_parser_parse_string(ts.parser, nullptr, text, static_cast<uint32_t>(std::strlen(text)));
        char *sexp = ts_node_string(ts_tree_root_node(tree));
        std::printf("\n`%s`\n- tree-sitter: `%s`\n- ours:", cell(text).c_str(), sexp);
        std::free(sexp);
        ts_tree_delete(tree);
        const airlock::safety::ParseTree ours = airlock::safety::ShellParser::parse(text);
        for (const auto &cmd : ours.commands) {
            std::printf(" [");
            for (const auto &w : cmd.words)
                std::printf(" «%s»%s%s", cell(w.text).c_str(), w.quoted ? "q" : "", w.expanded ? "e" : "");
            for (const auto &r : cmd.redirects)
                std::printf(" %s«%s» body«%s»", r.op.c_str(), cell(r.target.text).c_str(), cell(r.heredoc).c_str());
            std::printf(" ]");
            if (cmd.parent >= 0)
                std::printf("(substitution in command %d)", cmd.parent);
        }
        std::printf("\n");
    }
    std::printf("\n(ours: «word» after quote removal; q = quoted, e = holds an expansion; each [ ] is one simple "
                "command, substitutions included)\n");
}

int report(const char *corpusPath, const char *self)
{
    std::vector<Command> corpus = readCorpus(corpusPath);
    checkBashDoesNotRun();
    std::size_t bashInvalid = 0;
    for (Command &c : corpus) {
        const Finished f = run({"bash", "-n", "-c", "--", c.text});
        c.bashValid = bashAccepts(f);
        // Its first line: the error, or a warning for a valid text (a heredoc ended by the end of the text).
        c.bashMessage = f.output.substr(0, f.output.find('\n'));
        bashInvalid += !c.bashValid;
    }

    // Warm up caches and the allocator once, so that the first commands are not charged for it.
    TreeSitter ts;
    for (const Command &c : corpus)
        (void)ts.parse(c.text), (void)parseOurs(c.text);
    const Figures figures[] = {
        measure("ours (ShellParser::parse)", corpus, parseOurs),
        measure("tree-sitter (parse only)", corpus, [&](std::string_view t) { return ts.parse(t, false); }),
        measure("tree-sitter (parse + walk)", corpus, [&](std::string_view t) { return ts.parse(t); }),
    };

    std::printf("### Corpus: %zu commands (%zu bytes), %zu of them invalid by `bash -n`\n\n", corpus.size(),
                figures[0].bytes, bashInvalid);
    std::printf("| parser | median µs | p99 µs | max µs | MB/s (sum of medians) | with errors | false errors "
                "(bash -n: valid) | missed errors (bash -n: invalid) |\n|---|---|---|---|---|---|---|---|\n");
    for (const Figures &f : figures) {
        double total = 0;
        for (double m : f.micros)
            total += m;
        std::printf("| %s | %.1f | %.1f | %.1f | %.1f | %zu | %zu | %zu |\n", f.name.c_str(),
                    percentile(f.micros, 0.5), percentile(f.micros, 0.99), percentile(f.micros, 1.0),
                    static_cast<double>(f.bytes) / total, f.errors.size(), f.falseErrors.size(),
                    f.missedErrors.size());
    }
    listDisagreements("Corpus commands where tree-sitter reports ERROR/MISSING", figures[2].errors, 20);
    listDisagreements("tree-sitter disagrees with bash -n: false errors", figures[2].falseErrors, 20);
    listDisagreements("tree-sitter disagrees with bash -n: missed errors", figures[2].missedErrors, 20);
    listDisagreements("Ours disagrees with bash -n: false errors", figures[0].falseErrors, 1000);
    listDisagreements("Ours disagrees with bash -n: missed errors", figures[0].missedErrors, 1000);

    std::printf("\n### Hostile inputs (each parse in a fresh process; peak RSS of that process)\n\n");
    std::printf("| input | bytes | bash -n | parser | time ms | error? | peak RSS MiB | outcome |\n"
                "|---|---|---|---|---|---|---|---|\n");
    for (const Hostile &h : hostileCases()) {
        const std::string text = h.make();
        // bash gets the text as a file: 1 MiB does not fit in one argv string (MAX_ARG_STRLEN is 128 KiB).
        char path[] = "/tmp/parser-comparison-hostileXXXXXX";
        const int fd = mkstemp(path);
        if (write(fd, text.data(), text.size()) != static_cast<ssize_t>(text.size()))
            std::abort();
        close(fd);
        Finished bash = run({"bash", "-n", path});
        unlink(path);
        for (std::size_t at; (at = bash.output.find(path)) != std::string::npos;)
            bash.output.replace(at, std::strlen(path), "FILE");
        bash.output = bash.output.substr(0, bash.output.find('\n'));
        const std::string bashSays = bashAccepts(bash) ? "valid" : bash.how() + ": " + cell(bash.output, 60);
        for (const char *parser : {"ours", "tree-sitter"}) {
            const Finished f = run({self, "--one", h.name, parser});
            double micros = 0;
            int error = 0;
            char detail[128] = "";
            const bool parsed = f.ok() && std::sscanf(f.output.c_str(), "%lf %d %127[^\n]", &micros, &error, detail) >= 2;
            char millis[32] = "-";
            if (parsed)
                std::snprintf(millis, sizeof millis, "%.2f", micros / 1000);
            std::printf("| %s | %zu | %s | %s | %s | %s | %.1f | %s |\n", cell(h.what).c_str(), text.size(),
                        bashSays.c_str(), parser, millis,
                        parsed ? (error ? ("yes: " + std::string(detail)).c_str() : "no") : "-",
                        f.maxRssKiB / 1024.0, parsed ? "ok" : f.how().c_str());
        }
        std::printf("| | | | bash -n | %.2f | | %.1f | %s |\n", bash.micros / 1000, bash.maxRssKiB / 1024.0,
                    bash.how().c_str());
    }
    showExamples();
    return 0;
}

// The fuzzers' corpora as a differential test: thousands of odd but mostly short texts, each judged by bash -n and
// both parsers. Texts bash cannot take as an argument (a NUL byte, over 100 KiB) are left out.
int differential(const std::vector<std::string> &dirs)
{
    std::vector<Command> inputs;
    std::size_t skipped = 0;
    for (const std::string &dir : dirs) {
        std::vector<std::filesystem::path> files;
        for (const auto &entry : std::filesystem::directory_iterator(dir))
            files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const auto &file : files) {
            std::ifstream in(file, std::ios::binary);
            std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            if (text.find('\0') != std::string::npos || text.size() > 100 * 1024) {
                ++skipped;
                continue;
            }
            inputs.push_back({file.parent_path().parent_path().filename().string() + "/" + file.filename().string()
                                  .substr(0, 8), text});
        }
    }
    checkBashDoesNotRun();
    std::size_t bashInvalid = 0, bashDied = 0;
    for (Command &c : inputs) {
        const Finished f = run({"bash", "-n", "-c", "--", c.text}, 10);
        c.bashValid = bashAccepts(f);
        c.bashMessage = WIFSIGNALED(f.status) ? f.how() : f.output.substr(0, f.output.find('\n'));
        bashInvalid += !c.bashValid;
        bashDied += WIFSIGNALED(f.status);
    }
    TreeSitter ts;
    const Figures figures[] = {
        measure("ours", inputs, parseOurs, 1),
        measure("tree-sitter", inputs, [&](std::string_view t) { return ts.parse(t); }, 1),
    };
    std::printf("\n### Differential on the fuzzers' corpora: %zu inputs (%zu left out: NUL or > 100 KiB), %zu invalid "
                "by `bash -n` (%zu of them crashed or hung bash)\n\n",
                inputs.size(), skipped, bashInvalid, bashDied);
    std::printf("| parser | median µs | p99 µs | max µs | with errors | false errors (bash -n: valid) | missed errors "
                "(bash -n: invalid) | agrees with bash -n |\n|---|---|---|---|---|---|---|---|\n");
    for (const Figures &f : figures)
        std::printf("| %s | %.1f | %.1f | %.1f | %zu | %zu | %zu | %.1f %% |\n", f.name.c_str(),
                    percentile(f.micros, 0.5), percentile(f.micros, 0.99), percentile(f.micros, 1.0),
                    f.errors.size(), f.falseErrors.size(), f.missedErrors.size(),
                    100.0 * static_cast<double>(inputs.size() - f.falseErrors.size() - f.missedErrors.size())
                        / static_cast<double>(std::max<std::size_t>(inputs.size(), 1)));
    for (const Figures &f : figures) {
        listKinds((f.name + ", false errors by its message").c_str(), f.falseErrors, false);
        listKinds((f.name + ", missed errors by bash's message").c_str(), f.missedErrors, true);
    }
    // DIFF_LIST=N lists N of each instead of 10.
    const std::size_t shown = std::getenv("DIFF_LIST") ? std::strtoul(std::getenv("DIFF_LIST"), nullptr, 10) : 10;
    for (const Figures &f : figures) {
        listDisagreements((f.name + ": false errors").c_str(), f.falseErrors, shown);
        listDisagreements((f.name + ": missed errors").c_str(), f.missedErrors, shown);
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc == 4 && std::string_view(argv[1]) == "--one")
        return runOne(argv[2], argv[3]);
    if (argc >= 3 && std::string_view(argv[1]) == "--differential")
        return differential(std::vector<std::string>(argv + 2, argv + argc));
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s CORPUS.bin | --differential DIR… | --one CASE ours|tree-sitter\n", argv[0]);
        return 2;
    }
    std::printf("tree-sitter runtime accepts language ABI %d–%d; tree-sitter-bash grammar has ABI %u\n\n",
                TREE_SITTER_MIN_COMPATIBLE_LANGUAGE_VERSION, TREE_SITTER_LANGUAGE_VERSION,
                ts_language_version(tree_sitter_bash()));
    char self[4096];
    const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    self[n > 0 ? n : 0] = '\0';
    return report(argv[1], self);
}
