import { Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { BlockBoundary } from './BlockBoundary';
import { useT } from '../i18n/i18n';

/** Props of {@link Section}. */
export interface SectionProps {
  /** Heading of the block. */
  title: string;
  /** Shown at the end of the heading line (e.g. "See all"). */
  aside?: ReactNode;
  /** Keeps the heading for screen readers only, when the content shows its own title. */
  titleHidden?: boolean;
  children: ReactNode;
}

/** A page block: a heading and its content, isolated so a crash stays inside it. */
export function Section({ title, aside, titleHidden, children }: SectionProps) {
  const { t } = useT();
  const heading = <Title order={2}>{title}</Title>;
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      {titleHidden ? (
        <VisuallyHidden>{heading}</VisuallyHidden>
      ) : (
        <Group justify="space-between" align="baseline">
          {heading}
          {aside}
        </Group>
      )}
      <BlockBoundary message={t('common.error_body')} retryLabel={t('common.retry')}>
        {children}
      </BlockBoundary>
    </Stack>
  );
}
