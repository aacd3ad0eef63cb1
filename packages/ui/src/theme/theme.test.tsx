import { Button, Card, CloseButton, useMantineColorScheme } from '@mantine/core';
import { renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../test/render';
import {
  accessibleShade,
  brandColors,
  contrastRatio,
  contrastWithWhite,
  DARK_SURFACE,
  darkTextShade,
  DEFAULT_PRIMARY_COLOR,
} from './brandColors';
import { createCreatorTheme, MOBILE_MAX_WIDTH } from './createCreatorTheme';
import { useBrandLogo } from './useBrandLogo';
import { MOBILE_MEDIA_QUERY, useIsMobile } from './useIsMobile';

describe('createCreatorTheme', () => {
  it('makes sm the first desktop width, so 767 px and below is mobile', () => {
    expect(MOBILE_MAX_WIDTH).toBe(767);
    // Mantine breakpoints are min-widths: visibleFrom="sm" starts at 768 px.
    expect(createCreatorTheme().breakpoints?.sm).toBe('48em');
  });

  it.each([
    ['network colour', { given: '#e64980', want: '#e64980' }],
    ['short hex', { given: '#f00', want: '#f00' }],
    [
      'invalid colour falls back',
      { given: 'red; background: url(x)', want: DEFAULT_PRIMARY_COLOR },
    ],
    ['missing colour falls back', { given: null, want: DEFAULT_PRIMARY_COLOR }],
  ])('%s', (_name, { given, want }) => {
    const theme = createCreatorTheme({ primaryColor: given });
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[6]).toBe(want);
  });

  it('picks readable text on light network colours (auto contrast)', () => {
    expect(createCreatorTheme({ primaryColor: '#ffd43b' }).autoContrast).toBe(true);
  });

  it('keeps the logo in theme.other', () => {
    expect(createCreatorTheme({ logoUrl: 'https://cdn.example/logo.svg' }).other).toEqual({
      logoUrl: 'https://cdn.example/logo.svg',
    });
  });
});

describe('brandColors', () => {
  it('has ten shades, lightest first, with the colour itself at 6', () => {
    const shades = brandColors('#228be6');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#228be6');
    expect(new Set(shades).size).toBe(10);
  });
});

describe('accessibleShade', () => {
  it.each([
    ['#1864ab', 6], // dark blue: white text already reads
    ['#4c6ef5', 7], // the default indigo: 6 is under 4.5:1
    ['#228be6', 8], // mid blue
    ['#ffd43b', 6], // yellow: no darker shade helps; autoContrast gives dark text
  ])('%s filled elements use shade %i', (hex, want) => {
    const shades = brandColors(hex);
    const shade = accessibleShade(shades);
    expect(shade).toBe(want);
    if (hex !== '#ffd43b') expect(contrastWithWhite(shades[shade])).toBeGreaterThanOrEqual(4.5);
  });

  it('the theme uses it as the primary shade in both schemes', () => {
    expect(createCreatorTheme({ primaryColor: '#228be6' }).primaryShade).toEqual({
      light: 8,
      dark: 8,
    });
  });
});

describe('darkTextShade', () => {
  it.each([
    ['#4c6ef5', 4], // the default indigo
    ['#0b3d2e', 3], // dark green: 4 is under 4.5:1 on dark cards
    ['#1a237e', 2], // navy: only a pale shade reads on dark
    ['#5c0011', 2], // maroon
    ['#ffd43b', 4], // yellow reads already
  ])('%s: brand text on dark uses shade %i, readable on dark cards', (hex, want) => {
    const shades = brandColors(hex);
    const shade = darkTextShade(shades);
    expect(shade).toBe(want);
    expect(contrastRatio(shades[shade], DARK_SURFACE)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('CreatorUiProvider', () => {
  function Scheme() {
    const { colorScheme } = useMantineColorScheme();
    const logo = useBrandLogo();
    return (
      <Button>
        {colorScheme} {logo ?? 'no logo'}
      </Button>
    );
  }

  it('passes branding and the colour scheme to its children', async () => {
    renderUi(<Scheme />, {
      provider: { forceColorScheme: 'dark', logoUrl: '/logo.png', primaryColor: '#0ca678' },
    });
    expect(screen.getByRole('button', { name: 'dark /logo.png' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

describe('closeLabel', () => {
  it('names every icon-only close button', () => {
    renderUi(<CloseButton />, { provider: { closeLabel: 'Schließen' } });
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});

describe('cards', () => {
  it('are outlined with the medium inner space unless a card says otherwise', () => {
    renderUi(
      <>
        <Card data-testid="plain">plain</Card>
        <Card data-testid="roomy" padding="xl">
          roomy
        </Card>
      </>,
    );
    const plain = screen.getByTestId('plain');
    expect(plain).toHaveAttribute('data-with-border', 'true');
    expect(plain.style.getPropertyValue('--card-padding')).toBe('var(--mantine-spacing-md)');
    expect(screen.getByTestId('roomy').style.getPropertyValue('--card-padding')).toBe(
      'var(--mantine-spacing-xl)',
    );
  });
});

describe('useIsMobile', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it.each([
    ['phone width', { matches: true, want: true }],
    ['desktop width', { matches: false, want: false }],
  ])('%s', (_name, { matches, want }) => {
    const seen: string[] = [];
    window.matchMedia = vi.fn((query: string) => {
      seen.push(query);
      return { ...original(query), matches };
    });
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(want);
    expect(seen).toContain(MOBILE_MEDIA_QUERY);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 47.9375em)');
  });
});
