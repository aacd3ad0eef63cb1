import { Text } from '@mantine/core';
import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { NavTabs } from './NavTabs';

export default { title: 'Controls/Nav tabs' } satisfies StoryMeta;

const SETTINGS = [
  { href: '/settings/profile', label: 'Profile' },
  { href: '/settings/payment', label: 'Payment' },
  { href: '/settings/data_usage', label: 'Data usage' },
];

/** Settings sections, the profile shown (plain anchors, marked by `current`). */
export const ProfileCurrent: Story = () => (
  <NavTabs
    label="Settings sections"
    tabs={SETTINGS.map((tab, index) => ({ ...tab, current: index === 0 }))}
  />
);

/** Payments and YouTube payments, following links through `renderLink` as a router would. */
export const WithRenderLink: Story = () => {
  const [current, setCurrent] = useState('/earnings/payments');
  return (
    <>
      <NavTabs
        label="Earnings"
        tabs={[
          { href: '/earnings/payments', label: 'Payments' },
          { href: '/earnings/youtube', label: 'YouTube payments' },
        ]}
        renderLink={({ href, className, children }) => (
          <a
            href={href}
            className={className}
            aria-current={href === current ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setCurrent(href);
            }}
          >
            {children}
          </a>
        )}
      />
      <Text mt="md">Page {current}</Text>
    </>
  );
};
