#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Airlock developers
# Measures the hand-written bash parser against tree-sitter-bash and prints a markdown report (README.md says what is
# measured and why). Installs what is missing, fetches the grammar from npm and the runtime's source from Debian, and
# builds everything under $WORK (default /tmp/airlock-parser-comparison), never under build/.
#   tools/parser-comparison/run.sh [FUZZ_SECONDS]      default 60; 0 skips the fuzz runs
# TS_BASH_VERSION picks the grammar (default 0.23.3: the newest whose parser.c is language ABI 14, see README.md).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=${WORK:-/tmp/airlock-parser-comparison}
fuzz_seconds=${1:-60}
ts_bash_version=${TS_BASH_VERSION:-0.23.3}
mkdir -p "$work"

# ---- tools and the tree-sitter runtime (Debian 12: libtree-sitter-dev 0.20.7, language ABI 13–14)
missing=()
for pkg in libtree-sitter-dev clang cmake ninja-build pkg-config xz-utils; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'ok installed' || missing+=("$pkg")
done
# node and npm by command: a nodesource nodejs brings its own npm, and Debian's npm package would conflict with it.
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if ((${#missing[@]})); then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
ts_runtime_version=$(dpkg-query -W -f='${Version}' libtree-sitter-dev)

# ---- the grammar from npm: its src/ holds the generated parser.c, which must be language ABI <= 14 for 0.20.7
grammar=$work/tree-sitter-bash-$ts_bash_version
if [ ! -f "$grammar/src/parser.c" ]; then
  rm -rf "$grammar" && mkdir -p "$grammar"
  tarball=$(cd "$work" && npm pack --silent "tree-sitter-bash@$ts_bash_version")
  tar -xzf "$work/$tarball" -C "$grammar" --strip-components=1
fi
abi=$(sed -n 's/^#define LANGUAGE_VERSION \([0-9]*\)/\1/p' "$grammar/src/parser.c")
if ((abi > 14)); then
  echo "tree-sitter-bash $ts_bash_version is language ABI $abi; the runtime $ts_runtime_version accepts 13-14" >&2
  exit 1
fi

# ---- the runtime's source, exactly the Debian version installed, so that the fuzz target can instrument it.
# A private sources list, lists and cache: the machine's apt configuration is left as it is.
runtime=$work/tree-sitter-runtime-${ts_runtime_version%-*}
if [ ! -f "$runtime/lib/src/lib.c" ]; then
  apt=$work/apt
  mkdir -p "$apt/parts" "$apt/lists/partial" "$apt/cache/archives/partial"
  cat >"$apt/parts/debian-src.sources" <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  opts=(-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$apt/parts" -o Dir::State::Lists="$apt/lists"
    -o Dir::Cache="$apt/cache" -o APT::Sandbox::User=root)
  if apt-get "${opts[@]}" update -qq >/dev/null 2>&1 &&
    (cd "$apt" && apt-get "${opts[@]}" source --download-only -qq "tree-sitter=$ts_runtime_version" >/dev/null 2>&1); then
    mkdir -p "$runtime"
    tar -xJf "$apt"/tree-sitter_"${ts_runtime_version%-*}".orig.tar.xz -C "$runtime" --strip-components=1
  else
    echo "could not fetch the tree-sitter source: the fuzz target will use the uninstrumented runtime" >&2
  fi
fi
runtime_arg=()
[ -f "$runtime/lib/src/lib.c" ] && runtime_arg=(-DTS_RUNTIME_SRC="$runtime/lib")

# ---- our parser: the app's release library when it is newer than every parser source, else the sources themselves
core_lib=$repo/build/release/src/safety/libairlock_analysis.a
core_arg=()
ours_from="compiled from src/safety/ShellParser.cpp, ShellCompoundCommands.cpp, ShellSimpleCommands.cpp and ShellWords.cpp"
if [ -f "$core_lib" ] && [ -z "$(find "$repo"/src/safety/Shell{Parser.cpp,CompoundCommands.cpp,SimpleCommands.cpp,Parser.h,ParserImpl.h,Syntax.h,Words.cpp} -newer "$core_lib")" ]; then
  core_arg=(-DAIRLOCK_CORE_LIB="$core_lib")
  ours_from="linked from build/release/src/safety/libairlock_analysis.a"
fi

# ---- corpus: NUL-separated "file:line<US>command" for compare, one seed file per command for the fuzzers
node - "$repo/tests/data" "$work" <<'EOF'
const fs = require("fs"), path = require("path"), crypto = require("crypto");
const [data, work] = process.argv.slice(2);
const records = [];
fs.rmSync(path.join(work, "seeds"), { recursive: true, force: true });
fs.mkdirSync(path.join(work, "seeds"));
for (const name of ["dangerous.jsonl", "ordinary.jsonl"])
  fs.readFileSync(path.join(data, name), "utf8").split("\n").forEach((line, i) => {
    if (!line.trim()) return;
    const command = JSON.parse(line).command;
    records.push(`${name.replace(".jsonl", "")}:${i + 1}\x1f${command}\0`);
    const bytes = Buffer.from(command, "utf8");
    fs.writeFileSync(path.join(work, "seeds", crypto.createHash("sha1").update(bytes).digest("hex")), bytes);
  });
fs.writeFileSync(path.join(work, "corpus.bin"), records.join(""));
EOF

# ---- build, one job at a time (2 cores; the machine may be compiling the app too)
cmake -S "$here" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang \
  -DCMAKE_CXX_COMPILER=clang++ -DTS_BASH_SRC="$grammar/src" "${runtime_arg[@]}" "${core_arg[@]}" >/dev/null
cmake --build "$work/build" -j1 >"$work/build.log" 2>&1 || { tail -n 30 "$work/build.log" >&2; exit 1; }
# The app's own fuzz target (parser + danger rules), as scripts/fuzz builds it, but into $work.
if ((fuzz_seconds > 0)); then
  cmake -S "$repo/tests/fuzz" -B "$work/fuzz-analyzer" -G Ninja -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  cmake --build "$work/fuzz-analyzer" -j1 >"$work/build-fuzz-analyzer.log" 2>&1 ||
    { tail -n 30 "$work/build-fuzz-analyzer.log" >&2; exit 1; }
fi

# ---- the report
echo "## Parser comparison ($(date -u +%F), $(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo no-git))"
echo
echo "- tree-sitter runtime: Debian libtree-sitter-dev $ts_runtime_version"
echo "- tree-sitter-bash: npm $ts_bash_version (generated parser.c, language ABI $abi)"
echo "- ours: $ours_from (src/safety/Shell* sha256 $(cat "$repo"/src/safety/Shell{Parser.cpp,CompoundCommands.cpp,SimpleCommands.cpp,Parser.h,ParserImpl.h,Syntax.h,Words.cpp} | sha256sum | cut -c1-12))"
echo "- bash: $(bash --version | head -n1); compilers: $(clang --version | head -n1)"
# How many kinds of node a word extractor would have to turn back into argv (supertypes such as _primary_expression
# stand for their subtypes).
node -e '
const types = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const byName = new Map(types.map(t => [t.type, t]));
const expand = t => (byName.get(t.type)?.subtypes ?? [t]).flatMap(s => s.type === t.type ? [s] : expand(s));
const names = list => [...new Set(list.flatMap(expand).map(t => t.type))];
const arg = names(byName.get("command").fields.argument.types);
const concat = names(byName.get("concatenation").children.types);
console.log(`- tree-sitter-bash: ${types.filter(t => t.named).length} named node types; a command argument is one of ${arg.length} (${arg.join(", ")}); a concatenation joins ${concat.length}`);
' "$grammar/src/node-types.json"
echo
"$work/build/compare" "$work/corpus.bin"

((fuzz_seconds > 0)) || exit 0
echo
echo "### libFuzzer, $fuzz_seconds s each from the corpus seeds (ASan + UBSan, -seed=1 -timeout=10 -rss_limit_mb=2048 -max_len=65536)"
echo
echo "| target | runs | execs/s | coverage (cov/ft) | corpus units | peak RSS MB | slowest unit s | result |"
echo "|---|---|---|---|---|---|---|---|"
status=0
for target in build/fuzz_treesitter build/fuzz_shellparser fuzz-analyzer/fuzz_analyzer; do
  name=$(basename "$target")
  dir=$work/fuzz-$name
  rm -rf "$dir" && mkdir -p "$dir/corpus"
  # A fresh corpus each time, so that every run starts from the same seeds.
  if (cd "$dir" && "$work/$target" -seed=1 -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 corpus "$work/seeds" >fuzz.log 2>&1); then
    result="clean"
  else
    status=1
    result=$(grep -m1 -oE 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer): [a-z-]+|runtime error: .{0,60}|ALARM: working on the last Unit for [0-9]+ seconds|out-of-memory \(used: [0-9]+Mb' "$dir/fuzz.log" || echo "exit != 0")
    result="$result; $(cd "$dir" && ls crash-* leak-* timeout-* oom-* 2>/dev/null | head -n3 | tr '\n' ' ')"
  fi
  stat() { sed -n "s/^stat::$1: *//p" "$dir/fuzz.log"; }
  cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$dir/fuzz.log" | tail -n1 | sed 's/cov: //; s/ ft: /\//')
  echo "| $name | $(stat number_of_executed_units) | $(stat average_exec_per_sec) | $cov | $(stat new_units_added) new | $(stat peak_rss_mb) | $(stat slowest_unit_time_sec) | $result |"
done
echo
echo "(logs and any crash-*/leak-*/timeout-* inputs: $work/fuzz-*/)"
# What the fuzzers made is also a test of correctness: bash -n judges it, both parsers are checked against bash.
"$work/build/compare" --differential "$work"/fuzz-*/corpus
exit $status
