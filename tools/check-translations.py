#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Airlock developers
"""Checks Airlock's translations (translations/airlock_*.ts).

  check-translations.py placeholders TS...
      Every translation keeps its source's placeholders (%1, %n, %L1), HTML tags and `code`, and has at most one
      keyboard accelerator (&) when its source has one.
  check-translations.py current --lupdate LUPDATE --sources LIST [--stamp FILE] TS...
      Runs lupdate over the sources (LIST: one file a line) into a temporary copy of each .ts, never the committed
      one, and fails when a message is unfinished, obsolete or vanished there: the sources have strings the .ts does
      not translate, or the .ts keeps strings the sources dropped. Then runs the placeholder check too.
      airlock_en.ts (the source language) holds only the plural forms (lupdate -pluralonly).
Exit status 0 when all is well, 1 with the problems listed on stderr (file:line and the source text).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%L?(?:\d{1,2}|n)")
# Rich-text tags Qt renders; "<command>" in the help is a metavariable, translated like any word.
HTML = {"a", "b", "big", "br", "code", "div", "em", "font", "h1", "h2", "h3", "hr", "i", "img", "li", "nobr", "ol", "p",
        "pre", "qt", "s", "small", "span", "strong", "sub", "sup", "table", "td", "th", "tr", "tt", "u", "ul"}
TAG = re.compile(r"</?([A-Za-z][A-Za-z0-9]*)\b[^>]*>")
CODE = re.compile(r"`[^`\n]+`")
ACCEL = re.compile(r"&(?![&\s;#]|[a-z]+;)")


def messages(path):
    """(context, message element) for every message of a .ts file."""
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message


def where(path, message):
    """file:line of a message's first location, relative to the working directory where possible."""
    loc = message.find("location")
    if loc is None:
        return path
    filename = os.path.normpath(os.path.join(os.path.dirname(path), loc.get("filename", "")))
    return "%s:%s" % (os.path.relpath(filename), loc.get("line", "?"))


def translations(message):
    """The translation texts of a message: one, or one per plural form."""
    translation = message.find("translation")
    if translation is None:
        return []
    forms = translation.findall("numerusform")
    if forms:
        return [f.text or "" for f in forms]
    return [translation.text or ""]


def short(text):
    text = text.replace("\n", "\\n")
    return text if len(text) <= 90 else text[:87] + "..."


def check_placeholders(path):
    problems = []
    for context, message in messages(path):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("obsolete", "vanished", "unfinished"):
            continue
        source = message.findtext("source", "")
        numerus = message.get("numerus") == "yes"
        for text in translations(message):
            if not text:
                continue
            wanted = sorted(set(PLACEHOLDER.findall(source)))
            found = sorted(set(PLACEHOLDER.findall(text)))
            if numerus and "%n" not in wanted:
                wanted.append("%n")
                wanted.sort()
            # A plural form for one may say "one" in words instead of %n ("Eine Aufgabe"): %n is optional there.
            if numerus and "%n" not in found:
                found = sorted(found + ["%n"])
            if wanted != found:
                problems.append("%s: [%s] placeholders %s in the source, %s in the translation: %s" %
                                (where(path, message), context, " ".join(wanted), " ".join(found), short(text)))
            tags = sorted(t.lower() for t in TAG.findall(source) if t.lower() in HTML)
            if tags != sorted(t.lower() for t in TAG.findall(text) if t.lower() in HTML):
                problems.append("%s: [%s] the HTML tags differ from the source's (%s): %s" %
                                (where(path, message), context, " ".join(tags), short(text)))
            codes = sorted(CODE.findall(source))
            if codes != sorted(CODE.findall(text)):
                problems.append("%s: [%s] the `code` differs from the source's (%s): %s" %
                                (where(path, message), context, " ".join(codes), short(text)))
            if ACCEL.search(source) and len(ACCEL.findall(text)) != 1:
                problems.append("%s: [%s] the source has an accelerator (&), the translation needs exactly one: %s" %
                                (where(path, message), context, short(text)))
    return problems

# The safety layer marks its findings' templates with AIRLOCK_FINDING (src/safety/Phrase.h), read as QT_TRANSLATE_NOOP;
# cmake/AirlockTranslations.cmake passes the same to lupdate.
LUPDATE_ALIASES = ["-tr-function-alias", "QT_TRANSLATE_NOOP+=AIRLOCK_FINDING"]


def check_current(path, lupdate, sources, workdir):
    """Runs lupdate into a copy of `path` and lists what is unfinished, obsolete or vanished there."""
    copy = os.path.join(workdir, os.path.basename(path))
    shutil.copyfile(path, copy)
    options = ["-pluralonly"] if path.endswith("_en.ts") else []
    run = subprocess.run([lupdate, "-silent", "-locations", "absolute", *LUPDATE_ALIASES, *options, "@" + sources,
                          "-ts", copy],
                         capture_output=True, text=True)
    if run.returncode != 0:
        return ["%s: lupdate failed: %s" % (path, run.stderr.strip() or run.stdout.strip())]
    problems = []
    name = os.path.relpath(path)
    for context, message in messages(copy):
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "unfinished"
        source = short(message.findtext("source", ""))
        if kind in ("obsolete", "vanished"):
            problems.append("%s: no longer in the sources (%s): [%s] \"%s\"" % (name, kind, context, source))
        elif kind == "unfinished" or not any(translations(message)):
            state = "needs a look" if any(translations(message)) else "not translated"
            problems.append("%s: %s: [%s] \"%s\" (%s)" % (where(copy, message), name, context, source, state))
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["placeholders", "current"])
    parser.add_argument("--lupdate")
    parser.add_argument("--sources")
    parser.add_argument("--stamp")
    parser.add_argument("--report-only", action="store_true", help="list the problems, exit 0")
    parser.add_argument("ts", nargs="+")
    args = parser.parse_args()

    problems = []
    if args.mode == "current":
        if not args.lupdate or not args.sources:
            parser.error("current needs --lupdate and --sources")
        with tempfile.TemporaryDirectory(prefix="airlock-ts-") as workdir:
            for path in args.ts:
                problems += check_current(path, args.lupdate, args.sources, workdir)
    for path in args.ts:
        problems += check_placeholders(path)

    if problems:
        for problem in problems:
            print(problem, file=sys.stderr)
        print("\n%d problem(s) in the translations. To bring the .ts files up to date with the sources:\n"
              "  cmake --build <build dir> --target update_translations\n"
              "then translate what is marked unfinished (Qt Linguist: linguist translations/airlock_de.ts, or\n"
              "edit the XML), and build again. See README.md, \"Languages\". To build without this check while\n"
              "you work: cmake -DAIRLOCK_CHECK_TRANSLATIONS=OFF." % len(problems), file=sys.stderr)
        return 0 if args.report_only else 1
    if args.stamp:
        with open(args.stamp, "w") as stamp:
            stamp.write("ok\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
