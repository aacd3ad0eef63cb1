// Per-browser state of the mock: a session (cookie `mock_session`, or header
// `X-Mock-Session` for tests) holds one world per persona, seeded lazily from the
// persona's dataset, plus the session's forced failures. Sessions live in a bounded
// LRU; a request without a session reads the pristine seed and keeps nothing.
import { randomBytes } from 'node:crypto';
import { DEFAULT_PERSONA } from './spec-index.mjs';

export const SESSION_COOKIE = 'mock_session';
export const PERSONA_COOKIE = 'mock_persona';
export const MAX_SESSIONS = 300;

/** Reads a cookie value from a Cookie header (a value that is not valid percent-encoding as sent). */
export function readCookie(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      return v.join('=');
    }
  }
  return null;
}

/** The persona of a request: header `X-Mock-Persona`, else cookie `mock_persona`, else the default. */
export function personaOf(req) {
  return String(
    req.headers['x-mock-persona'] ||
      readCookie(req.headers.cookie, PERSONA_COOKIE) ||
      DEFAULT_PERSONA,
  );
}

/** The session id a request names (cookie, else header), or null. Ids are plain tokens. */
export function sessionIdOf(req) {
  const id = readCookie(req.headers.cookie, SESSION_COOKIE) || req.headers['x-mock-session'];
  return typeof id === 'string' && /^[\w-]{1,64}$/.test(id) ? id : null;
}

/** A fresh random session id. */
export const newSessionId = () => randomBytes(12).toString('hex');

/** The Set-Cookie value that starts (or keeps) a session. */
export const sessionCookie = (id) => `${SESSION_COOKIE}=${id}; Path=/; SameSite=Lax; HttpOnly`;

/**
 * The session store.
 * @param {{ seed: (persona: string) => object, limit?: number }} options
 */
export function createSessions({ seed, limit = MAX_SESSIONS }) {
  /** @type {Map<string, { worlds: Map<string, object>, faults: Map<string, object>, reports: object[] }>} */
  const sessions = new Map();
  /** Pristine seeds, built once per persona; never handed out for writing. */
  const seeds = new Map();

  const pristine = (persona) => {
    if (!seeds.has(persona)) seeds.set(persona, seed(persona));
    return seeds.get(persona);
  };

  /** The session of `id`, created when unknown; most recently used last (LRU order). */
  function get(id) {
    let session = sessions.get(id);
    if (session) sessions.delete(id);
    else session = { worlds: new Map(), faults: new Map(), reports: [] };
    sessions.set(id, session);
    while (sessions.size > limit) sessions.delete(sessions.keys().next().value);
    return session;
  }

  return {
    get,
    /** Whether `id` is a live session (without touching its LRU place). */
    has: (id) => sessions.has(id),
    /**
     * The world a request works on. With a session id: that session's world of the
     * persona (seeded on first use, kept). Without: a throwaway copy of the seed.
     */
    world(id, persona) {
      if (!id) return structuredClone(pristine(persona));
      const { worlds } = get(id);
      if (!worlds.has(persona)) worlds.set(persona, structuredClone(pristine(persona)));
      return worlds.get(persona);
    },
    /** The pristine seed of a persona, for reads without a session (do not mutate). */
    seedOf: pristine,
    /** Back to the seed: one persona of a session, the whole session, or every session. */
    reset(id, persona) {
      if (!id) return sessions.clear();
      const session = get(id);
      if (persona) session.worlds.delete(persona);
      else session.worlds.clear();
      session.faults.clear();
    },
    size: () => sessions.size,
  };
}
