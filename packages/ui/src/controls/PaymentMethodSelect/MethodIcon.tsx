import { useState } from 'react';
import { METHOD_BADGES } from './methodBadges';

/** Props of {@link MethodIcon}. */
export interface MethodIconProps {
  /** Payment method id, e.g. 'paypal'. */
  methodId: string;
  /** Optional image URL that replaces the built-in badge. */
  iconUrl?: string;
  /** Called when the image fails to load, for error reporting. */
  onIconError?: (methodId: string) => void;
}

/**
 * The small icon of a payment method: the image at `iconUrl` when given, else a built-in
 * badge drawn with CSS (no request). A failed image is reported and shows no icon.
 */
export function MethodIcon({ methodId, iconUrl, onIconError }: MethodIconProps) {
  const [failed, setFailed] = useState(false);
  const badge = METHOD_BADGES[methodId];
  if (iconUrl && !failed) {
    return (
      <img
        src={iconUrl}
        alt=""
        width={34}
        height={18}
        style={{ objectFit: 'contain' }}
        onError={() => {
          setFailed(true);
          onIconError?.(methodId);
        }}
      />
    );
  }
  if (!badge || failed) return null;
  return (
    <span
      aria-hidden
      data-method-icon={methodId}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        // Fixed width keeps the method names aligned in lists.
        width: 34,
        height: 18,
        borderRadius: 4,
        background: badge.color,
        color: '#fff',
        fontSize: 10,
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      {badge.text}
    </span>
  );
}
