import { useBootHeading } from '../boot/boot-heading';
import type { BootHeading, BootOffer } from '../boot/boot-read';
import { useCurrentRoute } from '../routing/current-route';
import { useT } from '../i18n/i18n';
import { routeRow, type RouteName } from '../routing/routes';
import { ShellHeader } from './ShellHeader';

/** The skeletons of a loading page: the dashboard's, the campaigns list's, or any other page's (title and a block). */
type PageSkeleton = 'dashboard' | 'campaigns' | 'page';

/** The skeleton a route loads with (src/boot/main.ts makes the same choice from the path). */
function skeletonOf(name: RouteName): PageSkeleton {
  const page = bootPageOf(name);
  return page === 'dashboard' || page === 'campaigns' ? page : 'page';
}

/**
 * A line of the skeleton: its grey bar, or the text boot.js painted in it (src/boot/main.ts's
 * `fill`: the same classes and language).
 */
function Line({ kind, text, lang }: { kind: string; text?: string; lang?: string }) {
  return text ? (
    <div className={`boot-line ${kind} boot-text`} lang={lang}>
      {text}
    </div>
  ) : (
    <div className={`boot-line ${kind}`} />
  );
}

/** src/boot/main.ts's name of the page a route shows (its `pageName`), whose heading it paints. */
function bootPageOf(name: RouteName): string | undefined {
  if (name === 'root' || name === 'dashboard') return 'dashboard';
  if (name === 'campaigns' || routeRow(name).page === 'campaigns') return 'campaigns';
  if (name === 'analytics_main' || routeRow(name).parent === 'analytics_main') return 'analytics';
  return undefined;
}

function CardSkeleton() {
  return (
    <div className="boot-card">
      <div className="boot-bar" />
      <div className="boot-bar" />
      <div className="boot-bar" />
    </div>
  );
}

function BlockSkeleton() {
  return (
    <div className="boot-section">
      <div className="boot-line boot-heading" />
      <div className="boot-cards">
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
    </div>
  );
}

/** The campaigns list's first opportunity card, with the message boot.js painted in it (src/boot/paint-offer.ts). */
function OfferSkeleton({ offer, lang }: { offer?: BootOffer; lang?: string }) {
  return (
    <div
      className="boot-offer"
      data-estimated={offer ? String(offer.estimated) : undefined}
      data-requirements={offer ? String(offer.requirements) : undefined}
    >
      <div className="boot-line boot-brand" />
      <div className="boot-line boot-payment" />
      <div className="boot-line boot-small boot-original" />
      <div className="boot-line boot-platforms" />
      <div className="boot-line boot-small boot-requirements" />
      <Line kind="boot-message" text={offer?.message} lang={lang} />
      <div className="boot-bar boot-answers" />
    </div>
  );
}

/** The campaigns list's skeleton: title, status cards, the opportunities' block. */
function CampaignsSkeleton({ text }: { text?: BootHeading }) {
  return (
    <div className="boot-campaigns" aria-hidden="true">
      <Line kind="boot-title" text={text?.title} lang={text?.language} />
      <div className="boot-counts">
        <div className="boot-bar" />
        <div className="boot-bar" />
        <div className="boot-bar" />
      </div>
      <div className="boot-line boot-heading" />
      <div className="boot-offers">
        <OfferSkeleton offer={text?.offer} lang={text?.language} />
      </div>
    </div>
  );
}

/**
 * Shown while the user loads or while the browser leaves for another site: the shell's frame
 * (header with its slots reserved and, on phones, the footer's bar, unless the route hides
 * navigation) around a skeleton of the page. It is index.html's first paint, drawn again: the
 * same markup, styled by the critical CSS index.html keeps in `<head>` (the boot-* classes), so
 * React taking over from the HTML changes nothing on screen, and the page then fills the same
 * boxes, with the heading boot.js painted in them once the user was known (boot/boot-heading.ts).
 */
export function FullPageLoader() {
  const { t } = useT();
  const { name, meta } = useCurrentRoute();
  const page = skeletonOf(name);
  const heading = useBootHeading();
  // The heading boot.js painted for this route's page.
  const text = heading?.page === bootPageOf(name) ? heading : undefined;
  return (
    <>
      {meta.hideNavigation && !meta.minimalHeader ? null : <ShellHeader />}
      {/* Not the main landmark yet: that appears with the page (tests wait for it). */}
      <div className="boot-page" data-page={page} role="status" aria-label={t('common.loading')}>
        {page === 'dashboard' ? (
          <div className="boot-dashboard" aria-hidden="true">
            <Line kind="boot-title" text={text?.title} lang={text?.language} />
            <Line kind="boot-subtitle" text={text?.subtitle} lang={text?.language} />
            <BlockSkeleton />
            <BlockSkeleton />
          </div>
        ) : page === 'campaigns' ? (
          <CampaignsSkeleton text={text} />
        ) : (
          <div className="boot-generic" aria-hidden="true">
            <Line kind="boot-title" text={text?.title} lang={text?.language} />
            <div className="boot-bar" />
          </div>
        )}
      </div>
      {meta.hideNavigation ? null : <div className="boot-footer" aria-hidden="true" />}
    </>
  );
}
