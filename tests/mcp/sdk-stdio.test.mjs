// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The official TypeScript SDK client (@modelcontextprotocol/sdk) over stdio against `airlock mcp --headless`: it
// validates every result against the tool's outputSchema. Tools, progress, cancellation with the process gone, a
// server-side and a client-side timeout, and a raw client sending garbage lines.
import { spawn } from 'node:child_process';
import * as h from './lib/harness.mjs';

h.requireModules();
const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
const airlock = h.airlockBinary();
const isolated = h.isolatedEnv();
const unique = (seconds) => `sleep ${seconds}.${process.pid % 1000}${Math.floor(Math.random() * 1000)}`;

const client = new Client({ name: 'airlock-sdk-test', version: '1.0.0' });
const transport = new StdioClientTransport({ command: airlock, args: ['mcp', '--headless'], env: isolated.env,
  stderr: 'inherit' });
await client.connect(transport);

// Identity and tools.
h.check(client.getServerVersion()?.name === 'airlock', 'serverInfo.name is airlock', client.getServerVersion());
h.check(client.getServerCapabilities()?.tools !== undefined, 'tools capability declared');
const { tools } = await client.listTools();
const terminal = tools.find((t) => t.name === 'terminal');
h.check(terminal?.outputSchema?.required?.includes('exit_code'), 'terminal has an outputSchema', terminal);
h.check(terminal?.annotations?.destructiveHint === true, 'terminal is marked destructive');

// A call with progress: output arrives while the command runs; the SDK validates structuredContent.
const progress = [];
const result = await client.callTool(
  // Short lines: output streams as it comes, nothing is held back.
  { name: 'terminal', arguments: { command: 'echo first line; sleep 1; echo second line; sleep 1; echo end' } },
  undefined, { onprogress: (p) => progress.push(p) });
h.check(result.isError === false && result.structuredContent?.exit_code === 0, 'call succeeds with structuredContent',
  result);
h.check(result.content?.[0]?.text?.includes('second line'), 'the result text carries the output');
h.check(progress.length >= 1 && progress.some((p) => p.message?.includes('first line')), 'progress carries output',
  progress);
h.check(progress.every((p, i) => i === 0 || p.progress > progress[i - 1].progress), 'progress strictly increases');

// Heartbeats keep a client timeout alive: 7 s of silence with a 5 s timeout that progress resets.
const quiet = await client.callTool({ name: 'terminal', arguments: { command: 'sleep 7; echo after the silence' } },
  undefined, { timeout: 5000, resetTimeoutOnProgress: true, onprogress: () => {} });
h.check(quiet.content?.[0]?.text?.includes('after the silence'), 'heartbeats reset the client timeout');

// Cancellation: the SDK sends notifications/cancelled; the command's process is gone and no result arrives.
const sleepCancel = unique(60);
const controller = new AbortController();
const cancelled = client.callTool({ name: 'terminal', arguments: { command: sleepCancel } }, undefined,
  { signal: controller.signal }).then(() => 'resolved', (e) => `rejected: ${e.name ?? e}`);
h.check(await h.waitUntil(() => h.processesMatching(sleepCancel).length === 1, 20000), 'the command started');
controller.abort('test cancels');
h.check((await cancelled).startsWith('rejected'), 'the aborted call rejects on the client');
h.check(await h.waitUntil(() => h.processesMatching(sleepCancel).length === 0, 10000), 'cancel kills the process');

// Server-side timeout.
const sleepTimeout = unique(30);
const timedOut = await client.callTool({ name: 'terminal', arguments: { command: sleepTimeout, timeout_seconds: 1 } });
h.check(timedOut.structuredContent?.timed_out === true && timedOut.structuredContent?.exit_code === 124,
  'timeout_seconds kills the command (exit 124)', timedOut);
h.check(await h.waitUntil(() => h.processesMatching(sleepTimeout).length === 0, 10000), 'the timed-out process is gone');

// Client-side timeout: the SDK gives up after 1 s and cancels; the server kills the command.
const sleepClient = unique(30);
const clientTimeout = await client.callTool({ name: 'terminal', arguments: { command: sleepClient } }, undefined,
  { timeout: 1000 }).then(() => 'resolved', (e) => String(e.message ?? e));
h.check(/timed out/i.test(clientTimeout), 'the client times out', clientTimeout);
h.check(await h.waitUntil(() => h.processesMatching(sleepClient).length === 0, 10000),
  'a client timeout cancels the command');

// Errors reach the model as isError results; unknown tools as JSON-RPC errors.
const invalid = await client.callTool({ name: 'terminal', arguments: { timeout_seconds: 5 } });
h.check(invalid.isError === true && invalid.content[0].text.startsWith('error[invalid_arguments]'),
  'invalid arguments are an isError result', invalid);
const unknown = await client.callTool({ name: 'nope', arguments: {} }).then(() => 'resolved', (e) => e.code);
h.check(unknown === -32602, 'an unknown tool is -32602', unknown);
await client.close();

// A raw client: garbage lines between requests, every line answered or skipped, the server keeps going.
const raw = h.track(spawn(airlock, ['mcp', '--headless'], { env: isolated.env, stdio: ['pipe', 'pipe', 'inherit'] }));
const lines = [];
let buffer = '';
raw.stdout.on('data', (chunk) => {
  buffer += chunk;
  let at;
  while ((at = buffer.indexOf('\n')) >= 0) {
    lines.push(buffer.slice(0, at));
    buffer = buffer.slice(at + 1);
  }
});
const send = (text) => raw.stdin.write(`${text}\n`);
send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } }));
send('this is not json');
send('{"jsonrpc":"2.0","id":2,');
send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ping' }));
send('\u0000\u0001 binary garbage');
send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/call',
  params: { name: 'terminal', arguments: { command: 'echo raw ok' } } }));
h.check(await h.waitUntil(() => lines.some((l) => l.includes('"id":4')), 20000), 'the raw client gets its result');
const parsed = lines.map((l) => { try { return JSON.parse(l); } catch { return null; } });
h.check(parsed.every((m) => m !== null), 'every stdout line is JSON', lines);
h.check(parsed.filter((m) => m?.error?.code === -32700).length === 3, 'each garbage line gets a parse error', parsed);
h.check(parsed.some((m) => m?.id === 3 && m.result), 'ping is answered between garbage lines');
raw.stdin.end();
const exitCode = await new Promise((r) => raw.on('exit', r));
h.check(exitCode === 0, 'stdin EOF ends the server with 0', exitCode);

await h.finish();
