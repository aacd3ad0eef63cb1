import { describe, expect, it } from 'vitest';
import { pathAccepted } from './current-route';
import { BASENAME, ROUTE_NAMES, routeRow } from './routes';

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
    ['/creator/campaigns/102/submitted_contents/9001/comments', true],
    ['/creator/campaigns/102/submitted_contents/abc/comments', false],
    ['/creator/campaigns/abc/submitted_contents/9001/comments', false],
    [
      `/creator/campaigns/x/submitted_contents/7001/play/${b64('https://cdn.example.com/a.mp4')}`,
      false,
    ],
    ['/creator/accounts/abc/revoke_auth', false],
    ['/creator/no/such/page', true],
  ])('%s -> %s', (path, want) => {
    expect(pathAccepted(path)).toBe(want);
  });
});

describe('every route with parameters has its rule', () => {
  it.each(ROUTE_NAMES.filter((name) => routeRow(name).path.includes('/:')))(
    '%s refuses malformed segments (nothing is requested for them)',
    (name) => {
      const path = routeRow(name).path.replace(/:\w+\??/g, '!!');
      expect(pathAccepted(`${BASENAME}${path}`)).toBe(false);
    },
  );
});
