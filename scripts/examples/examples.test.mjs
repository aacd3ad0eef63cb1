// The generated examples: fresh, deterministic, and coherent across operations.
import { describe, expect, it } from 'vitest';
import { PERIOD_DAYS, addDays } from './analytics.mjs';
import { buildExamples } from './build.mjs';
import { renderExamples, staleExamples } from './generate.mjs';

const files = buildExamples();
/** The value of `<op>/<status>/<name>.json`. */
const value = (op, name, status = 200) => {
  const example = files.get(`${op}/${status}/${name}.json`);
  if (!example) throw new Error(`no example ${op}/${status}/${name}`);
  return example.value;
};

describe('output', () => {
  it('committed openapi/examples is what `pnpm examples` makes now', () => {
    expect(staleExamples()).toEqual([]);
  });

  it('is deterministic', () => {
    expect([...renderExamples()]).toEqual([...renderExamples()]);
  });
});

describe('creator dataset', () => {
  const campaigns = ['active', 'upcoming', 'completed'].flatMap(
    (s) => value('listCampaigns', `creator__status-${s}`).campaigns,
  );

  it('has every campaign of the lists in the detail, contract, requirements, posts and contents', () => {
    for (const c of campaigns) {
      expect(value('getCampaign', `creator__id-${c.id}`)).toEqual(c);
      expect(
        value('getCampaignRequirementsStatus', `creator__id-${c.id}`).requiredPostsNumber,
      ).toBe(c.requiredPostsNumber);
      expect(value('getCampaignContract', `creator__id-${c.id}`).signUrl).toBe(c.contractSignUrl);
      const posts = value('listCampaignPosts', `creator__id-${c.id}`).posts;
      expect(posts).toHaveLength(c.postCount);
      expect(c.latestPosts.map((p) => p.id)).toEqual(posts.slice(0, 3).map((p) => p.id));
      for (const sc of value('listSubmittedContents', `creator__id-${c.id}`).submittedContents) {
        expect(value('getSubmittedContent', `creator__id-${c.id}__contentId-${sc.id}`)).toEqual(sc);
        expect(value('listComments', `creator__id-${c.id}__contentId-${sc.id}`)).toHaveLength(
          sc.totalMessageCount,
        );
      }
    }
  });

  it('covers every status, a pending contract, rejected content with unread comments and an opportunity', () => {
    expect(new Set(campaigns.map((c) => c.status))).toEqual(
      new Set(['active', 'upcoming', 'completed']),
    );
    expect(campaigns.some((c) => c.contractSignUrl)).toBe(true);
    expect(campaigns.some((c) => c.newContentRejected && c.newContentReviews)).toBe(true);
    const ids = value('listOpportunities', 'creator').map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const c of campaigns.filter((k) => k.opportunityId))
      expect(ids).toContain(c.opportunityId);
  });

  it('counts campaigns per status in the summary as the lists hold them', () => {
    for (const { status, count } of value('getCampaignsSummary', 'creator'))
      expect(value('listCampaigns', `creator__status-${status}`).campaigns).toHaveLength(count);
  });

  it('has accounts on every platform, one needing re-authentication, one pending and a virtual one', () => {
    const accounts = value('listAccounts', 'creator');
    expect(new Set(accounts.map((a) => a.accountType))).toEqual(
      new Set([
        'youtube',
        'facebook',
        'instagram',
        'twitter',
        'twitch',
        'tiktok_creator',
        'virtual',
      ]),
    );
    expect(accounts.some((a) => a.authable && a.authenticationStatus === 'not_authed')).toBe(true);
    expect(accounts.some((a) => a.partnerApplicationState !== 'completed')).toBe(true);
    for (const a of accounts)
      expect(value('getAccount', `creator__uuid-${a.uuid}`).uuid).toBe(a.uuid);
  });

  it('has a year of earnings with a failed payment and VAT, and payments in two currencies', () => {
    const earnings = value('listYoutubeEarnings', 'creator');
    expect(earnings).toHaveLength(12);
    expect(
      earnings.some((e) => e.paymentStatus.key === 'failed' && e.paymentStatus.failureMessage),
    ).toBe(true);
    expect(earnings.some((e) => e.applyVat)).toBe(true);
    expect(new Set(value('listPayments', 'creator').map((p) => p.amountPaidCurrency)).size).toBe(2);
  });
});

describe('analytics', () => {
  const reports = [...files].filter(([path]) => path.startsWith('getAccountAnalytics/200/'));

  it('has a report for every period of the analytics accounts', () => {
    for (const uuid of ['1001', '1003'])
      for (const period of ['last_28_days', 'last_90_days', 'month', 'year'])
        expect(
          files.has(`getAccountAnalytics/200/creator__uuid-${uuid}__period-${period}.json`),
        ).toBe(true);
  });

  it.each(reports)(
    '%s: consecutive days, engagements summed, subscribers consistent',
    (path, { value: report }) => {
      const period = /period-(\w+)/.exec(path)?.[1] ?? 'last_28_days';
      if (PERIOD_DAYS[period]) expect(report.data).toHaveLength(PERIOD_DAYS[period]);
      expect(report.data[0].day).toBe(report.periodStart);
      expect(report.data.at(-1).day).toBe(report.periodEnd);
      report.data.forEach((d, i) => {
        if (i > 0) {
          expect(d.day).toBe(addDays(report.data[i - 1].day, 1));
          expect(d.subscribers - report.data[i - 1].subscribers).toBe(
            d.subscribers_gained - d.subscribers_lost,
          );
        }
        const kinds = Object.entries(d).filter(([k]) => k.startsWith('engagements_'));
        expect(kinds).toHaveLength(8);
        expect(kinds.reduce((n, [, v]) => n + v, 0)).toBe(d.engagements);
        expect(Math.round(d.revenue * 100) / 100).toBe(d.revenue);
      });
    },
  );
});

describe('personas', () => {
  it.each([
    ['new-creator', 'listAccounts', (v) => v.length === 0],
    ['payments-only', 'getCurrentUser', (v) => v.hasPaymentsAccess && !v.hasYoutubePaymentsAccess],
    ['no-campaigns', 'getCompany', (v) => !v.hasCampaignsAccess],
    ['not-partner', 'getCurrentUser', (v) => !v.partner],
    ['onboarding', 'getCurrentUser', (v) => v.redirectToOnboarding && v.pendingOnboardingUrl],
    ['new-contract', 'getCurrentUser', (v) => Boolean(v.newContractUrl)],
    ['missing-profile', 'getCurrentUser', (v) => v.profileDetailsMissing],
    ['missing-payment', 'getCurrentUser', (v) => v.paymentDetailsMissing],
    ['tipalti', 'getTipaltiWidget', (v) => v.displayPaymentWidgetOnDashboard && v.tipaltiIframeUrl],
    ['revenue-tier', 'listYoutubeEarnings', (v) => v.every((e) => e.userRevenueTiers.length > 0)],
  ])('%s: %s differs as the persona says', (persona, op, check) => {
    expect(check(value(op, persona))).toBeTruthy();
  });

  it('signed-out answers 401 through the shared Unauthorized example', () => {
    expect(files.get('_responses/Unauthorized/signed-out.json').value.message).toBeTruthy();
  });
});
