import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n';
import { logoUrl } from '../routing/navigation';
import { pathTo } from '../routing/routes';
import type { NavigationInput } from '../routing/navigation';
import defaultLogo from './default-logo.svg';

/** The brand logo (network dark logo, network logo, company logo, default), linking to the dashboard. */
export function Logo({
  network,
  company,
  linked = true,
}: Pick<NavigationInput, 'network' | 'company'> & {
  /** False where the dashboard is not reachable yet (the missing-data pages): the image alone. */
  linked?: boolean;
}) {
  const { t } = useT();
  const wanted = logoUrl(network, company);
  // A logo URL that fails to load falls back to the default rather than a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  const src = wanted && wanted !== failed ? wanted : defaultLogo;
  const image = (
    <img
      src={src}
      alt={linked ? '' : t('nav.logo')}
      height={32}
      style={{ maxWidth: '100%', objectFit: 'contain', objectPosition: 'left center' }}
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
