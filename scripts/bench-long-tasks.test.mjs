import { describe, expect, it } from 'vitest';
import { blocking, formatLongTasks, longTasks } from './bench-long-tasks.mjs';

const MAIN = { pid: 1, tid: 1 };
/** A complete trace event on the main thread, times in ms (the trace's are in µs). */
const event = (name, ts, dur, args) => ({
  ...MAIN,
  ph: 'X',
  name,
  ts: ts * 1000,
  dur: dur * 1000,
  args,
});

/** A trace of three tasks: a module evaluation, a style and layout, and a React render. */
const trace = {
  traceEvents: [
    { ...MAIN, ph: 'R', name: 'firstContentfulPaint', ts: 5_000 },
    event('v8.compileModule', 1, 1, {
      data: { scriptId: 7, url: 'http://x/assets/app-FZxUMGRn.js' },
    }),
    event('RunTask', 10, 40),
    event('v8.evaluateModule', 10, 36),
    event('MinorGC', 20, 4),
    event('ModuleEvaluated', 46, 0, { data: { scriptId: 7, url: 'http://x/page' } }),
    event('RunTask', 60, 30),
    event('UpdateLayoutTree', 60, 10),
    event('Layout', 70, 19),
    event('RunTask', 100, 20),
    event('FunctionCall', 100, 20, {
      data: { url: 'http://x/assets/app-FZxUMGRn.js', functionName: 'T' },
    }),
  ],
};
/** Lantern's view of them: the evaluation and the render at 4x, the layout at 2x. */
const lhr = {
  audits: {
    'first-contentful-paint': { numericValue: 1000 },
    interactive: { numericValue: 3000 },
    'long-tasks': {
      details: {
        items: [
          { startTime: 900, duration: 160 },
          { startTime: 1200, duration: 60 },
          { startTime: 2000, duration: 80 },
        ],
      },
    },
  },
};

describe('blocking: a task counts its excess over 50 ms inside the window only', () => {
  it('clips at the window', () => {
    expect(blocking({ startTime: 900, duration: 160 }, 1000, 3000)).toBe(10);
    expect(blocking({ startTime: 900, duration: 160 }, 0, 3000)).toBe(110);
    expect(blocking({ startTime: 2990, duration: 100 }, 1000, 3000)).toBe(0);
  });
});

describe('longTasks: what each simulated long task is, from the trace', () => {
  const result = longTasks(lhr, trace);
  it('matches each simulated task to its traced one and names what runs in it', () => {
    expect(result.tasks.map((t) => t.what)).toEqual([
      'evaluate app 80%, GC 10%',
      'style/layout 97%',
      'app T() 100%',
    ]);
  });
  it('counts TBT between FCP and TTI and from the navigation start', () => {
    expect(result.afterFcp).toBe(10 + 10 + 30);
    expect(result.fromStart).toBe(110 + 10 + 30);
  });
  it('prints the tasks after FCP apart from those before', () => {
    const text = formatLongTasks('dashboard', result);
    expect(text).toMatch(/blocking 50 ms between FCP 1000 and TTI 3000 \(150 ms counted/);
    expect(text).toMatch(/after FCP: {2}160 ms evaluate app 80%, GC 10% \| 80 ms app T\(\) 100%/);
  });
});
