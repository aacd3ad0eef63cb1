import { describe, expect, it } from 'vitest';
import { BOOT_SCREENS, bootChunks, type ChunkInfo } from './boot-preload';

const chunk = (fileName: string, imports: string[] = [], extra: Partial<ChunkInfo> = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports,
  ...extra,
});

/** A bundle with the entry, a shared chunk, and one chunk per boot screen. */
function bundle(without?: string) {
  const files = [
    chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
    chunk('assets/react.js'),
    chunk('assets/Card.js', ['assets/react.js'], {
      viteMetadata: { importedCss: new Set(['assets/Card.css']) },
    }),
    ...Object.entries(BOOT_SCREENS)
      .filter(([page]) => page !== without)
      .map(([page, module]) =>
        chunk(`assets/${page}.js`, ['assets/Card.js', 'assets/react.js'], {
          facadeModuleId: `/repo/packages/app/${module}`,
        }),
      ),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

describe('bootChunks', () => {
  it("lists each boot page's files the entry does not load, imports before importers", () => {
    expect(bootChunks(bundle()).dashboard).toEqual([
      'assets/Card.css',
      'assets/Card.js',
      'assets/dashboard.js',
    ]);
  });

  it('fails the build when a boot screen has no chunk of its own', () => {
    expect(() => bootChunks(bundle('campaigns'))).toThrow(/CampaignsPage/);
  });
});
