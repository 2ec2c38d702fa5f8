// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Claude Code (@anthropic-ai/claude-code) as a real client: `claude mcp list` connects to Airlock over stdio (the
// bridge to the app, and --headless) and over Streamable HTTP with the bearer token, offline, in an isolated HOME.
// Claude probes `server/discover` first and then initializes with 2025-11-25.
import path from 'node:path';
import * as h from './lib/harness.mjs';

h.enterOfflineNamespace();
h.requireModules('@anthropic-ai/claude-code');
const airlock = h.airlockBinary();
const claude = path.join(h.modulesDir, '.bin', 'claude');
const isolated = h.isolatedEnv({
  // Node 22 first on PATH (Claude Code needs it); no updates, telemetry or other traffic.
  PATH: `${path.dirname(h.node22)}:${process.env.PATH}`,
  DISABLE_AUTOUPDATER: '1',
  DISABLE_TELEMETRY: '1',
  DISABLE_ERROR_REPORTING: '1',
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
});
const server = await h.startHttpServer(airlock, ['mcp', '--http', '0'], isolated);
const options = { cwd: isolated.project, env: isolated.env, timeoutMs: 120000 };

// Local scope (the default): no interactive approval needed, unlike project scope.
for (const args of [
  ['mcp', 'add', 'airlock-bridge', '--', airlock, 'mcp'],
  ['mcp', 'add', 'airlock-headless', '--', airlock, 'mcp', '--headless'],
  ['mcp', 'add', '--transport', 'http', 'airlock-http', server.url, '--header', `Authorization: Bearer ${server.token}`],
  ['mcp', 'add', '--transport', 'http', 'airlock-no-token', server.url],
]) {
  const added = await h.run(claude, args, options);
  h.check(added.code === 0, `claude ${args.slice(0, 4).join(' ')} …`, added.stderr + added.stdout);
}

const list = await h.run(claude, ['mcp', 'list'], options);
const output = h.stripAnsi(list.stdout + list.stderr);
console.log(output.trim());
const connected = (name) => new RegExp(`^${name}: .* - ✔ Connected$`, 'm').test(output);
h.check(connected('airlock-bridge'), 'claude: airlock over stdio, bridged to the app it started, is connected');
h.check(connected('airlock-headless'), 'claude: airlock mcp --headless over stdio is connected');
h.check(connected('airlock-http'), 'claude: airlock over HTTP with the token is connected');
h.check(/^airlock-no-token: /m.test(output) && !connected('airlock-no-token'), 'claude: without the token, no connection');

server.child.kill('SIGTERM');
h.check(await h.stopStartedApp(isolated), 'the app `airlock mcp` started stops on SIGTERM');
await h.finish();
