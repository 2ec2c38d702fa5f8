// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The official MCP conformance suite (@modelcontextprotocol/conformance, run with Node 22) against
// `airlock mcp --http 0 --headless`: the scenarios that apply to any server must all pass.
import path from 'node:path';
import * as h from './lib/harness.mjs';

h.requireModules('@modelcontextprotocol/conformance');
const airlock = h.airlockBinary();
const scenarios = ['server-initialize', 'ping', 'tools-list', 'logging-set-level', 'server-sse-multiple-streams',
  'dns-rebinding-protection'];
await runConformance([airlock, ['mcp', '--http', '0', '--headless']], scenarios);
await h.finish();

async function runConformance([command, args], names) {
  const isolated = h.isolatedEnv();
  const server = await h.startHttpServer(command, args, isolated);
  console.log(`server: ${command} ${args.join(' ')} at ${server.url}`);
  const cli = path.join(h.modulesDir, '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
  const preload = path.join(h.testsDir, 'lib', 'bearer-preload.mjs');
  for (const scenario of names) {
    const result = await h.run(h.node22, ['--import', preload, cli, 'server', '--url', server.url, '--scenario', scenario],
      { env: { ...isolated.env, AIRLOCK_TEST_BEARER: server.token }, timeoutMs: 120000 });
    const output = h.stripAnsi(result.stdout + result.stderr);
    const summary = (/Passed: .*/.exec(output) ?? ['(no summary)'])[0];
    h.check(result.code === 0, `conformance ${scenario}: ${summary}`, output.split('\n').filter((l) => /FAILURE|rror/.test(l)).join('\n  '));
  }
  server.child.kill('SIGTERM');
}
