import { Typography, type TypographyProps } from '@mantine/core';
import { sanitizeHtml } from './sanitize';

/**
 * A block of HTML from the API (a guide's body, an opportunity's message): sanitised by
 * `sanitizeHtml` (text formatting, gated links and images, nothing that styles the page), in
 * Mantine's Typography. Every sanitised HTML block of the app renders through this component.
 */
export function SafeHtml({
  html,
  ...props
}: TypographyProps & { html: string | null | undefined }) {
  return (
    <Typography {...props}>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html ?? '') }} />
    </Typography>
  );
}
