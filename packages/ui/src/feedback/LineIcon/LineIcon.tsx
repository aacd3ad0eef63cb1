import type { ReactNode, SVGProps } from 'react';

/** Props of {@link LineIcon}: any SVG attribute, plus the size. */
export type LineIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Width and height in pixels. @default 16 */
  size?: number;
};

/**
 * A 24×24 line icon in the current text colour, drawn from its children (paths), inline so no
 * request can fail. Decorative (aria-hidden): the text next to it carries the meaning.
 */
export function LineIcon({ size = 16, ...rest }: LineIconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    />
  );
}
