import { describe, expect, it } from 'vitest';
import { pathAccepted } from './current-route';

const b64 = (text: string) => btoa(text);

describe('pathAccepted', () => {
  it.each([
    ['/creator/campaigns/102', true],
    ['/creator/campaigns/active', true],
    ['/creator/campaigns/archived', false],
    [
      `/creator/campaigns/102/submitted_contents/7001/play/${b64('https://cdn.example.com/a.mp4')}`,
      true,
    ],
    [`/creator/campaigns/102/submitted_contents/7001/play/${b64('javascript:alert(1)')}`, false],
    ['/creator/analytics/1001/week', false],
    ['/creator/no/such/page', true],
  ])('%s -> %s', (path, want) => {
    expect(pathAccepted(path)).toBe(want);
  });
});
