import type { UserEvents } from '@creator/api-client/realtime';

/** The events of the user's private channel (openapi/asyncapi.yaml). */
export type RealtimeEvent = keyof UserEvents;

/** A page's handler of an event: true when the page has shown the news itself. */
export type PageHandler<E extends RealtimeEvent> = (payload: UserEvents[E]) => boolean;

/** What a waiting expectation says about itself, for the news of its event. */
export interface ExpectationData {
  channelId?: string;
  month?: string;
}

/** News no page took: the app-wide notice of an event (see `RealtimeProvider`). */
export type NewsHandler = <E extends RealtimeEvent>(
  event: E,
  payload: UserEvents[E],
  expected: ExpectationData | null,
) => void;

/** An open connection subscribed to the user's channel. */
export interface RealtimeLink {
  /** Settles when the channel is subscribed (rejects when it cannot be). */
  ready: Promise<void>;
  /** Unsubscribes and closes. */
  close: () => void;
}

/** Opens a link that passes every event of the user's channel to `dispatch`. */
export type OpenLink = (
  dispatch: <E extends RealtimeEvent>(event: E, payload: UserEvents[E]) => void,
) => RealtimeLink;

interface Expectation {
  event: RealtimeEvent;
  key: string;
  matches: (payload: never) => boolean;
  data: ExpectationData;
  release: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/** Options of {@link RealtimeHub.expect}. */
export interface ExpectOptions<E extends RealtimeEvent> {
  /** One expectation per key: expecting it again restarts its wait. */
  key: string;
  /** Whether a payload is the one awaited. @default every payload */
  matches?: (payload: UserEvents[E]) => boolean;
  /** Passed to the news of the event (what the notice names). */
  data?: ExpectationData;
  /** How long to wait before giving up (the connection may then close). */
  timeoutMs: number;
}

/**
 * The app's one realtime connection (news shown where the user is). It is open only
 * while someone needs it: a page that listens live holds it while mounted, and something the
 * user is waiting for (a requested report, payee details being completed) holds it until its
 * event arrives or its wait times out, on whatever page the user then is. pusher-js is loaded
 * on the first hold, never on pages that need nothing. An event goes to the pages' handlers;
 * when none shows it, `news` does (an app-wide notice). A page the user is leaving gets no
 * news: the router changes the URL before the next page replaces it (a few hundred ms on a
 * slow phone, while its code loads), and news a page took then would go with it unseen. A
 * handler therefore counts only while the URL's path is the one it was registered on (`where`).
 */
export class RealtimeHub {
  private holds = 0;
  private link: RealtimeLink | null = null;
  private readonly handlers = new Map<
    RealtimeEvent,
    Set<{ handler: PageHandler<never>; at: string }>
  >();
  private expectations: Expectation[] = [];

  constructor(
    private readonly open: OpenLink,
    private news: NewsHandler = () => {},
    /** Where the user is: the URL's path (a page's handler counts only there). */
    private readonly where: () => string = () => window.location.pathname,
  ) {}

  /** Who shows the news no page showed (the provider's, with the current translations). */
  setNews(news: NewsHandler): void {
    this.news = news;
  }

  /** Keeps the connection open until the returned release is called (once). */
  hold(): () => void {
    this.holds += 1;
    if (this.holds === 1) this.link = this.open((event, payload) => this.dispatch(event, payload));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds === 0) {
        this.link?.close();
        this.link = null;
      }
    };
  }

  /** Whether the connection is open (held). */
  get connected(): boolean {
    return this.link !== null;
  }

  /** Settles once the channel is subscribed; at once when nothing holds the connection. */
  ready(): Promise<void> {
    return this.link?.ready ?? Promise.resolve();
  }

  /**
   * A page's handler of `event`, until the returned function removes it; it gets the news while
   * the URL's path is the one of the page that registered it.
   */
  on<E extends RealtimeEvent>(event: E, handler: PageHandler<E>): () => void {
    const set = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, set);
    const entry = { handler: handler as PageHandler<never>, at: this.where() };
    set.add(entry);
    return () => set.delete(entry);
  }

  /**
   * Waits for `event` beyond the page that asked (the connection stays open meanwhile).
   * Returns the function that stops waiting (e.g. the request failed).
   */
  expect<E extends RealtimeEvent>(event: E, options: ExpectOptions<E>): () => void {
    const previous = this.expectations.find((e) => e.event === event && e.key === options.key);
    const expectation: Expectation = {
      event,
      key: options.key,
      matches: (options.matches ?? (() => true)) as (payload: never) => boolean,
      data: options.data ?? {},
      release: this.hold(),
      timer: setTimeout(() => this.drop(expectation), options.timeoutMs),
    };
    this.expectations.push(expectation);
    // Dropped after the new one holds the connection, so it stays open.
    this.drop(previous);
    return () => this.drop(expectation);
  }

  /** Whether anything is awaited (a pending report, payee details). */
  get waiting(): boolean {
    return this.expectations.length > 0;
  }

  private drop(expectation: Expectation | undefined) {
    if (!expectation || !this.expectations.includes(expectation)) return;
    this.expectations = this.expectations.filter((e) => e !== expectation);
    clearTimeout(expectation.timer);
    expectation.release();
  }

  private dispatch<E extends RealtimeEvent>(event: E, payload: UserEvents[E]) {
    const expected = this.expectations.find(
      (e) => e.event === event && (e.matches as (p: UserEvents[E]) => boolean)(payload),
    );
    let shown = false;
    const here = this.where();
    for (const { handler, at } of [...(this.handlers.get(event) ?? [])])
      if (at === here && (handler as PageHandler<E>)(payload)) shown = true;
    if (!shown) this.news(event, payload, expected?.data ?? null);
    // Released after the handlers ran, so a page's handler still finds the link.
    this.drop(expected);
  }
}
