# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Airlock developers
"""A small evaluator for the subset of Go that gitleaks' rule files write their test cases in, for
tools/gitleaks-cases.py: Go tokens with semicolon insertion, expressions parsed into small trees (literals, names,
selectors, calls with ..., composite literals, +), and a Program that loads package-level functions and variables and
runs function bodies made of assignments, var blocks and a return. What it cannot evaluate becomes a Skip with a
reason, so the caller can count it. Library calls are supplied by the caller (Program.builtins)."""

import re

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
    """A string made by utils.GenerateSampleSecret(s): remembers its secret and the template's name."""

    def __new__(cls, text, secret, template):
        obj = super().__new__(cls, text)
        obj.secret, obj.template = secret, template
        return obj


class Pattern:
    """A rule's Regex: kind "full" (a whole pattern), "part" (only the secret part of a generated pattern)."""

    def __init__(self, kind, patterns, ci=False):
        self.kind, self.patterns, self.ci = kind, patterns, ci


class GoError(Exception):
    pass


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
        self.rnd, self.validations, self.builtins = None, [], {}

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
        if typ is None and elems and elems[0][0] is not None and elems[0][0][0] != "name":
            return {self.eval(k, env, package): self.safe(v, env, package) for k, v, _ in elems}
        if typ is None and elems and elems[0][0] is not None:  # an element of elided struct type
            return {k[1]: self.safe(v, env, package) for k, v, _ in elems if k is not None and k[0] == "name"}
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
        builtin = self.builtins.get(name)
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
