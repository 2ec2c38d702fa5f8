// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Loaded with `node --import` into the conformance suite: every HTTP request it makes to Airlock carries
// `Authorization: Bearer $AIRLOCK_TEST_BEARER`, as a real client configured with the token does. The suite itself
// has no option for headers, and Airlock never serves HTTP without its token.
import { Agent, setGlobalDispatcher } from 'undici';

const token = process.env.AIRLOCK_TEST_BEARER;
if (!token) {
  console.error('bearer-preload: AIRLOCK_TEST_BEARER is not set');
  process.exit(1);
}
const value = `Bearer ${token}`;

function withAuthorization(headers) {
  if (headers == null) return { authorization: value };
  if (Array.isArray(headers)) {
    // undici passes either a flat [name, value, ...] list or a list of pairs.
    if (headers.length > 0 && Array.isArray(headers[0])) {
      if (headers.some(([name]) => String(name).toLowerCase() === 'authorization')) return headers;
      return [...headers, ['authorization', value]];
    }
    for (let i = 0; i < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === 'authorization') return headers;
    return [...headers, 'authorization', value];
  }
  if (typeof headers[Symbol.iterator] === 'function') return withAuthorization([...headers]);
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) return headers;
  return { ...headers, authorization: value };
}

const addAuthorization = (dispatch) => (options, handler) =>
  dispatch({ ...options, headers: withAuthorization(options.headers) }, handler);

// Both the suite's undici.request and Node's fetch (which the SDK client uses) read the global dispatcher.
setGlobalDispatcher(new Agent().compose(addAuthorization));
