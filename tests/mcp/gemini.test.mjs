// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Gemini CLI (@google/gemini-cli) as a real client: `gemini mcp list` connects to Airlock over stdio (the bridge to
// the app, and --headless) and over Streamable HTTP with the bearer token, offline, in a trusted folder of an
// isolated HOME. Gemini initializes with 2025-06-18 and pings right after.
import fs from 'node:fs';
import path from 'node:path';
import * as h from './lib/harness.mjs';

h.enterOfflineNamespace();
h.requireModules('@google/gemini-cli');
const airlock = h.airlockBinary();
const gemini = path.join(h.modulesDir, '@google', 'gemini-cli', 'bundle', 'gemini.js');
const isolated = h.isolatedEnv({ PATH: `${path.dirname(h.node22)}:${process.env.PATH}`, GEMINI_CLI_NO_RELAUNCH: 'true' });
const server = await h.startHttpServer(airlock, ['mcp', '--http', '0'], isolated);

// `gemini mcp add` keeps only the last server when run twice in a row, so the settings are written directly.
fs.mkdirSync(path.join(isolated.project, '.gemini'), { recursive: true });
fs.writeFileSync(path.join(isolated.project, '.gemini', 'settings.json'), JSON.stringify({
  mcpServers: {
    'airlock-bridge': { command: airlock, args: ['mcp'] },
    'airlock-headless': { command: airlock, args: ['mcp', '--headless'] },
    'airlock-http': { httpUrl: server.url, headers: { Authorization: `Bearer ${server.token}` } },
  },
  privacy: { usageStatisticsEnabled: false },
}, null, 2));
// Servers of an untrusted folder are shown as disabled.
fs.mkdirSync(path.join(isolated.env.HOME, '.gemini'), { recursive: true });
fs.writeFileSync(path.join(isolated.env.HOME, '.gemini', 'trustedFolders.json'),
  JSON.stringify({ [isolated.project]: 'TRUST_FOLDER' }));

const list = await h.run(h.node22, [gemini, 'mcp', 'list'], { cwd: isolated.project, env: isolated.env,
  timeoutMs: 120000 });
const output = h.stripAnsi(list.stdout + list.stderr);
console.log(output.trim());
const connected = (name) => new RegExp(`✓ ${name}: .* - Connected$`, 'm').test(output);
h.check(list.code === 0, 'gemini mcp list exits 0', list.code);
h.check(connected('airlock-bridge'), 'gemini: airlock over stdio, bridged to the app it started, is connected');
h.check(connected('airlock-headless'), 'gemini: airlock mcp --headless over stdio is connected');
h.check(connected('airlock-http'), 'gemini: airlock over HTTP with the token is connected');

server.child.kill('SIGTERM');
h.check(await h.stopStartedApp(isolated), 'the app `airlock mcp` started stops on SIGTERM');
await h.finish();
