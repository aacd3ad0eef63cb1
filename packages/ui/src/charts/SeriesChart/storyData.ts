// Story data: a seeded, realistic 28-day and 12-month analytics series (no Math.random, so screenshots are stable).

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** 28 daily points from 2026-10-06 with views, watch time and uploads. */
export function dailySeries() {
  const next = seeded(7);
  return Array.from({ length: 28 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 9, 6 + i)).toISOString().slice(0, 10);
    const weekend = [0, 6].includes(new Date(day).getUTCDay());
    return {
      day,
      videoViews: Math.round(42000 + i * 600 + next() * 9000 + (weekend ? 12000 : 0)),
      watchTime: Math.round(1800 + next() * 600),
      uploadedVideos: next() > 0.7 ? 1 : 0,
      revenue: Math.round((120 + next() * 60) * 100) / 100,
    };
  });
}

/** 12 monthly points (first day of each month) of 2026. */
export function monthlySeries() {
  const next = seeded(11);
  return Array.from({ length: 12 }, (_, i) => ({
    day: `2026-${String(i + 1).padStart(2, '0')}-01`,
    videoViews: Math.round(1_100_000 + i * 40_000 + next() * 200_000),
    subscribers: 150_000 + i * 3_000,
    uploadedVideos: Math.round(4 + next() * 8),
  }));
}
