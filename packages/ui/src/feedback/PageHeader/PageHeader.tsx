import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** Page title, rendered as the page's h1. */
  title: ReactNode;
  /** Optional line under the title. */
  subtitle?: ReactNode;
  /** Optional buttons or links on the right (below the title on mobile). */
  actions?: ReactNode;
  /** Optional element before the title, e.g. an avatar or platform icon. */
  leading?: ReactNode;
}

/** Top of a page: title, optional subtitle and actions; actions move below the title at 767 px and less. */
export function PageHeader({ title, subtitle, actions, leading }: PageHeaderProps) {
  return (
    <header className={classes.root}>
      {/* Never wider than the page, so that a title longer than the line (large text) wraps. */}
      <div
        style={{
          display: 'flex',
          gap: 'var(--mantine-spacing-sm)',
          alignItems: 'center',
          maxWidth: '100%',
        }}
      >
        {leading}
        <div style={{ minWidth: 0 }}>
          <Title order={1}>{title}</Title>
          {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
        </div>
      </div>
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </header>
  );
}
