import { defineConfig } from '@vite-pwa/assets-generator/config';

/** The brand's blue: the logo's own background (public/favicon.svg). */
const BRAND_BLUE = '#228be6';

/**
 * The installed app's icons, drawn from the logo (public/favicon.svg) by `pnpm --filter
 * @creator/app icons`, which writes the PNGs beside it in public/ (committed). Any-purpose
 * icons at 64, 192 and 512 px keep the logo's rounded square on a transparent ground; the
 * maskable one and Apple's fill the whole square with the logo's blue, since the launcher cuts
 * its own shape out of it and the logo must stay inside the safe zone (the padding).
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [64, 192, 512], padding: 0.05, favicons: [] },
    maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: BRAND_BLUE } },
    apple: { sizes: [180], padding: 0.3, resizeOptions: { background: BRAND_BLUE } },
  },
  images: ['public/favicon.svg'],
});
