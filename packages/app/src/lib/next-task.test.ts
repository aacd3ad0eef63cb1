import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as WithScheduler).scheduler;
});

describe('nextTask', () => {
  it('resolves after the current task has ended, not within it (no scheduler: a message)', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask of this task'));
    order.push('rest of this task');
    await done;
    expect(order).toEqual(['rest of this task', 'microtask of this task', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldTo = vi.fn(() => Promise.resolve());
    (globalThis as WithScheduler).scheduler = { yield: yieldTo };
    await nextTask();
    expect(yieldTo).toHaveBeenCalledTimes(1);
  });
});
