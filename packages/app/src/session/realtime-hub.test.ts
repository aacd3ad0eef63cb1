import type { UserEvents } from '@creator/api-client/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeHub, type OpenLink } from './realtime-hub';

type Dispatch = Parameters<OpenLink>[0];

/** A hub over a fake link: counts opens and closes, and lets a test push events. */
function setup() {
  const links = { opened: 0, closed: 0 };
  const location = { path: '/creator/earnings/youtube' };
  let dispatch: Dispatch | null = null;
  const open: OpenLink = (d) => {
    links.opened += 1;
    dispatch = d;
    return { ready: Promise.resolve(), close: () => (links.closed += 1) };
  };
  const news = vi.fn();
  const hub = new RealtimeHub(open, news, () => location.path);
  const push = <E extends keyof UserEvents>(event: E, payload: UserEvents[E]) =>
    dispatch?.(event, payload);
  return { hub, links, news, push, location };
}

const report = { fileUrl: 'https://files.example/r.csv', channelId: 'UC1', month: '2026-10-01' };

describe('RealtimeHub', () => {
  afterEach(() => vi.useRealTimers());

  it('opens nothing until held, one connection for every holder, closed with the last', () => {
    const { hub, links } = setup();
    expect(links.opened).toBe(0);
    const a = hub.hold();
    const b = hub.hold();
    expect(links).toEqual({ opened: 1, closed: 0 });
    a();
    a();
    expect(links.closed).toBe(0);
    b();
    expect(links).toEqual({ opened: 1, closed: 1 });
    expect(hub.connected).toBe(false);
  });

  it.each<[string, boolean, boolean]>([
    ['a page that shows it: no app-wide notice', true, false],
    ['a page that does not: the app-wide notice', false, true],
  ])('%s', (_name, pageShows, noticed) => {
    const { hub, news, push } = setup();
    const release = hub.hold();
    hub.on('video_revenue_report_ready', () => pageShows);
    push('video_revenue_report_ready', report);
    expect(news).toHaveBeenCalledTimes(noticed ? 1 : 0);
    release();
  });

  it('a page being left (the URL already changed, the page not yet replaced) gets no news: the app-wide notice does', () => {
    const { hub, news, push, location } = setup();
    const release = hub.hold();
    const page = vi.fn(() => true);
    hub.on('video_revenue_report_ready', page);
    location.path = '/creator/campaigns/active';
    push('video_revenue_report_ready', report);
    expect(page).not.toHaveBeenCalled();
    expect(news).toHaveBeenCalledTimes(1);
    // Back on its page (or a page registered where the user now is): the page shows it.
    location.path = '/creator/earnings/youtube';
    push('video_revenue_report_ready', report);
    expect(page).toHaveBeenCalledTimes(1);
    expect(news).toHaveBeenCalledTimes(1);
    release();
  });

  it('a waited-for event keeps the connection past the page, and its news names what was asked', () => {
    const { hub, links, news, push } = setup();
    const page = hub.hold();
    const off = hub.on('video_revenue_report_ready', () => true);
    hub.expect('video_revenue_report_ready', {
      key: 'UC1/2026-10',
      matches: (e) => e.channelId === undefined || e.channelId === 'UC1',
      data: { channelId: 'UC1', month: '2026-10-01' },
      timeoutMs: 120_000,
    });
    // The user leaves the page that asked.
    off();
    page();
    expect(links.closed).toBe(0);
    push('video_revenue_report_ready', { fileUrl: report.fileUrl });
    expect(news).toHaveBeenCalledWith(
      'video_revenue_report_ready',
      { fileUrl: report.fileUrl },
      { channelId: 'UC1', month: '2026-10-01' },
    );
    // Arrived: nothing is awaited any more, the connection closes.
    expect(hub.waiting).toBe(false);
    expect(links).toEqual({ opened: 1, closed: 1 });
  });

  it('an event that matches no wait leaves the wait in place', () => {
    const { hub, news, push } = setup();
    hub.expect('video_revenue_report_ready', {
      key: 'UC1/2026-10',
      matches: (e) => e.channelId === 'UC1',
      timeoutMs: 120_000,
    });
    push('video_revenue_report_ready', { ...report, channelId: 'UC2' });
    expect(news).toHaveBeenCalledWith('video_revenue_report_ready', expect.anything(), null);
    expect(hub.waiting).toBe(true);
  });

  it('a wait times out and lets the connection close; waiting again on a key restarts it', () => {
    vi.useFakeTimers();
    const { hub, links } = setup();
    hub.expect('payee_details_updated', { key: 'payee', timeoutMs: 1000 });
    vi.advanceTimersByTime(600);
    hub.expect('payee_details_updated', { key: 'payee', timeoutMs: 1000 });
    vi.advanceTimersByTime(600);
    expect(hub.waiting).toBe(true);
    expect(links.closed).toBe(0);
    vi.advanceTimersByTime(400);
    expect(hub.waiting).toBe(false);
    expect(links.closed).toBe(1);
  });

  it('a cancelled wait (the request failed) releases the connection', () => {
    const { hub, links } = setup();
    const cancel = hub.expect('video_revenue_report_ready', { key: 'k', timeoutMs: 1000 });
    cancel();
    expect(hub.waiting).toBe(false);
    expect(links).toEqual({ opened: 1, closed: 1 });
  });
});
