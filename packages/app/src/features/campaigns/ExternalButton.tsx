import { EXTERNAL_LINK_PROPS } from '@creator/ui';
import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { safeHttpUrl } from '../../security/safe-url';

/** A button-looking link to an API URL, in a new tab; nothing when the URL fails the gate. */
export function ExternalButton({
  url,
  children,
  ...props
}: { url: string | null | undefined; children: ReactNode } & ButtonProps) {
  const href = safeHttpUrl(url);
  if (!href) return null;
  return (
    <Button component="a" href={href} {...EXTERNAL_LINK_PROPS} {...props}>
      {children}
    </Button>
  );
}
