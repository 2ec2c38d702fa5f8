// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// An EMULATOR of the small part of the Anthropic Messages API that Claude Code uses, on 127.0.0.1, so that the real
// `claude` binary runs offline without any model: point it here with ANTHROPIC_BASE_URL=<url> ANTHROPIC_API_KEY=<any>.
// It is not the real service and does not think: it plays a script of turns, one per conversation request.
//
//   POST /v1/messages[?beta=true]    a conversation request. The next turn of the script answers it, streamed as
//                                    server-sent events (message_start, content_block_start/delta/stop,
//                                    message_delta, message_stop) when the body says `"stream": true`, otherwise as
//                                    one JSON message. A turn is { toolUse: { name, input } } (the model calls a
//                                    tool; stop_reason "tool_use") or { text } (a final answer; stop_reason
//                                    "end_turn"). Once the script is used up, every request gets `exhaustedText`.
//                                    A request without `tools` (a side request: a title, a summary, a quota probe)
//                                    gets a short text and does not consume a turn.
//   POST /v1/messages/count_tokens   { input_tokens } estimated from the body's size.
//   anything else                    404 with an Anthropic-shaped error, recorded.
//
// Every request is recorded (method, url, headers, parsed body) in `requests`, so that a test can read what the
// client sent back, e.g. the tool_result of a tool call a hook denied.
import { sendJson, startRecordingServer } from './recording-server.mjs';

export async function startFakeAnthropic({ turns = [], exhaustedText = 'Done.', model = 'claude-emulated' } = {}) {
  const script = [...turns];
  let nextId = 1;
  return startRecordingServer((record, res, url, raw) => {
    const { body } = record;
    if (record.method === 'POST' && url.pathname === '/v1/messages/count_tokens') {
      sendJson(res, 200, { input_tokens: Math.max(1, Math.round(raw.length / 4)) });
    } else if (record.method === 'POST' && url.pathname === '/v1/messages' && body && typeof body === 'object') {
      const conversation = Array.isArray(body.tools) && body.tools.length > 0;
      const turn = conversation ? (script.shift() ?? { text: exhaustedText }) : { text: 'Emulated side answer.' };
      record.kind = conversation ? 'conversation' : 'side';
      record.turn = turn;
      answer(res, body, turn, `msg_emulated_${nextId++}`, body.model ?? model);
    } else {
      record.kind = 'unhandled';
      sendJson(res, 404, { type: 'error',
        error: { type: 'not_found_error', message: `emulator: no ${record.method} ${url.pathname}` } });
    }
  }, script);
}

// The content blocks of one turn, as a complete message would hold them.
function contentOf(turn, id) {
  if (turn.toolUse) {
    return [
      ...(turn.text ? [{ type: 'text', text: turn.text }] : []),
      { type: 'tool_use', id: `toolu_${id}`, name: turn.toolUse.name, input: turn.toolUse.input },
    ];
  }
  return [{ type: 'text', text: turn.text ?? '' }];
}

function answer(res, body, turn, id, model) {
  const content = contentOf(turn, id);
  const stopReason = turn.toolUse ? 'tool_use' : 'end_turn';
  const usage = { input_tokens: 10, output_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  if (!body.stream) {
    sendJson(res, 200, { id, type: 'message', role: 'assistant', model, content, stop_reason: stopReason,
      stop_sequence: null, usage });
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const event = (type, data) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  event('message_start', { message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null,
    stop_sequence: null, usage: { ...usage, output_tokens: 1 } } });
  content.forEach((block, index) => {
    if (block.type === 'tool_use') {
      event('content_block_start', { index, content_block: { ...block, input: {} } });
      event('content_block_delta',
        { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } });
    } else {
      event('content_block_start', { index, content_block: { type: 'text', text: '' } });
      event('content_block_delta', { index, delta: { type: 'text_delta', text: block.text } });
    }
    event('content_block_stop', { index });
  });
  event('message_delta', { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 10 } });
  event('message_stop', {});
  res.end();
}

// The text of the tool_result blocks in one recorded request body (what the client told the model about its tools).
export function toolResults(body) {
  const results = [];
  for (const message of body?.messages ?? []) {
    if (!Array.isArray(message.content)) continue;
    for (const block of message.content) {
      if (block.type !== 'tool_result') continue;
      const text = typeof block.content === 'string' ? block.content
        : (block.content ?? []).map((part) => part.text ?? '').join('\n');
      results.push({ toolUseId: block.tool_use_id, isError: block.is_error === true, text });
    }
  }
  return results;
}
