// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The conformance scenarios that need the suite's fixture tools, against the test-only airlock_mcp_fixture (the same
// McpServer library as `airlock mcp`, plus test_simple_text, test_error_handling, test_tool_with_progress,
// test_tool_with_logging, test_elicitation), and the generic scenarios once more on that server.
import fs from 'node:fs';
import path from 'node:path';
import * as h from './lib/harness.mjs';

h.requireModules('@modelcontextprotocol/conformance');
const fixture = process.env.AIRLOCK_MCP_FIXTURE;
if (!fixture || !fs.existsSync(fixture)) {
  console.error('FAIL: AIRLOCK_MCP_FIXTURE must point at the built airlock_mcp_fixture (ctest sets it)');
  process.exit(1);
}
const fixtureScenarios = ['tools-call-simple-text', 'tools-call-error', 'tools-call-with-progress',
  'tools-call-with-logging', 'tools-call-elicitation'];
const generic = ['server-initialize', 'ping', 'tools-list', 'logging-set-level', 'server-sse-multiple-streams',
  'dns-rebinding-protection'];

const isolated = h.isolatedEnv();
const server = await h.startHttpServer(fixture, ['--http', '0'], isolated);
console.log(`server: ${fixture} at ${server.url}`);
const cli = path.join(h.modulesDir, '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
const preload = path.join(h.testsDir, 'lib', 'bearer-preload.mjs');
for (const scenario of [...fixtureScenarios, ...generic]) {
  const result = await h.run(h.node22, ['--import', preload, cli, 'server', '--url', server.url, '--scenario', scenario,
    '--verbose'], { env: { ...isolated.env, AIRLOCK_TEST_BEARER: server.token }, timeoutMs: 120000 });
  const output = h.stripAnsi(result.stdout + result.stderr);
  let checks = [];
  try {
    checks = JSON.parse(output.slice(output.indexOf('['), output.lastIndexOf(']') + 1));
  } catch {
    // not JSON: the exit code and the raw output tell
  }
  const passed = checks.filter((c) => c.status === 'SUCCESS').length;
  const failed = checks.filter((c) => c.status === 'FAILURE');
  h.check(result.code === 0 && failed.length === 0 && passed > 0,
    `conformance ${scenario}: ${passed} passed, ${failed.length} failed`,
    failed.length ? failed.map((c) => `${c.id}: ${c.errorMessage}`).join('\n  ') : output.slice(-2000));
}
server.child.kill('SIGTERM');
await h.finish();
