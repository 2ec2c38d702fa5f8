// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The HTTP server the model-API emulators share (fake-anthropic.mjs, fake-gemini.mjs): on 127.0.0.1, every request
// recorded (method, url, path, headers, parsed JSON body) before `handle(record, res, url, raw)` answers it.
import http from 'node:http';

export async function startRecordingServer(handle, script) {
  const requests = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const url = new URL(req.url, 'http://127.0.0.1');
      const record = { method: req.method, url: req.url, path: url.pathname, headers: req.headers, body };
      requests.push(record);
      handle(record, res, url, raw, requests);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    // The conversation requests (those with tools), in order: [0] carries the prompt, [1] the first tool's result.
    conversation: () => requests.filter((r) => r.kind === 'conversation'),
    remainingTurns: () => script.length,
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }),
  };
}

export function sendJson(res, status, value) {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
