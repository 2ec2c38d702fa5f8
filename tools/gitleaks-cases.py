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
               or first non-empty group; for the generated semi-generic/unique-token patterns, the secret part only,
               and of several matches of it the one of highest entropy; of "name:password", the password)
    "tokens"   neither worked: the text's words of 8+ characters that mix letters and digits
  fps whose text is also a tp of any rule (gitleaks reuses one rule's secrets as another rule's fps) are dropped.
Secrets that gitleaks draws at random (secrets.NewSecret(regex)) are drawn here by a small generator for the regex
subset they use (literals, escapes, classes, groups with alternation, ?, *, +, {n}, {n,m}), seeded by rule id and
call number, so the file is the same on every run. Nothing is skipped unless the script says so in its summary.
"""

import argparse
import base64
import json
import math
import os
import random
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gitleaks_go import GoError, Pattern, Program, Sample, Skip  # noqa: E402

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
    """RE2 syntax differs from Python's in a few places the rules use: flags in mid-pattern, \\z, POSIX classes.
    A bare (?i) anywhere makes the whole pattern case-insensitive here (good enough to locate a known secret)."""
    for name, chars in POSIX.items():
        pattern = pattern.replace(f"[:{name}:]", chars)
    pattern = pattern.replace(r"\z", r"\Z")
    return pattern.replace("(?i)", ""), (re.I if "(?i)" in pattern else 0)


def find_secrets(pattern, text):
    found = []
    for p in pattern.patterns:
        try:
            python, flags = go_to_python(p)
            if pattern.kind == "part":
                flags |= re.I if pattern.ci else 0
                rx = re.compile(r"(?<![A-Za-z0-9])(" + python + r")(?![A-Za-z0-9])", flags)
            else:
                rx = re.compile(python, flags)
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
    if pattern.kind == "part" and len(found) > 1:
        # a generated pattern's secret part can also match the key name before it: keep the most random match
        found = [max(found, key=entropy)]
    return found


def entropy(s):
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def password_part(secret):
    """gitleaks reports credentials such as URL user info and curl --user as "name:password"; the name is context,
    as Airlock's SPEC §6 treats it for URLs (scheme://user: is kept), so the secret here is the part after the colon."""
    m = re.fullmatch(r"""(["']?)([^:\s"'/@]{1,64}):(?!//)(\S+?)\1""", secret)
    return m.group(3).strip("\"'") if m and m.group(3).strip("\"'") else secret


def allowlisted_by_value(rule, text):
    """Does one of the rule's allowlist patterns name a literal value found in the text (e.g. published example keys)?
    Such an fp is known to gitleaks only by that list, not by its shape."""
    for allowlist in rule.get("Allowlists") if isinstance(rule.get("Allowlists"), list) else []:
        regexes = allowlist.get("Regexes") if isinstance(allowlist, dict) else None
        for p in regexes if isinstance(regexes, list) else []:
            if isinstance(p, Pattern) and any(literal(x) and literal(x) in text for x in p.patterns):
                return True
    return False


def literal(pattern):
    """The text a pattern matches when it is a plain string of at least 8 characters (escapes allowed), else None."""
    unescaped = re.sub(r"\\([^A-Za-z0-9])", r"\1", pattern)
    if len(unescaped) < 8 or re.search(r"[\\^$.|?*+()\[\]{}]", re.sub(r"\\[^A-Za-z0-9]", "", pattern)):
        return None
    return unescaped


def high_entropy_tokens(text):
    """For a tp whose secret the rule's pattern does not locate: its words of 8+ characters that mix letters and
    digits (the part a redactor must hide), split at whitespace, quotes and = : , ;"""
    words = re.split(r"[\s\"'`=:,;]+", text)
    return [w for w in words if len(w) >= 8 and re.search("[A-Za-z]", w) and re.search("[0-9]", w)]


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
    return Sample(prog.run(prog.funcs["utils.GenerateSampleSecret"], [identifier, secret]), secret, "api_token")


def sample_secrets(prog, identifier, secret):
    env = prog.run(prog.funcs["utils.GenerateSampleSecrets"], [identifier, secret], stop_at="replacer")
    templates = env["samples"]
    out = []
    for key in sorted(templates):  # Go iterates its map in random order; sorted here so the file is stable
        t = templates[key]
        fill = {"{i}": identifier, "{I}": identifier.upper(), "{s}": secret}
        text = re.sub(r"\{[iIs]\}", lambda m: fill[m.group()], t)
        out.append(Sample(text, secret, key))
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
    prog.builtins = BUILTINS
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
                        case["secrets"], case["how"], case["template"] = [v.secret], "sample", v.template
                    else:
                        found = find_secrets(pattern, v) if isinstance(pattern, Pattern) else []
                        case["secrets"], case["how"] = [password_part(x) for x in found], "regex"
                        if not found:
                            case["secrets"], case["how"] = high_entropy_tokens(v), "tokens"
                else:
                    if isinstance(v, Sample):  # a wrong-shaped value under a secret-like key name
                        case["template"] = v.template
                    if allowlisted_by_value(rule, v):
                        case["by_value"] = True
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
    print(f"  fps allowlisted by gitleaks by literal value: {sum(1 for c in out if c.get('by_value'))}")
    print(f"  dropped: {len(dropped)} fps that are another case's tp, {len(empty)} empty texts, "
          f"{len(cases) - len(dropped) - len(empty) - len(out)} duplicates "
          f"({', '.join(f'{r} {n}' for r, n in sorted(duplicates.items()))})")
    print(f"  skipped (not evaluated): {len(skipped)}")
    for rule_id, kind, why in skipped:
        print(f"    {rule_id} {kind}: {why}")


if __name__ == "__main__":
    main()
