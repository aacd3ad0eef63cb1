import type { App } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import { visibleApps } from './apps-rules';

const app = (id: number, youtubeOnly: boolean): App => ({
  id,
  title: `App ${id}`,
  description: '',
  linkUrl: 'https://app.example.com',
  logo: { url: 'https://app.example.com/logo.png' },
  discountPercentage: null,
  youtubeOnly,
});
const apps = [app(1, false), app(2, true)];

describe('visibleApps', () => {
  it.each<[string, Parameters<typeof makeAccount>[0][], number[]]>([
    ['completed YouTube channel: every app', [{ accountType: 'youtube' }], [1, 2]],
    ['pending YouTube channel: no YouTube-only app', [{ partnerApplicationState: 'pending' }], [1]],
    ['no YouTube channel', [{ accountType: 'instagram' }], [1]],
    ['no accounts', [], [1]],
  ])('%s', (_name, accounts, want) =>
    expect(
      visibleApps(
        apps,
        accounts.map((a) => makeAccount(a)),
      ).map((a) => a.id),
    ).toEqual(want),
  );
});
