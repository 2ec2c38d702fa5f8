// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Gemini CLI (@google/gemini-cli) runs a BeforeTool shell hook before each run_shell_command, for real, offline:
// `gemini -p --yolo` talks to an emulator of the Gemini API on 127.0.0.1 (lib/fake-gemini.mjs) that asks for one
// shell command and then ends the turn, and the hook sits in the isolated HOME's ~/.gemini/settings.json.
//
// `--yolo` is needed: in -p without it Gemini CLI does not even offer run_shell_command to the model, and a hook's
// "allow" does not skip Gemini's own confirmation ("requires user confirmation, which is not supported in
// non-interactive mode"). So here Gemini approves everything and only the hook stands in the way.
//
// The hook under test is HOOK_COMMAND (lib/hook-under-test.mjs): AIRLOCK_HOOK_COMMAND when set, e.g.
// '/path/to/airlock hook {agent}' (here {agent} is gemini-cli), otherwise a stand-in that denies `rm -rf`.
//   (a) a safe command runs, and the hook got the documented input;
//   (b) `rm -rf victim` is denied, and the hook's reason reaches the model (the emulator records the follow-up
//       request's functionResponse);
// and then, with fixed hooks, what Gemini does with the other answers: "block", "ask", exit 2 and exit 1.
import fs from 'node:fs';
import path from 'node:path';
import * as h from './lib/harness.mjs';
import { functionResponses, startFakeGemini } from './lib/fake-gemini.mjs';
import { auditRecords, checkHookRecords, fixedHook, hookCommand, installHook, parsedAnswer, recordingHook, startAirlock, uninstallHook }
  from './lib/hook-under-test.mjs';

h.enterOfflineNamespace();
h.requireModules('@google/gemini-cli');
const watchdog = setTimeout(() => {
  h.fail('gemini-hook: the whole test took more than 150 s; stopped');
  process.exit(1);
}, 150000);
watchdog.unref();

const gemini = path.join(h.modulesDir, '@google', 'gemini-cli', 'bundle', 'gemini.js');
const isolated = h.isolatedEnv({
  PATH: `${path.dirname(h.node22)}:${process.env.PATH}`,
  GEMINI_CLI_NO_RELAUNCH: 'true',
  GEMINI_API_KEY: 'test-key', // the emulator takes any key
});
// Nothing from the person's own setup may pick another backend, account or model.
for (const name of ['GOOGLE_API_KEY', 'GOOGLE_GENAI_USE_VERTEXAI', 'GOOGLE_GENAI_USE_GCA', 'GOOGLE_CLOUD_PROJECT',
  'GOOGLE_CLOUD_LOCATION', 'GOOGLE_VERTEX_BASE_URL', 'GOOGLE_APPLICATION_CREDENTIALS', 'GEMINI_MODEL',
  'GEMINI_CLI_HOME', 'CLOUD_SHELL', 'HTTPS_PROXY', 'HTTP_PROXY', 'https_proxy', 'http_proxy']) delete isolated.env[name];
const hooksDir = path.join(isolated.root, 'hooks');
fs.mkdirSync(hooksDir);
const HOOK_COMMAND = hookCommand('gemini-cli', hooksDir);
// The real hook asks a running app: `airlock serve --approve deny` (nobody at the desk, so a dangerous command is
// denied by the headless answer, with a reason).
const airlock = h.airlockBinary();
if (!HOOK_COMMAND.standIn) await startAirlock(airlock, isolated, ['--approve', 'deny']);
console.log(`note: the hook under test is ${HOOK_COMMAND.standIn ? 'the stand-in ' : ''}${HOOK_COMMAND.command}`);
const RUN_TIMEOUT_MS = 45000; // one `gemini -p` run; it takes about two seconds here
const HOOK_TIMEOUT_MS = 30000; // the handler's `timeout`, in milliseconds for Gemini

fs.mkdirSync(path.join(isolated.env.HOME, '.gemini'), { recursive: true });
// The scenarios' project directories are below this trusted folder; an untrusted one stops `gemini -p` (exit 55).
fs.writeFileSync(path.join(isolated.env.HOME, '.gemini', 'trustedFolders.json'),
  JSON.stringify({ [isolated.project]: 'TRUST_FOLDER' }));

// One `gemini -p --yolo` run in a fresh project directory with a `victim` directory, the hook `command` installed
// for run_shell_command in the user settings, and the emulator asking for `shellCommand` once.
async function scenario(name, { command, shellCommand, install = false }) {
  console.log(`--- ${name}`);
  const project = path.join(isolated.project, name);
  fs.mkdirSync(path.join(project, 'victim'), { recursive: true });
  fs.writeFileSync(path.join(project, 'victim', 'keep.txt'), 'still here\n');
  const recorder = recordingHook(hooksDir, name, command);
  const settingsFile = path.join(isolated.env.HOME, '.gemini', 'settings.json');
  const settings = {
    // With GOOGLE_GEMINI_BASE_URL alone Gemini CLI picks the "gateway" auth type, which -p refuses.
    security: { auth: { selectedType: 'gemini-api-key' } },
    privacy: { usageStatisticsEnabled: false },
    hooksConfig: { enabled: true }, // the default in 0.61.0; said, so that a changed default cannot hide the hook
  };
  if (!install) {
    settings.hooks = { BeforeTool: [{ matcher: 'run_shell_command', hooks: [{ type: 'command',
      name: `airlock-test-${name}`, command: recorder.script, timeout: HOOK_TIMEOUT_MS }] }] };
  }
  fs.writeFileSync(settingsFile, JSON.stringify(settings, null, 2));
  if (install) await installHook(airlock, isolated, 'gemini-cli', settingsFile);
  const fake = await startFakeGemini({ turns: [
    { functionCall: { name: 'run_shell_command',
      args: { command: shellCommand, description: 'Run the command the test asked for' } } },
    { text: 'Final answer from the emulator.' },
  ] });
  const started = Date.now();
  const result = await h.run(h.node22, [gemini, '-p', 'Run the command.', '--yolo', '--output-format', 'json'],
    { cwd: project, env: { ...isolated.env, GOOGLE_GEMINI_BASE_URL: fake.url }, timeoutMs: RUN_TIMEOUT_MS });
  await fake.close();
  let output = null;
  try {
    output = JSON.parse(result.stdout);
  } catch {
    // checked below
  }
  const conversation = fake.conversation();
  const offered = (conversation[0]?.body?.tools ?? []).flatMap((t) => t.functionDeclarations ?? []).map((f) => f.name);
  const run = { name, project, result, output, calls: recorder.calls(), conversation,
    response: conversation[1] ? functionResponses(conversation[1].body)[0] ?? null : null,
    seconds: (Date.now() - started) / 1000 };
  console.log(`note: ${name}: gemini exited ${result.code}${result.signal ? ` (${result.signal})` : ''} after `
    + `${run.seconds.toFixed(1)} s; hook calls: ${run.calls.length}; emulator requests: `
    + `${fake.requests.map((r) => `${r.method} ${r.path} (${r.kind})`).join(', ') || 'none'}`);
  // Say plainly what could not run, and why, instead of letting later checks fail without a cause.
  if (result.signal === 'SIGKILL') h.fail(`${name}: gemini -p did not finish within ${RUN_TIMEOUT_MS / 1000} s; killed`);
  if (conversation.length === 0) {
    h.fail(`${name}: gemini never reached the emulated Gemini API at ${fake.url}; nothing could be checked\n`
      + `  stdout: ${result.stdout.slice(0, 2000)}\n  stderr: ${result.stderr.slice(0, 2000)}`);
  } else if (!offered.includes('run_shell_command')) {
    h.fail(`${name}: gemini did not offer run_shell_command to the model (offered: ${offered.join(', ')}), so no `
      + 'shell hook could run');
  }
  return run;
}

const exists = (run, file) => fs.existsSync(path.join(run.project, file));
const finishedCleanly = (run) => h.check(run.result.code === 0 && run.output?.response === 'Final answer from the emulator.'
  && !run.output?.error, `${run.name}: gemini -p ends the turn normally`,
  { code: run.result.code, stdout: run.result.stdout.slice(0, 1500), stderr: run.result.stderr.slice(0, 1500) });
const blockedWith = (run, text) => h.check(typeof run.response?.response?.error === 'string'
  && run.response.response.error.includes(text),
  `${run.name}: the model is told the command was blocked, with ${JSON.stringify(text)}`, run.response);

// (a) A safe command.
const safe = await scenario('safe', { command: HOOK_COMMAND.command, shellCommand: 'echo hook-ok > marker.txt' });
finishedCleanly(safe);
h.check(safe.calls.length === 1, 'safe: the hook ran once, before the shell command', safe.calls.length);
const input = safe.calls[0]?.input ?? {};
console.log(`note: Gemini CLI's BeforeTool stdin: ${JSON.stringify(input)}`);
h.check(typeof input.session_id === 'string' && input.session_id === safe.output?.session_id,
  'safe: hook input session_id is the session gemini reports', { hook: input.session_id, gemini: safe.output?.session_id });
h.check(typeof input.cwd === 'string' && fs.realpathSync(input.cwd) === fs.realpathSync(safe.project),
  'safe: hook input cwd is the project directory', input.cwd);
h.check(input.hook_event_name === 'BeforeTool', 'safe: hook input hook_event_name is BeforeTool', input.hook_event_name);
h.check(input.tool_name === 'run_shell_command', 'safe: hook input tool_name is run_shell_command', input.tool_name);
h.check(input.tool_input?.command === 'echo hook-ok > marker.txt', 'safe: hook input tool_input.command is the command',
  input.tool_input);
h.check(typeof input.transcript_path === 'string' && typeof input.timestamp === 'string',
  'safe: hook input has transcript_path and timestamp', input);
const safeAnswer = parsedAnswer(safe.calls[0] ?? { stdout: '' });
h.check(safe.calls[0]?.code === 0 && safeAnswer?.decision === 'allow', 'safe: the hook answered allow', safe.calls[0]);
h.check(exists(safe, 'marker.txt') && fs.readFileSync(path.join(safe.project, 'marker.txt'), 'utf8') === 'hook-ok\n',
  'safe: the command ran (marker.txt holds hook-ok)');
h.check(typeof safe.response?.response?.output === 'string' && !safe.response.response.error,
  'safe: the model gets the command\'s output', safe.response);

// (b) A dangerous command, which --yolo would run: only the hook stops it.
const danger = await scenario('dangerous', { command: HOOK_COMMAND.command, shellCommand: 'rm -rf victim' });
finishedCleanly(danger);
h.check(danger.calls.length === 1 && danger.calls[0].input?.tool_input?.command === 'rm -rf victim',
  'dangerous: the hook ran once, for rm -rf victim', danger.calls.map((c) => c.input));
const denyCall = danger.calls[0] ?? { code: -1, stdout: '', stderr: '' };
const denyAnswer = parsedAnswer(denyCall);
// The hook may deny on stdout (exit 0) or with exit 2 and a reason on stderr; either way its reason must reach the model.
const denyReason = denyCall.code === 2 ? denyCall.stderr.trim()
  : ['deny', 'block'].includes(denyAnswer?.decision) ? denyAnswer.reason : null;
h.check(typeof denyReason === 'string' && denyReason.length > 0, 'dangerous: the hook denied, with a reason', denyCall);
h.check(exists(danger, 'victim/keep.txt'), 'dangerous: the victim directory is still there');
if (!HOOK_COMMAND.standIn) {
  await checkHookRecords(h.run, airlock, isolated, 'gemini-cli',
    { command: safe.calls[0]?.input?.tool_input?.command, session: safe.calls[0]?.input?.session_id },
    { command: 'rm -rf victim', session: danger.calls[0]?.input?.session_id });
}
if (denyReason) blockedWith(danger, denyReason);

// What Gemini does with the other answers, with fixed hooks (--yolo runs the command unless the hook stops it).
const writes = (name) => `echo ran > ${name}.txt`;
const block = await scenario('block', { shellCommand: writes('block'), command: fixedHook(hooksDir, 'block',
  { stdout: JSON.stringify({ decision: 'block', reason: 'fixed hook blocks' }) }) });
finishedCleanly(block);
h.check(block.calls.length === 1 && !exists(block, 'block.txt'), 'block: "block" is an alias of "deny"');
blockedWith(block, 'fixed hook blocks');

const exit2 = await scenario('exit2', { shellCommand: writes('exit2'),
  command: fixedHook(hooksDir, 'exit2', { stderr: 'fixed hook blocks with exit 2', exit: 2 }) });
finishedCleanly(exit2);
h.check(exit2.calls.length === 1 && !exists(exit2, 'exit2.txt'), 'exit2: exit 2 blocks the command');
blockedWith(exit2, 'fixed hook blocks with exit 2');

const exit1 = await scenario('exit1', { shellCommand: writes('exit1'),
  command: fixedHook(hooksDir, 'exit1', { stderr: 'fixed hook fails', exit: 1 }) });
finishedCleanly(exit1);
h.check(exit1.calls.length === 1 && exists(exit1, 'exit1.txt'),
  'exit1: a failing hook (exit 1) does not stop the command (fail-open; Gemini has no onFailure)');

// "ask" (which the docs of early 2026 said Gemini lacked) forces Gemini's own confirmation. In -p there is nobody to
// confirm: 0.61.0 then ends the run at once, exit 0, with nothing on stdout and no request back to the model.
const ask = await scenario('ask', { shellCommand: writes('ask'), command: fixedHook(hooksDir, 'ask',
  { stdout: JSON.stringify({ decision: 'ask', reason: 'fixed hook asks the person' }) }) });
h.check(ask.calls.length === 1 && !exists(ask, 'ask.txt'), 'ask: in -p, with nobody to ask, the command does not run');
console.log(`note: ask: gemini exited ${ask.result.code}, stdout ${JSON.stringify(ask.result.stdout.slice(0, 200))}, `
  + `${ask.conversation.length - 1} request(s) back to the model after the tool call`);

if (!HOOK_COMMAND.standIn) {
  // (d) As a person sets it up: `airlock hook install gemini-cli` into the settings Gemini already has, a real run
  // through the installed airlock-hook, then `airlock hook uninstall` gives the file back byte for byte.
  const installed = await scenario('installed', { shellCommand: 'echo installed > installed.txt', install: true });
  finishedCleanly(installed);
  h.check(exists(installed, 'installed.txt'), 'installed: the command ran through the installed hook');
  const record = (await auditRecords(h.run, airlock, isolated)).find((r) => r.kind === 'hook'
    && r.command === 'echo installed > installed.txt' && r.client_name === 'gemini-cli');
  h.check(record?.status === 'hook_allow' && record?.decided_by === 'policy',
    'installed: Airlock judged and recorded the command the installed hook sent', record);
  await uninstallHook(airlock, isolated, 'gemini-cli', path.join(isolated.env.HOME, '.gemini', 'settings.json'));
}

clearTimeout(watchdog);
await h.finish();
