#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Airlock developers
"""Extract gitleaks' public rule test cases into tests/data/gitleaks-cases.jsonl.

gitleaks (MIT, see tests/data/gitleaks-LICENSE) validates every rule in cmd/generate/config/rules/*.go against a
list of true positives (tps) and false positives (fps). This script reads those Go files from a gitleaks checkout or
bare git directory and evaluates the small subset of Go they are written in (string literals, +, []string{...},
map literals, append, fmt.Sprintf and gitleaks' sample helpers), so that bench_gitleaks can run the cases through
`airlock redact` without network access or a Go toolchain. It contains none of gitleaks' Go code or patterns; it
reads them from the checkout it is given.

Usage: tools/gitleaks-cases.py PATH [--rev REV] [--out tests/data/gitleaks-cases.jsonl]
       PATH is a work tree (has cmd/generate/config/rules) or a git directory (read with `git show REV:...`).

Output, one JSON object per line, sorted by rule then kind then order in the source:
  {"rule": "<gitleaks rule id>", "kind": "tp"|"fp", "text": "...", "secrets": [...], "how": "..."}
  secrets (tp only): the parts that are the secret, when knowable: "how" says how they were found:
    "sample"   the secret argument of utils.GenerateSampleSecret(s) (the text is that helper's template around it)
    "regex"    gitleaks' own pattern for the rule, run here with Python's re on the literal text (its secret group
               or first non-empty group; for the generated semi-generic/unique-token patterns, the secret part only)
    "tokens"   neither worked: the text's words of 8+ characters that mix letters and digits
  fps whose text is also a tp of any rule (gitleaks reuses one rule's secrets as another rule's fps) are dropped.
Secrets that gitleaks draws at random (secrets.NewSecret(regex)) are drawn here by a small generator for the regex
subset they use (literals, escapes, classes, groups with alternation, ?, *, +, {n}, {n,m}), seeded by rule id and
call number, so the file is the same on every run. Nothing is skipped unless the script says so in its summary.
"""

import argparse
import base64
import json
import os
import random
import re
import subprocess
import sys

RULES_DIR = "cmd/generate/config/rules"


# ---------------------------------------------------------------- reading the source

class Source:
    def __init__(self, path, rev):
        self.path, self.rev = path, rev
        self.tree = os.path.isdir(os.path.join(path, RULES_DIR))

    def git(self, *args):
        base = ["git", "-C", self.path] if self.tree else ["git", "--git-dir", self.path]
        return subprocess.run(base + list(args), check=True, capture_output=True, text=True).stdout

    def commit(self):
        try:
            return self.git("rev-parse", self.rev).strip()
        except (subprocess.CalledProcessError, FileNotFoundError):
            return "unknown (not a git checkout)"

    def rule_files(self):
        if self.tree:
            names = sorted(os.listdir(os.path.join(self.path, RULES_DIR)))
            return [(n, open(os.path.join(self.path, RULES_DIR, n), encoding="utf-8").read())
                    for n in names if n.endswith(".go") and not n.endswith("_test.go")]
        names = self.git("ls-tree", "--name-only", self.rev + ":" + RULES_DIR).split()
        return [(n, self.git("show", f"{self.rev}:{RULES_DIR}/{n}"))
                for n in sorted(names) if n.endswith(".go") and not n.endswith("_test.go")]


# ---------------------------------------------------------------- Go tokens

TOKEN = re.compile(r"""
    (?P<ws>[ \t\r]+) | (?P<nl>\n) | (?P<lc>//[^\n]*) | (?P<bc>/\*.*?\*/)
  | (?P<raw>`[^`]*`) | (?P<str>"(?:\\.|[^"\\\n])*") | (?P<rune>'(?:\\.|[^'\\\n])+')
  | (?P<num>\d+(?:\.\d+)?) | (?P<id>[A-Za-z_][A-Za-z_0-9]*)
  | (?P<op>\.\.\.|:=|&&|\|\||==|!=|<=|>=|\+\+|--|\+=|[-+*/%&|^!<>=(){}\[\],;:.])
""", re.S | re.X)

SEMI_AFTER = {"id", "s", "num"}


def unquote(s):
    body, i = s[1:-1], 0
    simple = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "'": "'", "\\": "\\", "a": "\a", "b": "\b", "f": "\f",
              "v": "\v"}
    raw = bytearray()
    while i < len(body):
        c = body[i]
        if c != "\\":
            raw += c.encode("utf-8")
            i += 1
            continue
        e = body[i + 1]
        if e in simple:
            raw += simple[e].encode()
            i += 2
        elif e == "x":
            raw.append(int(body[i + 2:i + 4], 16))
            i += 4
        elif e in "uU":
            n = 4 if e == "u" else 8
            raw += chr(int(body[i + 2:i + 2 + n], 16)).encode("utf-8")
            i += 2 + n
        elif e in "01234567":
            raw.append(int(body[i + 1:i + 4], 8))
            i += 4
        else:
            raise ValueError("bad escape \\" + e)
    return raw.decode("utf-8", errors="surrogateescape")


def tokenize(text):
    toks, pos = [], 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise ValueError(f"cannot tokenize at {text[pos:pos + 20]!r}")
        pos = m.end()
        kind, val = m.lastgroup, m.group()
        if kind in ("ws", "lc"):
            continue
        if kind == "bc":
            if "\n" in val:
                kind, val = "nl", "\n"
            else:
                continue
        if kind == "nl":
            if toks and (toks[-1][0] in SEMI_AFTER or toks[-1][1] in (")", "]", "}", "++", "--")):
                toks.append(("op", ";"))
            continue
        if kind == "raw":
            toks.append(("s", val[1:-1].replace("\r", "")))
        elif kind == "str":
            toks.append(("s", unquote(val)))
        elif kind == "rune":
            toks.append(("num", ord(unquote('"' + val[1:-1] + '"'))))
        elif kind == "num":
            toks.append(("num", int(val) if val.isdigit() else float(val)))
        else:
            toks.append((kind, val))
    toks.append(("op", ";"))
    toks.append(("eof", ""))
    return toks


# ---------------------------------------------------------------- values

class Skip:
    """A value the evaluator cannot compute; kept in lists so the summary can count it."""

    def __init__(self, why):
        self.why = why


class Sample(str):
    """A string made by utils.GenerateSampleSecret(s): remembers its secret."""

    def __new__(cls, text, secret):
        obj = super().__new__(cls, text)
        obj.secret = secret
        return obj


class Pattern:
    """A rule's Regex: kind "full" (a whole pattern), "part" (only the secret part of a generated pattern)."""

    def __init__(self, kind, patterns, ci=False):
        self.kind, self.patterns, self.ci = kind, patterns, ci


class GoError(Exception):
    pass


# ---------------------------------------------------------------- a generator for the regexes NewSecret is given

CLASS_ESC = {"w": "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_", "d": "0123456789", "s": " "}
PRINTABLE = "".join(chr(c) for c in range(33, 127))


class RegexGen:
    def __init__(self, pattern, rnd):
        self.p, self.i, self.rnd = pattern, 0, rnd

    def generate(self):
        out = self.alternation()
        if self.i != len(self.p):
            raise GoError(f"regex generator stopped at {self.p[self.i:]!r}")
        return out

    def alternation(self):
        branches = [self.sequence()]
        while self.i < len(self.p) and self.p[self.i] == "|":
            self.i += 1
            branches.append(self.sequence())
        return self.rnd.choice(branches)

    def sequence(self):
        parts = []
        while self.i < len(self.p) and self.p[self.i] not in "|)":
            atom = self.atom()
            lo, hi = self.quantifier()
            parts.append("".join(atom() for _ in range(self.rnd.randint(lo, hi))))
        return "".join(parts)

    def quantifier(self):
        p = self.p
        if self.i >= len(p):
            return 1, 1
        c = p[self.i]
        if c in "?*+":
            self.i += 1
            if self.i < len(p) and p[self.i] in "?+":
                self.i += 1
            return {"?": (0, 1), "*": (0, 1), "+": (1, 2)}[c]
        m = re.match(r"\{(\d+)(,(\d*))?\}\??", p[self.i:])
        if not m:
            return 1, 1
        self.i += m.end()
        lo = int(m.group(1))
        hi = lo if m.group(2) is None else (int(m.group(3)) if m.group(3) else lo + 1)
        return lo, hi

    def atom(self):
        p, c = self.p, self.p[self.i]
        if c == "(":
            self.i += 1
            if p.startswith("?:", self.i):
                self.i += 2
            elif p.startswith("?P<", self.i):
                self.i = p.index(">", self.i) + 1
            elif p.startswith("?", self.i):  # flags: (?i) or (?i:...)
                m = re.match(r"\?[a-zA-Z-]*(:|\))", p[self.i:])
                self.i += m.end()
                if m.group(1) == ")":
                    return lambda: ""
            start = self.i
            self.alternation()  # find the end of the group, then re-generate on every repetition
            end = self.i
            self.i += 1
            sub = p[start:end]
            return lambda: RegexGen(sub, self.rnd).generate()
        if c == "[":
            chars = self.char_class()
            return lambda: self.rnd.choice(chars)
        if c == ".":
            self.i += 1
            return lambda: self.rnd.choice(PRINTABLE)
        if c in "^$":
            self.i += 1
            return lambda: ""
        if c == "\\":
            e = p[self.i + 1]
            self.i += 2
            if e in CLASS_ESC:
                return lambda: self.rnd.choice(CLASS_ESC[e])
            if e in "bBAzZ":
                return lambda: ""
            lit = {"n": "\n", "t": "\t", "r": "\r"}.get(e, e)
            return lambda: lit
        self.i += 1
        return lambda: c

    def char_class(self):
        p = self.p
        self.i += 1
        negate = p[self.i] == "^"
        if negate:
            self.i += 1
        chars, first = [], True
        while first or p[self.i] != "]":
            first = False
            c = p[self.i]
            if c == "\\":
                e = p[self.i + 1]
                self.i += 2
                if e in CLASS_ESC:
                    chars.extend(CLASS_ESC[e])
                    continue
                c = {"n": "\n", "t": "\t", "r": "\r"}.get(e, e)
            else:
                self.i += 1
            if p[self.i] == "-" and p[self.i + 1] != "]":
                hi = p[self.i + 1]
                self.i += 2
                if hi == "\\":
                    hi = p[self.i]
                    self.i += 1
                chars.extend(chr(x) for x in range(ord(c), ord(hi) + 1))
            else:
                chars.append(c)
        self.i += 1
        if negate:
            chars = [x for x in PRINTABLE if x not in chars]
        return sorted(set(chars))


# ---------------------------------------------------------------- Go regexes to Python's re (to find a tp's secret)

POSIX = {"alpha": "a-zA-Z", "alnum": "a-zA-Z0-9", "digit": "0-9", "xdigit": "0-9a-fA-F", "upper": "A-Z",
         "lower": "a-z", "space": r"\s", "word": r"\w", "punct": r"!-/:-@\[-`{-~"}


def go_to_python(pattern):
    """RE2 syntax differs from Python's in a few places the rules use: flags in mid-pattern, \\z, POSIX classes."""
    for name, chars in POSIX.items():
        pattern = pattern.replace(f"[:{name}:]", chars)
    pattern = pattern.replace(r"\z", r"\Z")
    out, closers, i, in_class = [], [0], 0, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            out.append(pattern[i:i + 2])
            i += 2
            continue
        if in_class:
            in_class = c != "]" or (out and out[-1] == "[")
        elif c == "[":
            in_class = True
        elif c == "(":
            m = re.match(r"\(\?([a-zA-Z]+)\)", pattern[i:])
            if m:  # (?i) in mid-pattern: scope it to the rest of the enclosing group
                out.append(f"(?{m.group(1)}:")
                closers[-1] += 1
                i += m.end()
                continue
            closers.append(0)
        elif c == ")":
            out.append(")" * closers.pop())
        out.append(c)
        i += 1
    out.append(")" * closers.pop())
    return "".join(out)


def find_secrets(pattern, text):
    found = []
    for p in pattern.patterns:
        try:
            if pattern.kind == "part":
                rx = re.compile(r"(?<![A-Za-z0-9])(" + go_to_python(p) + r")(?![A-Za-z0-9])",
                                re.I if pattern.ci else 0)
            else:
                rx = re.compile(go_to_python(p))
        except re.error:
            continue
        named = set(rx.groupindex.values())
        for m in rx.finditer(text):
            group = getattr(pattern, "group", 0) if pattern.kind == "full" else 0
            if not group:
                group = next((i for i in range(1, (rx.groups or 0) + 1) if m.group(i)), 0)
            if group in named:  # a named group tells which variant matched (jwt-base64's header names): not the secret
                group = 0
            if m.group(group):
                found.append(m.group(group))
    return found


def high_entropy_tokens(text):
    """For a tp whose secret the rule's pattern does not locate: its words of 8+ characters that mix letters and
    digits (the part a redactor must hide), split at whitespace, quotes and = : , ;"""
    words = re.split(r"[\s\"'`=:,;]+", text)
    return [w for w in words if len(w) >= 8 and re.search("[A-Za-z]", w) and re.search("[0-9]", w)]


# ---------------------------------------------------------------- parsing Go expressions into small trees

BINARY = {"+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||"}


class Parser:
    def __init__(self, toks, i=0):
        self.t, self.i = toks, i

    def peek(self, k=0):
        return self.t[self.i + k]

    def at(self, val, k=0):
        tok = self.t[self.i + k]
        return tok[0] in ("op", "id") and tok[1] == val

    def take(self, val=None):
        tok = self.t[self.i]
        if val is not None and not (tok[0] in ("op", "id") and tok[1] == val):
            raise GoError(f"expected {val!r}, got {tok!r}")
        self.i += 1
        return tok

    def skip_balanced(self):
        """Skips tokens up to the end of the statement (a ';' outside brackets)."""
        depth = 0
        while True:
            kind, val = self.take()
            if kind == "eof":
                return
            if kind == "op" and val in "([{":
                depth += 1
            elif kind == "op" and val in ")]}":
                depth -= 1
                if depth < 0:
                    self.i -= 1
                    return
            elif kind == "op" and val == ";" and depth == 0:
                return

    def expr(self):
        left = self.unary()
        while self.peek()[0] == "op" and self.peek()[1] in BINARY:
            op = self.take()[1]
            left = ("bin", op, left, self.unary())
        return left

    def unary(self):
        if self.peek()[0] == "op" and self.peek()[1] in ("&", "!", "-", "*"):
            op = self.take()[1]
            return ("unary", op, self.unary())
        return self.primary()

    def type_(self):
        if self.at("*"):
            self.take()
            return "*" + self.type_()
        if self.at("["):
            self.take("[")
            self.take("]")
            return "[]" + self.type_()
        if self.at("map"):
            self.take("map")
            self.take("[")
            key = self.type_()
            self.take("]")
            return f"map[{key}]" + self.type_()
        name = self.take()[1]
        while self.at("."):
            self.take()
            name += "." + self.take()[1]
        return name

    def primary(self):
        kind, val = self.peek()
        if kind == "s" or kind == "num":
            self.take()
            node = ("lit", val)
        elif kind == "op" and val == "(":
            self.take()
            node = self.expr()
            self.take(")")
        elif kind == "op" and val == "[" or kind == "id" and val == "map":
            typ = self.type_()
            node = ("composite", typ, self.elements()) if self.at("{") else ("type", typ)
        elif kind == "id" and val == "func":
            raise GoError("function literal")
        elif kind == "id":
            self.take()
            node = ("name", val)
        else:
            raise GoError(f"unexpected {val!r}")
        while True:
            if self.at("."):
                self.take()
                node = ("sel", node, self.take()[1])
            elif self.at("("):
                node = self.call(node)
            elif self.at("["):
                self.take()
                index = self.expr()
                self.take("]")
                node = ("index", node, index)
            elif self.at("{") and node[0] in ("sel", "name") and dotted(node).split(".")[-1][:1].isupper():
                node = ("composite", dotted(node), self.elements())
            else:
                return node

    def call(self, fn):
        self.take("(")
        args, spread = [], False
        while not self.at(")"):
            if self.at(";"):
                self.take()
                continue
            args.append(self.expr())
            if self.at("..."):
                self.take()
                spread = True
            if self.at(","):
                self.take()
        self.take(")")
        return ("call", fn, args, spread)

    def elements(self):
        self.take("{")
        elems = []
        while not self.at("}"):
            if self.at(";") or self.at(","):
                self.take()
                continue
            start = self.i
            value = self.element_value()
            key = None
            if self.at(":"):
                self.take()
                key = value
                value = self.element_value()
            elems.append((key, value, start))
        self.take("}")
        return elems

    def element_value(self):
        if self.at("{"):
            return ("composite", None, self.elements())
        return self.expr()


def dotted(node):
    if node[0] == "name":
        return node[1]
    if node[0] == "sel":
        return dotted(node[1]) + "." + node[2]
    return "?"


# ---------------------------------------------------------------- evaluating them

class Func:
    def __init__(self, name, params, toks, body_start, package):
        self.name, self.params, self.toks, self.body_start, self.package = name, params, toks, body_start, package


class Return(Exception):
    def __init__(self, value):
        self.value = value


class Program:
    def __init__(self):
        self.funcs, self.globals = {}, {}  # "package.Name" -> Func / (toks, expr start) or value
        self.rnd, self.validations = random.Random(0), []

    # ---- loading
    def load(self, package, text):
        toks = tokenize(text)
        p = Parser(toks)
        while p.peek()[0] != "eof":
            if p.at("func"):
                p.take()
                if p.at("("):  # a method: not needed
                    p.skip_balanced()
                    continue
                name = p.take()[1]
                p.take("(")
                params = []
                while not p.at(")"):
                    kind, val = p.take()
                    if kind == "id":
                        params.append(val)
                    while not (p.at(",") or p.at(")")):
                        p.take()
                    if p.at(","):
                        p.take()
                p.take(")")
                while not p.at("{"):
                    p.take()
                self.funcs[f"{package}.{name}"] = Func(name, params, toks, p.i, package)
                p.skip_balanced()
            elif p.at("var") or p.at("const"):
                p.take()
                if p.at("("):
                    p.take()
                    while not p.at(")"):
                        if p.at(";"):
                            p.take()
                            continue
                        self.load_var(p, package)
                    p.take(")")
                else:
                    self.load_var(p, package)
            else:
                p.skip_balanced()

    def load_var(self, p, package):
        name = p.take()[1]
        while not p.at("=") and not p.at(";"):
            p.take()
        if p.at("="):
            p.take()
            start = p.i
            self.globals[f"{package}.{name}"] = ("lazy", p.t, start)
        p.skip_balanced()

    def global_value(self, key):
        v = self.globals[key]
        if isinstance(v, tuple) and v and v[0] == "lazy":
            v = self.eval(Parser(v[1], v[2]).expr(), {}, key.split(".")[0])
            self.globals[key] = v
        return v

    # ---- running a function body
    def run(self, fn, args, stop_at=None):
        env = dict(zip(fn.params, args))
        p = Parser(fn.toks, fn.body_start)
        p.take("{")
        while not p.at("}"):
            if p.at(";"):
                p.take()
                continue
            if stop_at and p.at(stop_at):
                return env
            start = p.i
            try:
                self.statement(p, env, fn)
            except Return as r:
                return r.value
            except GoError:
                p.i = start
                p.skip_balanced()
                if p.i == start:
                    raise GoError(f"{fn.name}: stuck at {p.peek()!r}")
        return env if stop_at else None

    def statement(self, p, env, fn):
        if p.at("return"):
            p.take()
            if p.at(";"):
                raise Return(None)
            node = p.expr()
            raise Return(self.call_validate(node, env, fn) if is_validate(node) else self.eval(node, env, fn.package))
        if p.at("var") and p.at("(", 1):
            p.take()
            p.take("(")
            while not p.at(")"):
                if p.at(";"):
                    p.take()
                    continue
                name = p.take()[1]
                p.take("=")
                env[name] = self.safe(p.expr(), env, fn.package)
            p.take(")")
            p.take(";")
            return
        if p.at("var"):
            p.take()
            name = p.take()[1]
            typ = None if p.at("=") else p.type_()
            if p.at("="):
                p.take()
                env[name] = self.safe(p.expr(), env, fn.package)
            else:
                env[name] = [] if typ and typ.startswith("[]") else ""
            p.take(";")
            return
        if p.peek()[0] == "id" and p.peek(1)[1] in (":=", "="):
            name = p.take()[1]
            p.take()
            env[name] = self.safe(p.expr(), env, fn.package)
            p.take(";")
            return
        raise GoError("statement not evaluated")

    def safe(self, node, env, package):
        try:
            return self.eval(node, env, package)
        except GoError as e:
            return Skip(str(e))
        except (ValueError, IndexError, KeyError, TypeError) as e:
            return Skip(f"{type(e).__name__}: {e}")

    def call_validate(self, node, env, fn):
        _, callee, args, _ = node
        rule = self.safe(args[0], env, fn.package)
        tps = self.safe(args[1], env, fn.package)
        fps = self.safe(args[2], env, fn.package)
        self.validations.append((fn.name, rule, tps, fps, dotted(callee).endswith("WithPaths")))
        return None

    # ---- expressions
    def eval(self, node, env, package):
        kind = node[0]
        if kind == "lit":
            return node[1]
        if kind == "name":
            return self.lookup(node[1], env, package)
        if kind == "sel":
            name = dotted(node)
            if name.split(".")[0] in env:
                raise GoError(f"field access {name}")
            if name in self.globals:
                return self.global_value(name)
            raise GoError(f"unknown name {name}")
        if kind == "bin":
            a, b = self.eval(node[2], env, package), self.eval(node[3], env, package)
            if isinstance(a, Skip) or isinstance(b, Skip):
                raise GoError(a.why if isinstance(a, Skip) else b.why)
            if node[1] == "+":
                return a + b
            raise GoError(f"operator {node[1]}")
        if kind == "unary":
            if node[1] == "&":
                return self.eval(node[2], env, package)
            raise GoError(f"unary {node[1]}")
        if kind == "composite":
            return self.composite(node[1], node[2], env, package)
        if kind == "index":
            return self.eval(node[1], env, package)[self.eval(node[2], env, package)]
        if kind == "call":
            return self.call(node, env, package)
        if kind == "type":
            return ("type", node[1])
        raise GoError(f"cannot evaluate {kind}")

    def lookup(self, name, env, package):
        if name in env:
            return env[name]
        if name in ("true", "false"):
            return name == "true"
        if name == "nil":
            return []
        if f"{package}.{name}" in self.globals:
            return self.global_value(f"{package}.{name}")
        raise GoError(f"unknown name {name}")

    def composite(self, typ, elems, env, package):
        if typ is not None and typ.startswith("map["):
            return {self.eval(k, env, package): self.safe(v, env, package) for k, v, _ in elems}
        if typ is None and elems and elems[0][0] is not None:
            return {self.eval(k, env, package): self.safe(v, env, package) for k, v, _ in elems}
        if typ is None or typ.startswith("[]"):
            return [self.safe(v, env, package) for _, v, _ in elems]
        # a struct such as config.Rule: fields by name, each evaluated on its own
        return {k[1]: self.safe(v, env, package) for k, v, _ in elems if k is not None and k[0] == "name"}

    def call(self, node, env, package):
        _, callee, args_nodes, spread = node
        name = dotted(callee)
        args = [self.eval(a, env, package) for a in args_nodes]
        for a in args:
            if isinstance(a, Skip):
                raise GoError(a.why)
        if spread and name != "append":
            raise GoError(f"spread call {name}")
        if callee[0] == "type":  # a conversion such as []byte(x)
            return args[0]
        builtin = BUILTINS.get(name)
        if builtin:
            return builtin(self, *args)
        if name.startswith("utils.") and name in self.funcs:
            return self.run(self.funcs[name], args)
        if f"{package}.{name}" in self.funcs:
            return self.run(self.funcs[f"{package}.{name}"], args)
        if name in ("append",):
            base = list(args[0]) if args[0] else []
            rest = args[1:]
            if spread:
                rest = rest[:-1] + list(rest[-1] or [])
            return base + rest
        if name in ("string", "[]byte"):
            return args[0]
        raise GoError(f"unknown function {name}")


def is_validate(node):
    return node[0] == "call" and dotted(node[1]) in ("utils.Validate", "utils.ValidateWithPaths")


# ---------------------------------------------------------------- the library calls the rule files make

def go_sprintf(_, fmt, *args):
    out, args, i = [], list(args), 0
    while i < len(fmt):
        c = fmt[i]
        if c != "%":
            out.append(c)
            i += 1
            continue
        verb = fmt[i + 1]
        i += 2
        if verb == "%":
            out.append("%")
        elif verb in "sdv":
            a = args.pop(0)
            out.append(("true" if a else "false") if isinstance(a, bool) else str(a))
        elif verb == "q":
            out.append(json.dumps(args.pop(0)))
        else:
            raise GoError(f"Sprintf verb %{verb}")
    return "".join(out)


def new_secret(prog, regex):
    return RegexGen(regex, prog.rnd).generate()


def sample_secret(prog, identifier, secret):
    return Sample(prog.run(prog.funcs["utils.GenerateSampleSecret"], [identifier, secret]), secret)


def sample_secrets(prog, identifier, secret):
    env = prog.run(prog.funcs["utils.GenerateSampleSecrets"], [identifier, secret], stop_at="replacer")
    templates = env["samples"]
    out = []
    for key in sorted(templates):  # Go iterates its map in random order; sorted here so the file is stable
        t = templates[key]
        text = re.sub(r"\{[iIs]\}", lambda m: {"{i}": identifier, "{I}": identifier.upper(), "{s}": secret}[m.group()], t)
        out.append(Sample(text, secret))
    return out


def plausible_secret(prog, regex):
    stop = [w.lower() for w in prog.global_value("rules.DefaultStopWords") if isinstance(w, str)]
    for _ in range(10000):
        s = new_secret(prog, regex)
        if re.search("[1-9]", s) and not any(w in s.lower() for w in stop):
            return s
    raise GoError("no plausible secret in 10000 tries")


def jwt_test_values(prog):
    """jwt.go's generateTestValues loops over header examples; the loop is done here, the data is read from it."""
    env = prog.run(prog.funcs["rules.generateTestValues"], [], stop_at="var")
    suffix, headers = env["jwtSuffix"], env["headers"]
    out = []
    for key in sorted(headers):
        for value in headers[key]:
            header = '{"%s":%s}' % (key, value)
            jwt = base64.urlsafe_b64encode(header.encode()).rstrip(b"=") + suffix.encode()
            std = base64.b64encode(jwt)
            url = base64.urlsafe_b64encode(jwt)
            out += [std.decode(), std.rstrip(b"=").decode(), url.decode(), url.rstrip(b"=").decode()]
    return out


def merge_patterns(_, *patterns):
    kinds = {p.kind for p in patterns}
    if len(kinds) != 1:
        raise GoError("merged patterns of several kinds")
    return Pattern(kinds.pop(), [x for p in patterns for x in p.patterns], any(p.ci for p in patterns))


BUILTINS = {
    "fmt.Sprintf": go_sprintf,
    "secrets.NewSecret": new_secret,
    "utils.GenerateSampleSecret": sample_secret,
    "utils.GenerateSampleSecrets": sample_secrets,
    "newPlausibleSecret": plausible_secret,
    "generateTestValues": jwt_test_values,
    "regexp.MustCompile": lambda _, s: Pattern("full", [s]),
    "utils.GenerateSemiGenericRegex": lambda _, ids, s, ci: Pattern("part", [s], ci),
    "utils.GenerateUniqueTokenRegex": lambda _, s, ci: Pattern("part", [s], ci),
    "utils.MergeRegexps": merge_patterns,
    "base64.StdEncoding.EncodeToString": lambda _, b: base64.b64encode(str(b).encode()).decode(),
    "base64.RawStdEncoding.EncodeToString": lambda _, b: base64.b64encode(str(b).encode()).decode().rstrip("="),
    "base64.URLEncoding.EncodeToString": lambda _, b: base64.urlsafe_b64encode(str(b).encode()).decode(),
    "base64.RawURLEncoding.EncodeToString":
        lambda _, b: base64.urlsafe_b64encode(str(b).encode()).decode().rstrip("="),
    "strings.ToUpper": lambda _, s: s.upper(),
    "strings.ToLower": lambda _, s: s.lower(),
    "strings.Repeat": lambda _, s, n: s * n,
    "strings.Join": lambda _, items, sep: sep.join(items),
    "strings.ReplaceAll": lambda _, s, a, b: s.replace(a, b),
    "strings.TrimSpace": lambda _, s: s.strip(),
}


# ---------------------------------------------------------------- cases

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("source", help="gitleaks work tree or git directory")
    ap.add_argument("--rev", default="HEAD")
    ap.add_argument("--out", default=os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                                   "tests", "data", "gitleaks-cases.jsonl")))
    a = ap.parse_args()
    src = Source(a.source, a.rev)
    prog = Program()
    for name in ("generate.go", "patterns.go"):
        prog.load("utils", src.git("show", f"{a.rev}:cmd/generate/config/utils/{name}") if not src.tree else
                  open(os.path.join(a.source, "cmd/generate/config/utils", name), encoding="utf-8").read())
    files = src.rule_files()
    for _, text in files:
        prog.load("rules", text)

    seen_funcs = set()
    for key, fn in sorted(prog.funcs.items()):
        if not key.startswith("rules.") or not fn.name[:1].isupper() or fn.params:
            continue
        prog.rnd = random.Random("gitleaks:" + fn.name)
        try:
            prog.run(fn, [])
        except GoError as e:
            print(f"warning: {fn.name}: {e}", file=sys.stderr)

    cases, skipped, ids = [], [], set()
    for fname, rule, tps, fps, _paths in prog.validations:
        if fname in seen_funcs:
            continue
        seen_funcs.add(fname)
        rule_id = rule.get("RuleID") if isinstance(rule, dict) else None
        if not isinstance(rule_id, str):
            skipped.append((fname, "rule", "rule id not evaluated"))
            continue
        ids.add(rule_id)
        pattern = rule.get("Regex")
        if isinstance(pattern, Pattern) and isinstance(rule.get("SecretGroup"), int):
            pattern.group = rule["SecretGroup"]
        for kind, values in (("tp", tps), ("fp", fps)):
            if isinstance(values, Skip):
                skipped.append((rule_id, kind, "list: " + values.why))
                continue
            for v in (values.values() if isinstance(values, dict) else values):
                if isinstance(v, Skip) or not isinstance(v, str):
                    skipped.append((rule_id, kind, v.why if isinstance(v, Skip) else f"not a string: {v!r}"))
                    continue
                case = {"rule": rule_id, "kind": kind, "text": str(v)}
                if kind == "tp":
                    if isinstance(v, Sample):
                        case["secrets"], case["how"] = [v.secret], "sample"
                    else:
                        found = find_secrets(pattern, v) if isinstance(pattern, Pattern) else []
                        case["secrets"], case["how"] = found, "regex"
                        if not found:
                            case["secrets"], case["how"] = high_entropy_tokens(v), "tokens"
                cases.append(case)

    tp_texts = {c["text"] for c in cases if c["kind"] == "tp"}
    dropped = [c for c in cases if c["kind"] == "fp" and c["text"] in tp_texts]
    empty = [c for c in cases if not c["text"].strip()]
    out, keys, duplicates = [], set(), {}
    for c in cases:
        key = (c["rule"], c["kind"], c["text"])
        if key in keys:
            duplicates[c["rule"]] = duplicates.get(c["rule"], 0) + 1
        if key in keys or c in dropped or c in empty:
            continue
        keys.add(key)
        out.append(c)
    out.sort(key=lambda c: (c["rule"], c["kind"] != "tp"))  # stable: source order within a rule and kind
    with open(a.out, "w", encoding="utf-8") as f:
        for c in out:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")

    tps = [c for c in out if c["kind"] == "tp"]
    how = {h: sum(1 for c in tps if c["how"] == h) for h in ("sample", "regex", "tokens")}
    print(f"gitleaks {src.commit()}: {len(files)} rule files, {len(ids)} rules, {len(out)} cases "
          f"({len(tps)} tp, {len(out) - len(tps)} fp) -> {a.out}")
    print(f"  tp secrets: {how['sample']} from the sample helper, {how['regex']} by the rule's pattern, "
          f"{how['tokens']} by high-entropy words")
    print(f"  dropped: {len(dropped)} fps that are another case's tp, {len(empty)} empty texts, "
          f"{len(cases) - len(dropped) - len(empty) - len(out)} duplicates "
          f"({', '.join(f'{r} {n}' for r, n in sorted(duplicates.items()))})")
    print(f"  skipped (not evaluated): {len(skipped)}")
    for rule_id, kind, why in skipped:
        print(f"    {rule_id} {kind}: {why}")


if __name__ == "__main__":
    main()
