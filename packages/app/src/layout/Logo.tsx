import { Skeleton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n';
import { logoChoice } from '../routing/navigation';
import { pathTo } from '../routing/routes';
import type { NavigationInput } from '../routing/navigation';
import defaultLogo from './default-logo.svg';
import classes from './Layout.module.css';

/**
 * The brand logo (network dark logo, network logo, company logo, default), linking to the
 * dashboard; a placeholder of its size while the reads it depends on are under way.
 */
export function Logo({
  network,
  company,
  linked = true,
}: Pick<NavigationInput, 'network' | 'company'> & {
  /** False where the dashboard is not reachable yet (the missing-data pages): the image alone. */
  linked?: boolean;
}) {
  const { t } = useT();
  const choice = logoChoice(network, company);
  const wanted = choice.kind === 'url' ? choice.url : null;
  // A logo URL that fails to load falls back to the default rather than a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  if (choice.kind === 'loading')
    return (
      <Skeleton
        role="status"
        aria-label={t('nav.logo_loading')}
        height={32}
        width={120}
        animate={false}
      />
    );
  const src = wanted && wanted !== failed ? wanted : defaultLogo;
  const image = (
    <img
      src={src}
      alt={linked ? '' : t('nav.logo')}
      height={32}
      className={classes.logo}
      onError={() => setFailed(wanted)}
    />
  );
  if (!linked) return image;
  return (
    <Link
      to={pathTo('dashboard')}
      aria-label={t('nav.home_logo')}
      style={{ display: 'inline-flex' }}
    >
      {image}
    </Link>
  );
}
