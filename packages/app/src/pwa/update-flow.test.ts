import { describe, expect, it, vi } from 'vitest';
import { createUpdateFlow } from './update-flow';

function flow() {
  const reloadPage = vi.fn();
  const activate = vi.fn();
  return { flow: createUpdateFlow(reloadPage), reloadPage, activate };
}

describe('the update flow', () => {
  it('is not ready until a new version waits, then tells its subscribers', () => {
    const { flow: updates, activate } = flow();
    const listener = vi.fn();
    updates.subscribe(listener);
    expect(updates.ready()).toBe(false);
    updates.announce(activate);
    expect(updates.ready()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("activates the waiting version on the user's Reload, and reloads once it is in charge", () => {
    const { flow: updates, reloadPage, activate } = flow();
    updates.announce(activate);
    updates.reload();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
    updates.controlled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("never reloads by itself when another tab's Reload put the new version in charge", () => {
    const { flow: updates, reloadPage, activate } = flow();
    updates.announce(activate);
    updates.controlled();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(updates.ready()).toBe(true);
    // Nothing waits any more: the user's Reload reloads at once.
    updates.reload();
    expect(activate).not.toHaveBeenCalled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says a new version is ready when one took the page over before it was announced', () => {
    const { flow: updates, reloadPage } = flow();
    const listener = vi.fn();
    updates.subscribe(listener);
    updates.controlled();
    expect(updates.ready()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
    updates.reload();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
