// A small Pusher protocol 7 server on top of `ws`, enough for pusher-js: connection,
// ping/pong, public and private channel subscriptions (HMAC-checked), events.
import { createHmac, randomInt } from 'node:crypto';
import { WebSocketServer } from 'ws';
import { sessionIdOf } from './session.mjs';

export const APP_KEY = 'mock';
export const APP_SECRET = 'mock-secret';
export const APP_ID = 'mock';

/** The `auth` value a private channel subscription needs. */
export function signChannel(socketId, channel) {
  const hmac = createHmac('sha256', APP_SECRET).update(`${socketId}:${channel}`).digest('hex');
  return `${APP_KEY}:${hmac}`;
}

/** Creates the server; `handleUpgrade` plugs into an http server's 'upgrade' event. */
export function createRealtime() {
  const wss = new WebSocketServer({ noServer: true });
  /** @type {Map<string, Set<import('ws').WebSocket>>} */
  const channels = new Map();
  /** The mock session of each socket (its upgrade request's cookie), or null. */
  const sessions = new WeakMap();

  wss.on('connection', (socket, req) => {
    sessions.set(socket, sessionIdOf(req));
    const socketId = `${randomInt(1, 1e9)}.${randomInt(1, 1e9)}`;
    const mine = new Set();
    send(socket, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: socketId, activity_timeout: 120 }),
    });
    socket.on('message', (raw) => onMessage({ socket, socketId, mine, channels }, raw));
    socket.on('close', () => {
      for (const channel of mine) channels.get(channel)?.delete(socket);
    });
  });

  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    /**
     * Sends an event to a channel's subscribers; returns how many got it. With `session`, only
     * to the sockets of that mock session (and to sockets that named none): each session is a
     * world of its own (a browser context of the tests), so an event one caused (a report it
     * asked for) never reaches another's page, although both subscribe to the same user's channel.
     */
    trigger(channel, event, data, session = null) {
      const payload = typeof data === 'string' ? data : JSON.stringify(data ?? {});
      let delivered = 0;
      for (const socket of channels.get(channel) ?? []) {
        const own = sessions.get(socket);
        if (session && own && own !== session) continue;
        send(socket, { event, channel, data: payload });
        delivered += 1;
      }
      return delivered;
    },
    close() {
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}

const send = (socket, message) => socket.send(JSON.stringify(message));

/** One client frame: ping, subscribe (a private channel's signature checked) or unsubscribe. */
function onMessage({ socket, socketId, mine, channels }, raw) {
  let message;
  try {
    message = JSON.parse(String(raw));
  } catch {
    return send(socket, {
      event: 'pusher:error',
      data: { code: 4200, message: 'Invalid JSON' },
    });
  }
  const data = typeof message.data === 'string' ? safeJson(message.data) : (message.data ?? {});
  if (message.event === 'pusher:ping') return send(socket, { event: 'pusher:pong', data: {} });
  if (message.event === 'pusher:subscribe') {
    const channel = String(data.channel ?? '');
    if (channel.startsWith('private-') && data.auth !== signChannel(socketId, channel))
      return send(socket, {
        event: 'pusher:error',
        data: { code: 4009, message: `Invalid signature for ${channel}` },
      });
    if (!channels.has(channel)) channels.set(channel, new Set());
    channels.get(channel).add(socket);
    mine.add(channel);
    return send(socket, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: '{}',
    });
  }
  if (message.event === 'pusher:unsubscribe') {
    channels.get(String(data.channel))?.delete(socket);
    mine.delete(String(data.channel));
  }
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
