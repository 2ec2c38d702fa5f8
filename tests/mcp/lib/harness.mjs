// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Shared by the Node MCP tests: packages present or a loud failure, an isolated home for every process, Airlock's
// HTTP server with its port and token, checks that count failures, and a network namespace when one is available.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const testsDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const modulesDir = path.join(testsDir, 'node_modules');
export const node22 = path.join(modulesDir, '.bin', 'node');

let failures = 0;
const children = new Set();

export function fail(message) {
  console.error(`FAIL: ${message}`);
  failures += 1;
}

export function check(condition, message, detail) {
  if (condition) {
    console.log(`ok: ${message}`);
  } else {
    fail(detail === undefined ? message : `${message}\n  ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`);
  }
  return condition;
}

// Never skip: without the packages the test fails and says how to get them.
export function requireModules(...packages) {
  for (const name of ['@modelcontextprotocol/sdk', ...packages]) {
    if (!fs.existsSync(path.join(modulesDir, name, 'package.json'))) {
      console.error(`FAIL: ${name} is not installed in ${modulesDir}; run \`npm ci --prefix tests/mcp\``);
      process.exit(1);
    }
  }
  if (!fs.existsSync(node22)) {
    console.error(`FAIL: the node@22 package is not installed; run \`npm ci --prefix tests/mcp\``);
    process.exit(1);
  }
}

export function airlockBinary() {
  const binary = process.env.AIRLOCK_BINARY;
  if (!binary || !fs.existsSync(binary)) {
    console.error('FAIL: AIRLOCK_BINARY must point at the built airlock (ctest sets it)');
    process.exit(1);
  }
  return binary;
}

// A private HOME and XDG directories: no test reads or writes the user's real config, keychain or socket. The HTTP
// bearer token is given in AIRLOCK_MCP_HTTP_TOKEN (Airlock keeps it in the keychain otherwise, never in a file), and
// the session bus points at nothing, so the person's keychain is never asked.
export function isolatedEnv(extra = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-mcp-test-'));
  for (const sub of ['home', 'config', 'data', 'runtime', 'proj']) fs.mkdirSync(path.join(root, sub), { mode: 0o700 });
  process.on('exit', () => fs.rmSync(root, { recursive: true, force: true }));
  const env = {
    ...process.env,
    HOME: path.join(root, 'home'),
    XDG_CONFIG_HOME: path.join(root, 'config'),
    XDG_DATA_HOME: path.join(root, 'data'),
    XDG_RUNTIME_DIR: path.join(root, 'runtime'),
    AIRLOCK_MCP_HTTP_TOKEN: crypto.randomBytes(32).toString('hex'),
    DBUS_SESSION_BUS_ADDRESS: `unix:path=${path.join(root, 'no-bus')}`,
    ...extra,
  };
  return { root, env, project: path.join(root, 'proj'), token: env.AIRLOCK_MCP_HTTP_TOKEN };
}

export function track(child) {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

// Starts a server that prints `listening on http://127.0.0.1:<port>/mcp` on stderr; resolves with its URL and token.
export function startHttpServer(command, args, isolated) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { env: isolated.env, stdio: ['ignore', 'ignore', 'pipe'] }));
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`no listening line within 30 s:\n${stderr}`)), 30000);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:(\d+)\/mcp)/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1], port: Number(match[2]), token: isolated.token });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${stderr}`)));
  });
}

// Runs a command to its end (bounded); resolves with its code and output.
export function run(command, args, options = {}) {
  const { timeoutMs = 300000, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const child = track(spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions }));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? 128, signal, stdout, stderr });
    });
  });
}

export function stripAnsi(text) {
  return text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
}

// Pids of live processes whose command line contains `needle` (a unique `sleep 60.1234`).
export function processesMatching(needle) {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (cmdline.includes(needle) && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z')
        pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

export async function waitUntil(predicate, timeoutMs, stepMs = 100) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return predicate();
}

// Proves "offline": re-runs this script in a fresh network namespace with only loopback, when the machine allows
// it (unshare and ip); otherwise says so and runs as is (the clients are configured not to phone home either way).
export function enterOfflineNamespace() {
  if (process.env.AIRLOCK_TEST_OFFLINE === '1') {
    console.log('note: running in a network namespace with loopback only');
    return;
  }
  const probe = spawnSync('unshare', ['-rn', 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' });
  if (probe.status !== 0) {
    console.log('note: no network namespace available here (unshare -rn / ip); running with the host network');
    return;
  }
  const result = spawnSync(
    'unshare',
    ['-rn', 'sh', '-c', 'ip link set lo up && exec "$0" "$@"', process.execPath, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, AIRLOCK_TEST_OFFLINE: '1' } },
  );
  process.exit(result.status ?? 1);
}

export async function finish() {
  // Each child leaves `children` when it exits: wait for those exits (at most 2 s), then kill what is left.
  const exited = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  let timer;
  await Promise.race([Promise.all(exited), new Promise((resolve) => { timer = setTimeout(resolve, 2000); })]);
  clearTimeout(timer);
  for (const child of children) child.kill('SIGKILL');
  if (failures) {
    console.error(`${failures} check(s) failed`);
    process.exit(1);
  }
  console.log('all checks passed');
  process.exit(0);
}

// Stops the `airlock serve` that `airlock mcp` started in this isolated runtime directory (its pid is in its log).
export async function stopStartedApp(isolated) {
  let log = '';
  try {
    log = fs.readFileSync(path.join(isolated.env.XDG_RUNTIME_DIR, 'airlock-serve.log'), 'utf8');
  } catch {
    return false;
  }
  const pids = [...log.matchAll(/airlock serve \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  return waitUntil(() => pids.every((pid) => { try { process.kill(pid, 0); return false; } catch { return true; } }),
    30000);
}
