// The stateful heart of the mock: sessions of per-persona worlds (session.mjs) seeded by
// the dataset (scripts/mock/world/dataset.mjs), reads answered by its views
// (scripts/mock/world/views.mjs), writes by writes.mjs (over the dataset's write rules), and each
// session's forced failures (faults.mjs).
import { faultAnswer, takeFault } from './faults.mjs';
import { mediaNames } from './media.mjs';
import { createSessions } from './session.mjs';
import { LINKS, WRITES } from './writes.mjs';

/** Loads the dataset and its views; null when they are not there (Prism answers then). */
export async function loadWorlds() {
  try {
    const dataset = await import('./world/dataset.mjs');
    const views = await import('./world/views.mjs');
    return typeof views.read === 'function' ? { dataset, views } : null;
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/** Reads without parameters whose answers name the entities behind most media URLs. */
const NAMING_READS = [
  'getCurrentUser',
  'listAccounts',
  'getCompany',
  'getNetwork',
  'listApps',
  'listArticles',
];

/** Parses a request body by its content type. */
function parseRequestBody(text, contentType) {
  if (!text) return {};
  if (contentType.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/**
 * The state of the mock. Without worlds (no dataset/views yet), `answer` is always null
 * and the gateway lets Prism answer from the contract's examples, as before.
 * @param {{ worlds: Awaited<ReturnType<typeof loadWorlds>>, fallbackPersonas: string[], limit?: number }} options
 */
export function createState({ worlds, fallbackPersonas, limit }) {
  const signedOut = worlds?.dataset.SIGNED_OUT ?? 'signed-out';
  const personas = worlds ? [...worlds.dataset.personaNames, signedOut] : [...fallbackPersonas];
  const sessions = createSessions({ seed: (p) => worlds.dataset.seed(p), limit });
  let names = null;
  /** A world's naming answers, then the world itself (for what no plain read shows). */
  const answersOf = (world) => [
    ...NAMING_READS.map((op) => worlds.views.read(op, world).body),
    world,
  ];

  return {
    stateful: Boolean(worlds),
    personas,
    descriptions: worlds?.dataset.personaDescriptions ?? {},
    /** The 401 body of the signed-out persona. */
    unauthorized: worlds?.views.UNAUTHORIZED ?? {
      code: 'unauthorized',
      message: 'You need to sign in or sign up before continuing.',
    },
    signedOut,
    sessions,

    /** Whether a persona has a world to act on (known, not signed out, dataset loaded). */
    acts: (persona) => Boolean(worlds) && persona !== signedOut && personas.includes(persona),

    /** The world of a session and persona (kept), or a throwaway seed copy without session. */
    world: (sessionId, persona) => sessions.world(sessionId, persona),

    /**
     * Answers an operation from the world: `{ status, body, userId }`, or null when the
     * dataset does not answer it (the gateway then asks Prism).
     */
    answer(sessionId, persona, ctx) {
      if (!worlds || persona === signedOut) return null;
      const handler = WRITES[ctx.operationId] ?? LINKS[ctx.operationId];
      const world =
        handler || sessionId ? sessions.world(sessionId, persona) : sessions.seedOf(persona);
      const userId = world.user.id;
      if (ctx.operationId === 'authorizeRealtimeChannel')
        return { status: 200, body: null, userId };
      const request = { path: ctx.path, query: ctx.query };
      if (handler) {
        const body = parseRequestBody(ctx.body, ctx.contentType);
        return { ...handler(world, { ...request, body }, { ctx }), userId };
      }
      if (!worlds.views.readOperations.includes(ctx.operationId)) return null;
      return { ...worlds.views.read(ctx.operationId, world, request), userId };
    },

    /** The fault to apply to an operation of a session (counting down `times`), or null. */
    takeFault: (sessionId, operationId) =>
      sessionId && sessions.has(sessionId)
        ? takeFault(sessions.get(sessionId).faults, operationId)
        : null,
    faultAnswer: (fault, operationId) => faultAnswer(fault.kind, operationId),

    /** The entity name behind a media path, from every persona's seed. */
    mediaName(path) {
      if (!worlds) return null;
      names ??= mediaNames(
        worlds.dataset.personaNames.flatMap((p) => answersOf(sessions.seedOf(p))),
      );
      return names.get(path) ?? null;
    },
  };
}
