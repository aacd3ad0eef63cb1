import { LineIcon, type LineIconProps as IconProps } from '../../feedback/LineIcon';

// Small inline icons of the cards, drawn with LineIcon. Decorative: the text next to them carries the meaning.

/** A play triangle, for playable media. */
export const PlayIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M7 4v16l13-8z" fill="currentColor" />
  </LineIcon>
);
/** A plus sign. */
export const PlusIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);
/** A download arrow. */
export const DownloadIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 4v12M6 11l6 6 6-6M4 20h16" />
  </LineIcon>
);
/** An arrow leaving a box: opens elsewhere. */
export const ExternalIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
  </LineIcon>
);
/** A warning triangle. */
export const AlertIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 3 2 21h20zM12 10v4M12 18h.01" />
  </LineIcon>
);
/** An eye crossed out: not published. */
export const HiddenIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c6 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.6 6.6C3.9 8.4 2 12 2 12s4 6 10 6a9.5 9.5 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </LineIcon>
);
/** Two ticks: a message was seen. */
export const SeenIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M2 12l5 5L17 7M12 17l10-10" />
  </LineIcon>
);
/** A paper plane: send. */
export const SendIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />
  </LineIcon>
);
/** A question mark in a circle: more information. */
export const InfoIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </LineIcon>
);
