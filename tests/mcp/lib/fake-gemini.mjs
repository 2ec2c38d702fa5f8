// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// An EMULATOR of the small part of the Gemini API (generativelanguage.googleapis.com, v1beta) that Gemini CLI uses,
// on 127.0.0.1, so that the real `gemini` runs offline without any model. Point it here with
// GOOGLE_GEMINI_BASE_URL=<url> GEMINI_API_KEY=<any> and `security.auth.selectedType: "gemini-api-key"` in the
// settings (without that setting the base URL alone selects the "gateway" auth type, which `gemini -p` rejects as
// "Invalid auth method selected."). It is not the real service and does not think: it plays a script of turns.
//
//   POST /v1beta/models/<model>:streamGenerateContent?alt=sse   a conversation request, answered with one
//   POST /v1beta/models/<model>:generateContent                 server-sent event (or one JSON response) holding
//        the next turn of the script: { functionCall: { name, args } } (the model calls a tool) or { text } (a final
//        answer). Once the script is used up, every request gets `exhaustedText`. A request without `tools` is a
//        side request (Gemini CLI's model router asks for a complexity score as JSON): it gets an object made from
//        its responseJsonSchema (or a short text) and does not consume a turn.
//   POST /v1beta/models/<model>:countTokens                     { totalTokens } estimated from the body's size.
//   anything else                                               404 with a Google-shaped error, recorded.
//
// Every request is recorded (method, url, headers, parsed body) in `requests`, so that a test can read what the
// client sent back, e.g. the functionResponse of a tool call a hook denied.
import { sendJson, startRecordingServer } from './recording-server.mjs';

export async function startFakeGemini({ turns = [], exhaustedText = 'Done.' } = {}) {
  const script = [...turns];
  return startRecordingServer((record, res, url, raw, requests) => {
    const { body } = record;
    const match = /^\/v1(?:beta|alpha)?\/models\/([^/:]+):(\w+)$/.exec(url.pathname);
    const method = match?.[2];
    if (record.method === 'POST' && method === 'countTokens') {
      sendJson(res, 200, { totalTokens: Math.max(1, Math.round(raw.length / 4)) });
    } else if (record.method === 'POST' && (method === 'generateContent' || method === 'streamGenerateContent')
      && body && typeof body === 'object') {
      const conversation = Array.isArray(body.tools) && body.tools.length > 0;
      let parts;
      if (conversation) {
        const turn = script.shift() ?? { text: exhaustedText };
        record.kind = 'conversation';
        record.turn = turn;
        parts = turn.functionCall ? [{ functionCall: turn.functionCall }] : [{ text: turn.text ?? '' }];
      } else {
        record.kind = 'side';
        const schema = body.generationConfig?.responseJsonSchema ?? body.generationConfig?.responseSchema;
        parts = [{ text: schema ? JSON.stringify(fromSchema(schema)) : 'Emulated side answer.' }];
      }
      const response = {
        candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
        modelVersion: match[1],
        responseId: `emulated-${requests.length}`,
      };
      if (method === 'streamGenerateContent' && url.searchParams.get('alt') === 'sse') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.end(`data: ${JSON.stringify(response)}\r\n\r\n`);
      } else if (method === 'streamGenerateContent') {
        sendJson(res, 200, [response]); // without alt=sse the stream is one JSON array
      } else {
        sendJson(res, 200, response);
      }
    } else {
      record.kind = 'unhandled';
      sendJson(res, 404,
        { error: { code: 404, message: `emulator: no ${record.method} ${url.pathname}`, status: 'NOT_FOUND' } });
    }
  }, script);
}

// A value that fits a Gemini (OpenAPI-style) schema, with the required properties filled: enough for the router.
function fromSchema(schema) {
  switch (String(schema?.type ?? '').toUpperCase()) {
    case 'OBJECT': {
      const value = {};
      for (const [name, sub] of Object.entries(schema.properties ?? {})) value[name] = fromSchema(sub);
      return value;
    }
    case 'ARRAY': return [];
    case 'INTEGER': case 'NUMBER': return 1;
    case 'BOOLEAN': return false;
    default: return schema?.enum?.[0] ?? 'emulated';
  }
}

// The functionResponse parts in one recorded request body (what the client told the model about its tools).
export function functionResponses(body) {
  const results = [];
  for (const content of body?.contents ?? []) {
    for (const part of content.parts ?? []) {
      if (part.functionResponse) results.push(part.functionResponse);
    }
  }
  return results;
}
