import { PLATFORM_GLYPHS, type Platform } from './platformGlyphs';

/** Props of {@link PlatformIcon}. */
export interface PlatformIconProps {
  /** Which platform's mark to draw. */
  platform: Platform;
  /** Width and height in px. @default 24 */
  size?: number;
  /**
   * Accessible name, e.g. 'YouTube' (translated by the app). Without it the icon is
   * decorative and hidden from screen readers, for when a text next to it already names the platform.
   */
  label?: string;
  /** Extra class on the svg. */
  className?: string;
}

/** The mark of a social platform (YouTube, Facebook, Instagram, X, Twitch, TikTok or a virtual account). */
export function PlatformIcon({ platform, size = 24, label, className }: PlatformIconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      data-platform={platform}
      focusable="false"
      style={{ flexShrink: 0 }}
      {...a11y}
    >
      {PLATFORM_GLYPHS[platform]}
    </svg>
  );
}
