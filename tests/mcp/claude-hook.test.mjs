// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Claude Code (@anthropic-ai/claude-code) runs a PreToolUse shell hook before each Bash command, for real, offline:
// `claude -p` talks to an emulator of the Anthropic Messages API on 127.0.0.1 (lib/fake-anthropic.mjs) that asks
// for one Bash command and then ends the turn, and the hook sits in the isolated HOME's ~/.claude/settings.json.
//
// The hook under test is HOOK_COMMAND (lib/hook-under-test.mjs): AIRLOCK_HOOK_COMMAND when set, e.g.
// '/path/to/airlock hook {agent}' (here {agent} is claude-code), otherwise a stand-in that denies `rm -rf`.
//   (a) a safe command runs because the hook allows it (no allow rule of Claude's own), and the hook got the
//       documented input;
//   (b) `rm -rf victim` is denied even though `--allowedTools Bash` would let it run, and the hook's reason reaches
//       the model (the emulator records the follow-up request's tool_result);
// and then, with fixed hooks, what Claude does with each kind of answer Airlock may give: ask, exit 2, exit 1 with
// and without `onFailure: "block"`, and a hook that outlives its timeout with `onFailure: "block"`.
import fs from 'node:fs';
import path from 'node:path';
import * as h from './lib/harness.mjs';
import { startFakeAnthropic, toolResults } from './lib/fake-anthropic.mjs';
import { auditRecords, checkHookRecords, fixedHook, hookCommand, installHook, parsedAnswer, recordingHook, startAirlock, uninstallHook }
  from './lib/hook-under-test.mjs';

h.enterOfflineNamespace();
h.requireModules('@anthropic-ai/claude-code');
const watchdog = setTimeout(() => {
  h.fail('claude-hook: the whole test took more than 150 s; stopped');
  process.exit(1);
}, 150000);
watchdog.unref();

const claude = path.join(h.modulesDir, '.bin', 'claude');
const isolated = h.isolatedEnv({
  PATH: `${path.dirname(h.node22)}:${process.env.PATH}`,
  ANTHROPIC_API_KEY: 'test-key', // the emulator takes any key
  DISABLE_AUTOUPDATER: '1',
  DISABLE_TELEMETRY: '1',
  DISABLE_ERROR_REPORTING: '1',
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
});
// Nothing from the person's own setup may pick another backend, account or model.
for (const name of ['ANTHROPIC_AUTH_TOKEN', 'CLAUDE_CODE_OAUTH_TOKEN', 'CLAUDE_CODE_USE_BEDROCK', 'CLAUDE_CODE_USE_VERTEX',
  'CLAUDE_CODE_USE_FOUNDRY', 'ANTHROPIC_MODEL', 'ANTHROPIC_SMALL_FAST_MODEL', 'ANTHROPIC_CUSTOM_HEADERS',
  'CLAUDE_CONFIG_DIR', 'HTTPS_PROXY', 'HTTP_PROXY', 'https_proxy', 'http_proxy']) delete isolated.env[name];
const hooksDir = path.join(isolated.root, 'hooks');
fs.mkdirSync(hooksDir);
const HOOK_COMMAND = hookCommand('claude-code', hooksDir);
// The real hook asks a running app: `airlock serve --approve deny` (nobody at the desk, so a dangerous command is
// denied by the headless answer, with a reason).
const airlock = h.airlockBinary();
if (!HOOK_COMMAND.standIn) await startAirlock(airlock, isolated, ['--approve', 'deny']);
console.log(`note: the hook under test is ${HOOK_COMMAND.standIn ? 'the stand-in ' : ''}${HOOK_COMMAND.command}`);
const RUN_TIMEOUT_MS = 45000; // one `claude -p` run; it takes about a second here
const HOOK_TIMEOUT_S = 30; // the handler's `timeout`, in seconds for Claude

// One `claude -p` run in a fresh project directory with a `victim` directory, the hook `command` installed for Bash
// in the user settings, and the emulator asking for `bashCommand` once. Returns what the checks need.
async function scenario(name, { command, bashCommand, onFailure, timeout = HOOK_TIMEOUT_S, args = [], install = false }) {
  console.log(`--- ${name}`);
  const project = path.join(isolated.project, name);
  fs.mkdirSync(path.join(project, 'victim'), { recursive: true });
  fs.writeFileSync(path.join(project, 'victim', 'keep.txt'), 'still here\n');
  const recorder = recordingHook(hooksDir, name, command);
  const handler = { type: 'command', command: recorder.script, timeout, ...(onFailure ? { onFailure } : {}) };
  fs.mkdirSync(path.join(isolated.env.HOME, '.claude'), { recursive: true });
  const settingsFile = path.join(isolated.env.HOME, '.claude', 'settings.json');
  if (install) {
    fs.writeFileSync(settingsFile, '{\n  "permissions": {\n    "allow": []\n  }\n}\n');
    await installHook(airlock, isolated, 'claude-code', settingsFile);
  } else {
    fs.writeFileSync(settingsFile, JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [handler] }] } },
      null, 2));
  }
  const fake = await startFakeAnthropic({ turns: [
    { toolUse: { name: 'Bash', input: { command: bashCommand, description: 'Run the command the test asked for' } } },
    { text: 'Final answer from the emulator.' },
  ] });
  const started = Date.now();
  const result = await h.run(claude, ['-p', 'Run the command.', '--output-format', 'json', ...args],
    { cwd: project, env: { ...isolated.env, ANTHROPIC_BASE_URL: fake.url }, timeoutMs: RUN_TIMEOUT_MS });
  await fake.close();
  let output = null;
  try {
    output = JSON.parse(result.stdout);
  } catch {
    // checked below
  }
  const conversation = fake.conversation();
  const followUp = conversation[1] ? toolResults(conversation[1].body) : [];
  const run = { name, project, result, output, calls: recorder.calls(), requests: fake.requests, conversation,
    toolResult: followUp[0] ?? null, seconds: (Date.now() - started) / 1000 };
  console.log(`note: ${name}: claude exited ${result.code}${result.signal ? ` (${result.signal})` : ''} after `
    + `${run.seconds.toFixed(1)} s; hook calls: ${run.calls.length}; emulator requests: `
    + `${fake.requests.map((r) => `${r.method} ${r.path} (${r.kind})`).join(', ') || 'none'}`);
  // Say plainly what could not run, and why, instead of letting later checks fail without a cause.
  if (result.signal === 'SIGKILL') h.fail(`${name}: claude -p did not finish within ${RUN_TIMEOUT_MS / 1000} s; killed`);
  if (conversation.length === 0) {
    h.fail(`${name}: claude never reached the emulated Messages API at ${fake.url}; nothing could be checked\n`
      + `  stdout: ${result.stdout.slice(0, 2000)}\n  stderr: ${result.stderr.slice(0, 2000)}`);
  } else if (conversation.length < 2) {
    h.fail(`${name}: claude made no follow-up request after the tool call (the tool_result is unknown)\n`
      + `  stdout: ${result.stdout.slice(0, 2000)}\n  stderr: ${result.stderr.slice(0, 2000)}`);
  }
  return run;
}

const exists = (run, file) => fs.existsSync(path.join(run.project, file));
const finishedCleanly = (run) => h.check(run.result.code === 0 && run.output?.is_error === false
  && run.output?.result === 'Final answer from the emulator.', `${run.name}: claude -p ends the turn normally`,
  { code: run.result.code, stdout: run.result.stdout.slice(0, 1500), stderr: run.result.stderr.slice(0, 1500) });
const blockedWith = (run, text) => h.check(run.toolResult?.isError === true && run.toolResult.text.includes(text),
  `${run.name}: the model is told the command was blocked, with ${JSON.stringify(text)}`, run.toolResult);

// (a) A safe command, allowed by the hook alone.
const safe = await scenario('safe', { command: HOOK_COMMAND.command, bashCommand: 'echo hook-ok > marker.txt' });
finishedCleanly(safe);
h.check(safe.calls.length === 1, 'safe: the hook ran once, before the Bash command', safe.calls.length);
const input = safe.calls[0]?.input ?? {};
console.log(`note: Claude Code's PreToolUse stdin: ${JSON.stringify(input)}`);
h.check(typeof input.session_id === 'string' && input.session_id === safe.output?.session_id,
  'safe: hook input session_id is the session claude reports', { hook: input.session_id, claude: safe.output?.session_id });
h.check(typeof input.cwd === 'string' && fs.realpathSync(input.cwd) === fs.realpathSync(safe.project),
  'safe: hook input cwd is the project directory', input.cwd);
h.check(input.hook_event_name === 'PreToolUse', 'safe: hook input hook_event_name is PreToolUse', input.hook_event_name);
h.check(input.tool_name === 'Bash', 'safe: hook input tool_name is Bash', input.tool_name);
h.check(input.tool_input?.command === 'echo hook-ok > marker.txt', 'safe: hook input tool_input.command is the command',
  input.tool_input);
h.check(input.tool_use_id === 'toolu_msg_emulated_1', 'safe: hook input tool_use_id is the model\'s tool_use id',
  input.tool_use_id);
h.check(typeof input.transcript_path === 'string' && typeof input.permission_mode === 'string',
  'safe: hook input has transcript_path and permission_mode', input);
const safeAnswer = parsedAnswer(safe.calls[0] ?? { stdout: '' });
h.check(safe.calls[0]?.code === 0 && safeAnswer?.hookSpecificOutput?.permissionDecision === 'allow',
  'safe: the hook answered allow', safe.calls[0]);
h.check(exists(safe, 'marker.txt') && fs.readFileSync(path.join(safe.project, 'marker.txt'), 'utf8') === 'hook-ok\n',
  'safe: the command ran (marker.txt holds hook-ok)');
h.check(safe.toolResult?.isError === false, 'safe: the model gets a successful tool_result', safe.toolResult);

// (b) A dangerous command, which Claude's own rules would run here: only the hook stops it.
const danger = await scenario('dangerous', { command: HOOK_COMMAND.command, bashCommand: 'rm -rf victim',
  args: ['--allowedTools', 'Bash'] });
finishedCleanly(danger);
h.check(danger.calls.length === 1 && danger.calls[0].input?.tool_input?.command === 'rm -rf victim',
  'dangerous: the hook ran once, for rm -rf victim', danger.calls.map((c) => c.input));
const denyCall = danger.calls[0] ?? { code: -1, stdout: '', stderr: '' };
const denyAnswer = parsedAnswer(denyCall);
// The hook may deny on stdout (exit 0) or with exit 2 and a reason on stderr; either way its reason must reach the model.
const denyReason = denyCall.code === 2 ? denyCall.stderr.trim()
  : denyAnswer?.hookSpecificOutput?.permissionDecision === 'deny'
    ? denyAnswer.hookSpecificOutput.permissionDecisionReason : null;
h.check(typeof denyReason === 'string' && denyReason.length > 0, 'dangerous: the hook denied, with a reason', denyCall);
h.check(exists(danger, 'victim/keep.txt'), 'dangerous: the victim directory is still there');
if (!HOOK_COMMAND.standIn) {
  await checkHookRecords(h.run, airlock, isolated, 'claude-code',
    { command: safe.calls[0]?.input?.tool_input?.command, session: safe.calls[0]?.input?.session_id },
    { command: 'rm -rf victim', session: danger.calls[0]?.input?.session_id });
}
if (denyReason) blockedWith(danger, denyReason);
h.check(danger.output?.permission_denials?.some((d) => d.tool_name === 'Bash'
  && d.tool_input?.command === 'rm -rf victim'), 'dangerous: claude lists the denial in permission_denials',
  danger.output?.permission_denials);

// What Claude does with the other answers, with fixed hooks; `--allowedTools Bash` lets the command run unless the
// hook stops it, so each case shows whether the hook's answer blocks.
const writes = (name) => `echo ran > ${name}.txt`;
const askAnswer = { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'ask',
  permissionDecisionReason: 'fixed hook asks the person' } };
const ask = await scenario('ask', { bashCommand: writes('ask'), args: ['--allowedTools', 'Bash'],
  command: fixedHook(hooksDir, 'ask', { stdout: JSON.stringify(askAnswer) }) });
finishedCleanly(ask);
h.check(ask.calls.length === 1 && !exists(ask, 'ask.txt'), 'ask: in -p, with nobody to ask, the command does not run');
blockedWith(ask, 'fixed hook asks the person');

const exit2 = await scenario('exit2', { bashCommand: writes('exit2'), args: ['--allowedTools', 'Bash'],
  command: fixedHook(hooksDir, 'exit2', { stderr: 'fixed hook blocks with exit 2', exit: 2 }) });
finishedCleanly(exit2);
h.check(exit2.calls.length === 1 && !exists(exit2, 'exit2.txt'), 'exit2: exit 2 blocks the command');
blockedWith(exit2, 'fixed hook blocks with exit 2');

const exit1 = await scenario('exit1', { bashCommand: writes('exit1'), args: ['--allowedTools', 'Bash'],
  command: fixedHook(hooksDir, 'exit1', { stderr: 'fixed hook fails', exit: 1 }) });
finishedCleanly(exit1);
h.check(exit1.calls.length === 1 && exists(exit1, 'exit1.txt'),
  'exit1: without onFailure, a failing hook (exit 1) does not stop the command (fail-open)');

// (c) onFailure "block" on the handler (Claude Code >= 2.1.295).
const block = await scenario('exit1-onfailure-block', { bashCommand: writes('block'), onFailure: 'block',
  args: ['--allowedTools', 'Bash'], command: fixedHook(hooksDir, 'exit1-block', { stderr: 'fixed hook fails', exit: 1 }) });
finishedCleanly(block);
h.check(block.calls.length === 1 && !exists(block, 'block.txt'),
  'exit1-onfailure-block: with onFailure "block", a failing hook (exit 1) blocks the command');
blockedWith(block, 'blocking because onFailure is "block"');

// The sleep is unique, so that one Claude left behind can be found and ended.
const sleepSeconds = `20.${process.pid}`;
const slow = await scenario('timeout-onfailure-block', { bashCommand: writes('slow'), onFailure: 'block', timeout: 1,
  args: ['--allowedTools', 'Bash'], command: fixedHook(hooksDir, 'slow', { sleepSeconds }) });
const leftover = h.processesMatching(`sleep ${sleepSeconds}`);
console.log(`note: timeout-onfailure-block: ${leftover.length} timed-out hook process(es) left running after claude exited`);
for (const pid of leftover) process.kill(pid, 'SIGKILL');
finishedCleanly(slow);
h.check(!exists(slow, 'slow.txt') && slow.seconds < 20,
  'timeout-onfailure-block: a hook past its 1 s timeout blocks the command with onFailure "block", and is not waited for',
  { seconds: slow.seconds });
blockedWith(slow, 'timed out');

if (!HOOK_COMMAND.standIn) {
  // (d) As a person sets it up: `airlock hook install claude-code` into an existing settings file, a real run through
  // the installed airlock-hook, then `airlock hook uninstall` gives the file back byte for byte.
  const installed = await scenario('installed', { bashCommand: 'echo installed > installed.txt', install: true });
  finishedCleanly(installed);
  h.check(exists(installed, 'installed.txt'), 'installed: the command ran through the installed hook');
  const record = (await auditRecords(h.run, airlock, isolated)).find((r) => r.kind === 'hook'
    && r.command === 'echo installed > installed.txt' && r.detail?.session_id === installed.output?.session_id);
  h.check(record?.status === 'hook_allow' && record?.decided_by === 'policy',
    'installed: Airlock judged and recorded the command the installed hook sent', record);
  await uninstallHook(airlock, isolated, 'claude-code', path.join(isolated.env.HOME, '.claude', 'settings.json'));
}

clearTimeout(watchdog);
await h.finish();
