// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The shell hook the agent tests install, and a recorder around it.
//
// The hook under test is one command line, HOOK_COMMAND: the environment's AIRLOCK_HOOK_COMMAND when set (with
// `{agent}` replaced by the agent's name, e.g. AIRLOCK_HOOK_COMMAND='/path/to/airlock hook {agent}'), otherwise a
// STAND-IN written into the test's directory: a tiny shell script that denies any call whose input contains `rm -rf`
// and allows the rest, in the agent's answer format. The stand-in needs no Airlock; a real `airlock hook` must find
// (or start) the app itself.
//
// The agent is never given HOOK_COMMAND directly but a recorder script that runs it: each call's stdin, stdout,
// stderr and exit code are kept in a directory, and the agent gets the same answer and exit code, so that the test
// can check what the agent sent and whether the agent did what the hook said.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { check, track } from './harness.mjs';

// The stand-ins' answers, in each agent's documented format (INTEGRATIONS.md §3a, §3c).
export const standInReason = 'stand-in hook: rm -rf is not allowed here';
const answers = {
  'claude-code': {
    allow: { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow',
      permissionDecisionReason: 'stand-in hook: allowed' } },
    deny: { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny',
      permissionDecisionReason: standInReason } },
  },
  'gemini-cli': {
    allow: { decision: 'allow', reason: 'stand-in hook: allowed' },
    deny: { decision: 'deny', reason: standInReason },
  },
};

const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;

function writeScript(file, body) {
  fs.writeFileSync(file, `#!/bin/sh\n${body}`, { mode: 0o755 });
  return file;
}

// HOOK_COMMAND for `agent` ('claude-code' or 'gemini-cli'), and whether it is the stand-in. By default the real
// `airlock-hook <agent>` beside AIRLOCK_BINARY, which asks the app startAirlock() started; AIRLOCK_HOOK_COMMAND
// names another (`stand-in`: the stand-in script, for working on these tests without Airlock).
export function hookCommand(agent, dir) {
  const configured = process.env.AIRLOCK_HOOK_COMMAND
    ?? `${quote(path.join(path.dirname(process.env.AIRLOCK_BINARY ?? ''), 'airlock-hook'))} {agent}`;
  if (configured !== 'stand-in') return { command: configured.replaceAll('{agent}', agent), standIn: false };
  const { allow, deny } = answers[agent];
  const file = writeScript(path.join(dir, `stand-in-hook-${agent}.sh`), [
    `# Stand-in for \`airlock hook ${agent}\`: denies a call whose input contains rm -rf, allows the rest.`,
    'if grep -q "rm -rf"; then',
    `  printf '%s\\n' ${quote(JSON.stringify(deny))}`,
    'else',
    `  printf '%s\\n' ${quote(JSON.stringify(allow))}`,
    'fi',
    '',
  ].join('\n'));
  return { command: file, standIn: true };
}

// A hook with a fixed behaviour, for pinning what the agent does with an answer: `stdout` printed, `stderr`
// printed, then `exit`; `sleepSeconds` first when given.
export function fixedHook(dir, name, { stdout = '', stderr = '', exit = 0, sleepSeconds = 0 } = {}) {
  return writeScript(path.join(dir, `fixed-hook-${name}.sh`), [
    'cat > /dev/null',
    ...(sleepSeconds ? [`exec sleep ${sleepSeconds}`] : []),
    ...(stdout ? [`printf '%s\\n' ${quote(stdout)}`] : []),
    ...(stderr ? [`printf '%s\\n' ${quote(stderr)} >&2`] : []),
    `exit ${exit}`,
    '',
  ].join('\n'));
}

// A recorder around `command` (a shell command line); returns the script to install as the agent's hook and
// calls(), the recorded calls in order: { input (parsed stdin, or the raw text), stdout, stderr, code }.
export function recordingHook(dir, name, command) {
  const callsDir = path.join(dir, `calls-${name}`);
  fs.mkdirSync(callsDir, { recursive: true });
  const script = writeScript(path.join(dir, `recording-hook-${name}.sh`), [
    '# Records one call of the hook under test, then gives the agent its answer and exit code.',
    `calls=${quote(callsDir)}`,
    'id="$(date +%s%N)-$$"',
    'cat > "$calls/$id.in"',
    `( ${command} ) < "$calls/$id.in" > "$calls/$id.out" 2> "$calls/$id.err"`,
    'code=$?',
    'echo "$code" > "$calls/$id.code"',
    'echo "$id" >> "$calls/list"',
    'cat "$calls/$id.out"',
    'cat "$calls/$id.err" >&2',
    'exit "$code"',
    '',
  ].join('\n'));
  const calls = () => {
    let list = '';
    try {
      list = fs.readFileSync(path.join(callsDir, 'list'), 'utf8');
    } catch {
      return [];
    }
    return list.split('\n').filter(Boolean).map((id) => {
      const read = (ext) => fs.readFileSync(path.join(callsDir, `${id}.${ext}`), 'utf8');
      let input = read('in');
      try {
        input = JSON.parse(input);
      } catch {
        // kept as text; the checks on its fields fail and show it
      }
      return { input, stdout: read('out'), stderr: read('err'), code: Number(read('code')) };
    });
  };
  return { script, calls };
}

// The JSON object a hook printed on stdout, or null.
export function parsedAnswer(call) {
  try {
    return JSON.parse(call.stdout);
  } catch {
    return null;
  }
}

// `airlock serve` (with `args`, e.g. --approve deny) in the isolated environment, once its bridge listens; the hook
// finds it through XDG_RUNTIME_DIR. Stopped by harness.finish().
export function startAirlock(airlock, isolated, args = []) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(airlock, ['serve', ...args], { env: isolated.env, stdio: ['ignore', 'ignore', 'pipe'] }));
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`airlock serve: no bridge within 30 s:\n${stderr}`)), 30000);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (stderr.includes('): bridge on ')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`airlock serve exited (${code}) before listening:\n${stderr}`)));
  });
}

// The audit log's records (`airlock history --format jsonl`) of the isolated environment.
export async function auditRecords(run, airlock, isolated) {
  const result = await run(airlock, ['history', '--format', 'jsonl'], { env: isolated.env, timeoutMs: 30000 });
  return result.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

const installed = new Map(); // settings file → its text before `airlock hook install`

// `airlock hook install <agent>` into the isolated HOME (the real airlock-hook beside the binary); checks that it
// wrote our entry and kept what was there.
export async function installHook(airlock, isolated, agent, settingsFile) {
  const before = fs.existsSync(settingsFile) ? fs.readFileSync(settingsFile, 'utf8') : '';
  installed.set(settingsFile, before);
  const result = await runTool(airlock, ['hook', 'install', agent], isolated);
  const after = fs.readFileSync(settingsFile, 'utf8');
  check(result.code === 0 && after.includes(`airlock-hook ${agent}`) && result.stdout.includes('+++ '),
    `airlock hook install ${agent}: shows the change and writes the hook into ${path.basename(settingsFile)}`, result);
  const status = await runTool(airlock, ['hook', 'status', agent], isolated);
  check(status.code === 0 && status.stdout.includes('installed: '), `airlock hook status ${agent}: installed`, status);
}

// `airlock hook uninstall <agent>`: the file is byte for byte what it was before installHook().
export async function uninstallHook(airlock, isolated, agent, settingsFile) {
  const result = await runTool(airlock, ['hook', 'uninstall', agent], isolated);
  check(result.code === 0 && fs.readFileSync(settingsFile, 'utf8') === installed.get(settingsFile),
    `airlock hook uninstall ${agent}: the settings file is back to its bytes before the install`, result);
}

function runTool(command, args, isolated) {
  return new Promise((resolve) => {
    const child = track(spawn(command, args, { env: isolated.env, stdio: ['ignore', 'pipe', 'pipe'] }));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

// Airlock's side of a safe and a dangerous run: both commands are in its audit log as hook calls of the agent
// session's own-shell task, the safe one allowed by the policy, the dangerous one denied by the headless answer.
export async function checkHookRecords(run, airlock, isolated, agent, safe, danger) {
  const records = (await auditRecords(run, airlock, isolated)).filter((r) => r.kind === 'hook');
  const of = ({ command, session }) => records.find((r) => r.command === command && r.detail?.session_id === session);
  const seen = records.map((r) => ({ command: r.command, decision: r.decision, decided_by: r.decided_by,
    status: r.status, backend: r.backend, task: r.task }));
  console.log(`note: audit records of kind hook: ${JSON.stringify(seen)}`);
  const safeRecord = of(safe);
  check(safeRecord?.decision === 'allowed' && safeRecord?.decided_by === 'policy' && safeRecord?.status === 'hook_allow'
    && safeRecord?.backend === `${agent} (own shell)` && safeRecord?.task === `${agent}-${safe.session}`,
    'airlock: the safe command is on record, allowed by the policy, in the session\'s own-shell task', seen);
  const dangerRecord = of(danger);
  check(dangerRecord?.decision === 'denied' && dangerRecord?.decided_by === 'headless'
    && dangerRecord?.status === 'hook_deny' && dangerRecord?.findings?.length > 0,
    `airlock: ${danger.command} is on record, denied by the headless answer, with its findings`, dangerRecord);
}
