import { expect as baseExpect, type Page } from '@playwright/test';
import { expectNoAxeViolations, shot, test, waitForShell } from './helpers';
import { expectHostileInputSafe, type HostileRead } from './hostile';

const CARDS = '[data-campaign-card]';

// The machine these run on is shared and often loaded: lists and pages get longer to show.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Fails the page's next `times` calls of an operation (the mock's per-session faults). */
async function fault(page: Page, operationId: string, times: number) {
  const answer = await page.request.post('/__mock/faults', {
    data: { operationId, kind: '500', times },
  });
  expect(answer.status()).toBe(201);
}

/** Scrolls to the bottom until `done` shows, counting the most cards the DOM held at once. */
async function scrollToEnd(page: Page, done: RegExp, maxSteps = 400): Promise<number> {
  let most = 0;
  const end = page.getByText(done);
  for (let step = 0; step < maxSteps; step += 1) {
    most = Math.max(most, await page.locator(CARDS).count());
    if (await end.isVisible()) return most;
    await page.mouse.wheel(0, 2500);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  throw new Error(`"${done.source}" never showed`);
}

test.describe('campaigns', () => {
  test.use({ persona: 'creator' });

  test('the list: status cards with the summary counts, opportunities, cards, keyboard, 1280 and 767 px', async ({
    page,
    pageErrors: _pageErrors,
  }, testInfo) => {
    await page.goto('campaigns');
    await expect(page).toHaveURL(/\/creator\/campaigns\/active$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    const summary = (await (
      await page.request.get('/api/user/me/campaigns/summary.json')
    ).json()) as {
      status: string;
      count: number;
    }[];
    const statuses = page.getByRole('group', { name: 'Campaign status' });
    for (const { status, count } of summary)
      await expect(
        statuses.getByRole('button', { name: new RegExp(`^${count} ${status}$`, 'i') }),
      ).toBeVisible();
    await expect(statuses.getByRole('button', { name: /Active/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The review panel: payment in the user's currency and the original, the message as HTML.
    const panel = page.getByRole('region', { name: 'Opportunities to review' });
    const sora = panel.getByRole('article', { name: 'Sora Airlines' });
    await expect(sora.getByText('Estimated payment: 1,577.80 EUR')).toBeVisible();
    await expect(sora.getByText('Original amount: $1,715.00')).toBeVisible();
    await expect(sora.locator('strong', { hasText: 'Okinawa' })).toBeVisible();
    const link = panel.getByRole('link', { name: '@moriteahouse' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    // Cards: flags, thumbnails with +N, the one action.
    const list = page.getByRole('region', { name: 'Active campaigns' });
    const alpine = list.locator(CARDS, { hasText: 'Alpine Outfitters' });
    await expect(alpine.getByText('Contract to sign')).toBeVisible();
    await expect(alpine.getByRole('button', { name: 'Sign contract' })).toBeVisible();
    const kumo = list.locator(CARDS, { hasText: 'Kumo Coffee' });
    await expect(kumo.getByText('New reviews')).toBeVisible();
    await expect(kumo.getByRole('button', { name: 'Edit submitted content' })).toBeVisible();
    const lumen = list.locator(CARDS, { hasText: 'Lumen Cameras' });
    await expect(lumen.getByText('+11')).toBeVisible();
    await expect(lumen.locator('img')).toHaveCount(3);
    await expect(list.getByRole('link', { name: 'Kumo Coffee' })).toHaveAttribute(
      'href',
      '/creator/campaigns/102',
    );
    // An unanswered opportunity is the opportunity in the list too: Accept and Decline, no
    // campaign card and no "Publish content" (docs/product-rules.md#campaigns-and-opportunities).
    const soraCard = list.getByRole('article', { name: 'Sora Airlines' });
    await expect(soraCard.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(soraCard.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(soraCard.getByRole('button', { name: 'Publish content' })).toHaveCount(0);
    await expect(soraCard.getByText('Opportunity', { exact: true })).toBeVisible();
    await expect(list.locator(CARDS, { hasText: 'Sora Airlines' })).toHaveCount(0);
    await shot(page, testInfo, 'campaigns-list-1280');
    await expectNoAxeViolations(page);
    // A card's action opens what it names: Kumo's one rejected content, not the campaign.
    await kumo.getByRole('button', { name: 'Edit submitted content' }).click();
    await expect(page).toHaveURL(/\/creator\/campaigns\/102\/submitted_contents\/9001$/);
    await page.goBack();
    await expect(statuses).toBeVisible();
    // Keyboard: the Upcoming status card, then its list.
    await statuses.getByRole('button', { name: /Upcoming/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/campaigns\/upcoming$/);
    const upcoming = page.getByRole('region', { name: 'Upcoming campaigns' });
    await expect(upcoming.getByText('Brightwave Audio')).toBeVisible();
    // Mori Tea House (upcoming) is an open opportunity: answered here as everywhere.
    await expect(
      upcoming.getByRole('article', { name: 'Mori Tea House' }).getByRole('button', {
        name: 'Accept',
      }),
    ).toBeVisible();
    await expect(upcoming.getByRole('button', { name: 'Publish content' })).toHaveCount(0);
    // The same page with another status: the card keeps the focus.
    await expect(statuses.getByRole('button', { name: /Upcoming/ })).toBeFocused();
    // Two campaigns on one page: no "No more data :)" under them (only after a list that paged).
    await expect(upcoming.getByText('Brightwave Audio')).toBeVisible();
    await expect(page.getByText('No more data :)')).toHaveCount(0);
    await page.setViewportSize({ width: 767, height: 900 });
    await page.goto('campaigns/active');
    await expect(page.locator(CARDS).first()).toBeVisible();
    await shot(page, testInfo, 'campaigns-list-767');
    await expectNoAxeViolations(page);
  });

  test('accept an opportunity on the brand page (a popup): the lists reload without it', async ({
    page,
  }) => {
    await page.goto('campaigns/active');
    const panel = page.getByRole('region', { name: 'Opportunities to review' });
    const sora = panel.getByRole('article', { name: 'Sora Airlines' });
    const reloaded = page.waitForRequest((request) =>
      request.url().includes('/api/user/me/campaigns.json?status=active'),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      sora.getByRole('button', { name: 'Accept' }).click(),
    ]);
    await expect(popup).toHaveURL(/\/__mock\/opportunities\/501\/accept$/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await reloaded;
    await expect(sora).toHaveCount(0);
    await expect(panel.getByRole('article', { name: 'Mori Tea House' })).toBeVisible();
    // The campaign stays, now a plain campaign; the list's opportunity card has gone too.
    await expect(page.locator(CARDS, { hasText: 'Sora Airlines' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Sora Airlines' })).toHaveCount(0);
  });

  test('infinite scroll to the end of a list, and a failing page read with Retry', async ({
    page,
  }) => {
    await page.goto('campaigns/active');
    await scrollToEnd(page, /^No more data :\)$/);
    // Pages two and three came by scrolling: the last filler is there.
    await expect(page.locator(CARDS).last()).toBeVisible();

    // The first read fails (twice: the client retries a 500 once): the loader's error, Retry.
    await fault(page, 'listCampaigns', 2);
    await page.goto('campaigns/upcoming');
    await expect(page.getByText('Opps, something went wrong :(')).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Brightwave Audio')).toBeVisible();
    await expect(page.getByText('Opps, something went wrong :(')).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ persona: 'busy-creator' });
    test('busy creator: 1,000 campaigns scroll with at most ~40 cards in the DOM', async ({
      page,
    }) => {
      const isPage = (url: string) => url.includes('/api/user/me/campaigns.json?status=active');
      let pages = 0;
      page.on('request', (request) => {
        if (isPage(request.url())) pages += 1;
      });
      await page.goto('campaigns/active');
      await expect(page.getByRole('button', { name: /^600 Active$/ })).toBeVisible();
      await expect(page.locator(CARDS).first()).toBeVisible();
      let most = 0;
      // Each step scrolls to the bottom and waits for the next page: 12 pages, 120 campaigns.
      while (pages < 12) {
        const next = page.waitForResponse((response) => isPage(response.url()));
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await next;
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        most = Math.max(most, await page.locator(CARDS).count());
      }
      expect(pages).toBeGreaterThanOrEqual(12);
      expect(most).toBeGreaterThan(6);
      expect(most).toBeLessThanOrEqual(40);
    });
  });

  test.describe(() => {
    test.use({ persona: 'new-creator' });
    test('no campaigns: the message instead of the tabs', async ({ page }) => {
      await page.goto('campaigns');
      await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Campaign status' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });

  test('single campaign: counts equal the API, progress, slots, posts and content, 1280 and 767 px', async ({
    page,
    pageErrors: _pageErrors,
  }, testInfo) => {
    for (const id of [102, 106]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`campaigns/${id}`);
      const api = async (path: string) =>
        (await (await page.request.get(`/api/user/me/campaigns/${id}${path}`)).json()) as Record<
          string,
          unknown
        >;
      const campaign = (await api('.json')) as {
        brand: string;
        submittedPostsNumber: number;
        requiredPostsNumber: number;
        postCount: number;
      };
      const accounts = (await api('/accounts.json')) as unknown as { title: string }[];
      await expect(page.getByRole('heading', { level: 1, name: campaign.brand })).toBeVisible();
      const figures = page.getByRole('region', { name: 'Campaign figures' });
      await expect(figures).toContainText(
        `${campaign.submittedPostsNumber} of ${campaign.requiredPostsNumber}`,
      );
      await expect(figures).toContainText(`Posted${campaign.postCount}`);
      const accountsButton = page.getByRole('button', {
        name: `${accounts.length} account${accounts.length === 1 ? '' : 's'}`,
      });
      await accountsButton.focus();
      for (const { title } of accounts)
        await expect(page.getByRole('tooltip').getByText(title, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: 'Submit content' }).first()).toHaveAttribute(
        'href',
        `/creator/campaigns/${id}/submitted_contents/new`,
      );
      const contents = page.getByRole('region', { name: 'Submitted content' });
      await expect(contents.getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`/creator/campaigns/${id}/submitted_contents/\\d+$`),
      );
      await shot(page, testInfo, `campaign-${id}-1280`);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 767, height: 900 });
      await shot(page, testInfo, `campaign-${id}-767`);
    }

    // Kumo Coffee: its contract file, the missing YouTube video, newest content first.
    await page.goto('campaigns/102');
    await expect(page.getByRole('link', { name: 'View contract' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(page.getByText('1 of 2 submitted')).toBeVisible();
    const cards = page.getByRole('region', { name: 'Submitted content' }).getByRole('link');
    await expect(cards.first()).toHaveAttribute(
      'href',
      '/creator/campaigns/102/submitted_contents/9001',
    );
    await page
      .getByRole('region', { name: 'Posts', exact: true })
      .getByRole('button', { name: 'Submit content' })
      .click();
    await expect(page).toHaveURL(
      /\/campaigns\/102\/post\/[A-Za-z0-9_-]+\/submitted_contents\/new$/,
    );
    const encoded = /\/post\/([^/]+)\//.exec(page.url())?.[1] ?? '';
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual({
      platform: 'youtube',
      type: 'video',
      contentType: 'sponsored_post',
      publishBy: '2026-12-31',
    });
    // Alpine Outfitters: the contract waits for a signature.
    await page.goto('campaigns/101');
    await expect(page.getByRole('link', { name: 'Sign contract' })).toHaveAttribute(
      'href',
      'https://sign.example.com/envelopes/alpine-101',
    );
  });

  test('submitting only where the backend takes it: the page says why elsewhere, the mock refuses with 422', async ({
    page,
    pageErrors: _pageErrors,
  }, testInfo) => {
    // An unanswered opportunity: its card with Accept and Decline, no Submit anywhere.
    await page.goto('campaigns/103');
    const offer = page.getByRole('article', { name: 'Sora Airlines' });
    await expect(offer.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(page.getByText('Posts to submit')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit content' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit content' })).toHaveCount(0);
    await shot(page, testInfo, 'campaign-103-opportunity');
    for (const [id, why] of [
      [101, 'Sign the contract first: then you can submit content.'],
      [104, 'Starts on Jan 10, 2027: you can submit content from then.'],
      [105, 'This campaign has ended: content can no longer be submitted.'],
    ] as const) {
      await page.goto(`campaigns/${id}`);
      await expect(page.getByText(why)).toBeVisible();
      await expect(page.getByText('Posts to submit')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Submit content' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Submit content' })).toHaveCount(0);
    }
    // A typed URL of the overlay says why instead of a form.
    await page.goto('campaigns/105/submitted_contents/new');
    await expect(
      page
        .getByRole('dialog')
        .getByText('This campaign has ended: content can no longer be submitted.'),
    ).toBeVisible();
    // The mock refuses as the backend would: 422, the code and a sentence.
    const refused = await page.request.post('/api/user/me/campaigns/105/submitted_contents.json', {
      data: {
        post: {
          accountRemoteId: 'mika.eats',
          type: 'photo',
          contentType: 'sponsored_post',
          content: 'x',
          mediaFiles: ['http://127.0.0.1/a.jpg'],
        },
      },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'campaign_ended',
      message: 'This campaign has ended: content can no longer be submitted.',
    });
  });

  test('single campaign: a malformed id and an unknown one are not found', async ({ page }) => {
    await page.goto('campaigns/12ab');
    await expect(page).toHaveURL(/\/creator\/404$/);
    await page.goto('campaigns/999999');
    await expect(page).toHaveURL(/\/creator\/404$/);
    await waitForShell(page);
  });

  test('hostile input on the campaigns list and a campaign', async ({ page, cspViolations }) => {
    test.setTimeout(300_000);
    const reads: HostileRead[] = [
      {
        read: /\/api\/user\/me\/campaigns\.json/,
        fields: [
          ['campaigns[].brand', 'text'],
          ['campaigns[].contractSignUrl', 'url'],
          ['campaigns[].latestPosts[].thumbnailUrl', 'url'],
        ],
      },
      {
        read: /\/api\/user\/me\/campaigns_opportunities\.json$/,
        fields: [
          ['[].brand', 'text'],
          ['[].message', 'html'],
          ['[].acceptUrl', 'url'],
          ['[].rejectUrl', 'url'],
        ],
      },
      {
        read: /\/api\/user\/me\/campaigns\/102\.json$/,
        fields: [['brand', 'text']],
      },
      {
        read: /\/api\/user\/me\/campaigns\/102\/contract\.json$/,
        fields: [
          ['signUrl', 'url'],
          ['contractUrl', 'url'],
        ],
      },
      {
        read: /\/api\/user\/me\/campaigns\/102\/accounts\.json$/,
        fields: [['[].title', 'text']],
      },
      {
        read: /\/api\/user\/me\/campaigns\/102\/posts\.json/,
        fields: [
          ['posts[].content', 'text'],
          ['posts[].thumbnailUrl', 'url'],
          ['posts[].account.title', 'text'],
        ],
      },
      {
        read: /\/api\/user\/me\/campaigns\/102\/submitted_contents\.json/,
        fields: [
          ['submittedContents[].displayedHeader', 'text'],
          ['submittedContents[].thumbnailUrl', 'url'],
          ['submittedContents[].account.title', 'text'],
        ],
      },
    ];
    await expectHostileInputSafe(page, {
      reads,
      cspViolations,
      label: 'campaigns',
      visit: async () => {
        await page.goto('campaigns/active');
        await expect(page.locator(CARDS).first()).toBeVisible();
        await expect(
          page
            .getByRole('region', { name: 'Opportunities to review' })
            .getByRole('article')
            .first(),
        ).toBeVisible();
        // Accepting with a hostile URL opens nothing.
        await page
          .getByRole('region', { name: 'Opportunities to review' })
          .getByRole('button', { name: 'Accept' })
          .first()
          .click();
        await page.goto('campaigns/102');
        await expect(
          page.getByRole('region', { name: 'Submitted content' }).getByRole('link').first(),
        ).toBeVisible();
        await expect(
          page.getByRole('region', { name: 'Live posts' }).getByRole('article').first(),
        ).toBeVisible();
      },
    });
  });
});
