#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Airlock developers
# Lists the functions in src/**/*.cpp longer than N lines (default 100), longest first, as `file:line name lines`,
# then a count, then the source files in src/ over M lines (default 600).
#   tools/function-sizes.sh [-n N] [-f M] [--headers] [PATH...]    PATH: files or folders, default src
# A function's lines run from the first line of its signature to its closing brace. Lambdas, local classes and
# nested blocks count as part of the function around them.
#
# This is a brace matcher, not a C++ parser. It blanks comments, string and character literals (raw strings too) and
# preprocessor lines, then walks the braces: a `{` at namespace or class scope opens a function body when the text
# before it since the last `;`, `{` or `}` holds a top-level `(` and is no variable's initialiser (no top-level `=`
# before that `(`). Namespaces, classes, structs, unions, enums and extern "C" are scopes it descends into. Known gaps:
# a lambda or brace initialiser stored in a namespace-scope variable is not counted as a function; macros that expand
# to a signature, or braces split by #if branches, can confuse it; the name is the identifier before the first
# top-level `(`, so an odd declarator may be misnamed. Good enough to find long functions, not to prove there are none.
import argparse
import os
import re
import signal
import sys

CONTAINER = re.compile(r"\b(namespace|class|struct|union|enum|extern)\b")
ACCESS = re.compile(r"(^|\s)(public|protected|private|signals|Q_SIGNALS|(public|protected|private)\s+(slots|Q_SLOTS))\s*$")
INIT_LIST = re.compile(r"\)\s*(?:const\b|noexcept\b|override\b|final\b|mutable\b|\s)*:(?!:)")
NAME = re.compile(r"((?:[A-Za-z_~][\w]*\s*(?:<[^()]*>)?\s*::\s*)*(?:operator\s*[^\s(]+|operator\s*\(\s*\)|~?[A-Za-z_]\w*))\s*$")


def blank(text):
    """The text with comments, literals and preprocessor lines turned to spaces; newlines are kept."""
    out = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if c == "\n":
            out.append(c)
            line_start = True
            i += 1
            continue
        if line_start and c in " \t":
            out.append(c)
            i += 1
            continue
        if line_start and c == "#":
            # a preprocessor line, with its backslash continuations
            while i < n and not (text[i] == "\n" and text[i - 1] != "\\"):
                out.append("\n" if text[i] == "\n" else " ")
                i += 1
            continue
        line_start = False
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                out.append(" ")
                i += 1
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.extend("\n" if ch == "\n" else " " for ch in text[i:end])
            i = end
            continue
        raw = re.match(r'(?:u8|u|U|L)?R"([^()\\ \n]{0,16})\(', text[i : i + 24])
        if raw and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            close = ")" + raw.group(1) + '"'
            end = text.find(close, i + raw.end())
            end = n if end < 0 else end + len(close)
            out.append('"')
            out.extend("\n" if ch == "\n" else " " for ch in text[i + 1 : end - 1])
            out.append('"')
            i = end
            continue
        if c == "'" and i > 0 and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum():
            # a digit separator (1'000), unless it is a prefixed character literal (u'x'); both are harmless here
            out.append(" ")
            i += 1
            continue
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c)
            out.extend(" " for _ in text[i + 1 : j])
            if j < n and text[j] == c:
                out.append(c)
                j += 1
            i = j
            continue
        out.append(c)
        i += 1
    return "".join(out)


def top_level(stmt):
    """The statement with everything inside (), [] and <...> of a template argument list dropped, roughly."""
    depth = 0
    res = []
    for ch in stmt:
        if ch in "([":
            if depth == 0:
                res.append(ch)
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
            if depth == 0:
                res.append(ch)
        elif depth == 0:
            res.append(ch)
    return "".join(res)


def function_name(stmt):
    depth = 0
    angle = 0
    for k, ch in enumerate(stmt):
        if ch == "<" and depth == 0 and not stmt[:k].rstrip().endswith("operator"):
            angle += 1
        elif ch == ">" and depth == 0 and angle > 0 and stmt[k - 1] != "-":
            angle -= 1
        elif ch == "(":
            if depth == 0 and angle == 0:
                m = NAME.search(stmt[:k])
                if m:
                    return re.sub(r"\s+", "", m.group(1))
                return "?"
            depth += 1
        elif ch == ")":
            depth -= 1
    return "?"


def classify(stmt, before_brace):
    """What a `{` at namespace or class scope opens: 'function', 'scope' or 'init' (an initialiser or the like)."""
    if stmt.count("(") > stmt.count(")") or stmt.count("[") > stmt.count("]"):
        return "init"  # a brace inside an argument list: a default argument, a braced argument
    flat = top_level(stmt)
    if "(" not in flat:
        return "scope" if CONTAINER.search(flat) else "init"
    head = flat[: flat.index("(")]
    if re.search(r"(?<![=!<>+\-*/%&|^])=(?!=)", head) and not re.search(r"\boperator\s*\S*$", head):
        return "init"
    if re.search(r"=\s*$", flat) or flat.rstrip().endswith((",", "return")):
        return "init"
    if INIT_LIST.search(stmt) and re.search(r"[\w>]$", before_brace.rstrip()):
        return "init"  # a member's brace initialiser in a constructor's initialiser list
    if re.match(r"\s*(?:template\s*<[^{]*>\s*)?(?:class|struct|union|enum)\b", stmt) and not INIT_LIST.search(stmt):
        return "scope"
    return "function"


def functions(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = blank(f.read())
    found = []
    stack = []  # per open brace: 'scope', 'function', 'init' or 'block'
    stmt, stmt_line = "", 0
    fn_start, fn_name, fn_depth = 0, "", -1
    line = 1
    for ch in text:
        if ch == "\n":
            line += 1
        in_scope = all(kind == "scope" for kind in stack)
        if not in_scope:
            if ch == "{":
                stack.append("block")
            elif ch == "}":
                kind = stack.pop()
                if kind == "function" and len(stack) == fn_depth:
                    found.append((path, fn_start, fn_name, line - fn_start + 1))
                    stmt = ""
                elif kind == "init" and all(k == "scope" for k in stack):
                    pass  # back at scope level, the statement goes on (to a `;` or a body)
            continue
        if ch == "{":
            kind = classify(stmt, stmt)
            if kind == "function":
                fn_start, fn_name, fn_depth = stmt_line, function_name(stmt), len(stack)
            stack.append(kind)
            if kind != "init":
                stmt = ""
            else:
                stmt += ch
            continue
        if ch == "}":
            if stack:
                stack.pop()
            stmt = ""
            continue
        if ch == ";":
            stmt = ""
            continue
        if not stmt.strip() and not ch.isspace():
            stmt_line = line
        stmt += ch
        if ch == ":" and ACCESS.search(stmt[:-1]):
            stmt = ""
    return found


def sources(paths, exts):
    for p in paths:
        if os.path.isfile(p):
            yield p
            continue
        for root, dirs, files in os.walk(p):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(exts):
                    yield os.path.join(root, name)


def main():
    ap = argparse.ArgumentParser(description="Long functions and long files in src/ (a brace matcher, see header).")
    ap.add_argument("-n", type=int, default=100, help="list functions longer than N lines (default 100)")
    ap.add_argument("-f", type=int, default=600, help="list source files longer than M lines (default 600)")
    ap.add_argument("--headers", action="store_true", help="look for functions in *.h too")
    ap.add_argument("paths", nargs="*", help="files or folders (default: src)")
    args = ap.parse_args()
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet under `| head`
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    paths = args.paths or ["src"]

    fn_exts = (".cpp", ".h") if args.headers else (".cpp",)
    long_fns = [f for path in sources(paths, fn_exts) for f in functions(path) if f[3] > args.n]
    long_fns.sort(key=lambda f: (-f[3], f[0], f[1]))
    for path, start, name, length in long_fns:
        print(f"{path}:{start} {name} {length}")
    print(f"{len(long_fns)} function(s) over {args.n} lines")

    long_files = []
    for path in sources(paths, (".cpp", ".h")):
        with open(path, encoding="utf-8", errors="replace") as f:
            count = sum(1 for _ in f)
        if count > args.f:
            long_files.append((count, path))
    for count, path in sorted(long_files, reverse=True):
        print(f"{path} {count} lines")
    print(f"{len(long_files)} file(s) over {args.f} lines")


if __name__ == "__main__":
    sys.exit(main())
