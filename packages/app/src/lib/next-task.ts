/**
 * Resolves in a new task of the event loop, so that the work after it does not lengthen the
 * current one: the browser may paint and handle input in between. `scheduler.yield()` where
 * there is one (Chromium: the continuation goes first), else a message (not a timer: timers
 * wait a second or more in a background tab).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
