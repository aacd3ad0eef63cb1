import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations, shot, test } from './helpers';
import { expectHostileInputSafe, type HostileRead } from './hostile';

// A real 1×1 PNG, so previews decode; videos are a few bytes (the mock keeps whatever it gets).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
// The machine is shared: generous waits (never fixed sleeps).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ persona: 'creator' });

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const mp4 = (name: string) => ({
  name,
  mimeType: 'video/mp4',
  buffer: Buffer.from('not really a video'),
});

/** Fails the page's next call(s) of an operation (the mock's per-session faults). */
async function fault(page: Page, operationId: string, kind: string, extra: object = {}) {
  const answer = await page.request.post('/__mock/faults', {
    data: { operationId, kind, times: 1, ...extra },
  });
  expect(answer.status()).toBe(201);
}

const isCreate = (request: Request) =>
  request.method() === 'POST' && /\/campaigns\/\d+\/submitted_contents\.json$/.test(request.url());

type PostBody = { post: { mediaFiles: string[]; content: string | null; type: string } };

/** Opens the free submit overlay of a campaign and picks the account, content type and post type. */
async function openSubmit(page: Page, campaignId: number, postType: string) {
  await page.goto(`campaigns/${campaignId}/submitted_contents/new`);
  const dialog = page.getByRole('dialog', { name: 'Submit content' });
  await dialog.getByRole('radio', { name: /mika\.eats/ }).click();
  await dialog.getByRole('radio', { name: 'sponsored post' }).check();
  await dialog.getByRole('radio', { name: postType, exact: true }).check();
  return dialog;
}

test.describe('submit content', () => {
  test('one photo: keyboard, upload, submit, thank you, back to the campaign with the new content', async ({
    page,
    pageErrors: _pageErrors,
  }, testInfo) => {
    await page.goto('campaigns/109/submitted_contents/new');
    const dialog = page.getByRole('dialog', { name: 'Submit content' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    // Keyboard: the account box, then the content and post types.
    const account = dialog.getByRole('radio', { name: /mika\.eats/ });
    await account.focus();
    await page.keyboard.press('Space');
    await expect(account).toBeChecked();
    await expect(submit).toBeDisabled();
    await dialog.getByRole('radio', { name: 'sponsored post' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('radio', { name: 'Photo', exact: true }).check();
    // A photo has no title, only a description; one image.
    await expect(dialog.getByLabel('Title')).toHaveCount(0);
    await dialog.getByLabel('Description').fill('Beacon Labs unboxing');
    await expect(dialog.getByText('An image file.')).toBeVisible();
    await expect(dialog.getByText('Fill in every required field to submit.')).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles(png('unboxing.png'));
    await expect(dialog.getByRole('img', { name: 'Media 1' })).toBeVisible();
    await expect(submit).toBeEnabled();
    await shot(page, testInfo, 'content-submit-1280');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 767, height: 900 });
    await shot(page, testInfo, 'content-submit-767');
    await page.setViewportSize({ width: 1280, height: 800 });

    const sent = page.waitForRequest(isCreate);
    await submit.click();
    const body = (await sent).postDataJSON() as PostBody;
    expect(body.post).toMatchObject({
      type: 'photo',
      content: 'Beacon Labs unboxing',
      title: null,
    });
    expect(body.post.mediaFiles).toEqual([
      expect.stringMatching(/\/__mock\/uploads\/.+unboxing\.png$/),
    ]);
    // The form and its Submit button are gone: the focus is on what replaced them.
    await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
    await expectNoAxeViolations(page);
    // Closes to the single campaign after 5 seconds.
    await expect(page).toHaveURL(/\/creator\/campaigns\/109$/, { timeout: 15_000 });
    const list = await page.request.get('/api/user/me/campaigns/109/submitted_contents.json');
    const { submittedContents } = (await list.json()) as {
      submittedContents: { content: string; status: string }[];
    };
    expect(submittedContents[0]).toMatchObject({
      content: 'Beacon Labs unboxing',
      status: 'pending',
    });
  });

  test('a carousel of three files: progress with the picker hidden, the three Location URLs sent', async ({
    page,
  }) => {
    const dialog = await openSubmit(page, 113, 'Carousel');
    await dialog.getByLabel('Description').fill('Three views of the fjord');
    // A slow pre-upload holds the transfer, so the bar is seen (the fault is per call: all three).
    await fault(page, 'preuploadMedia', 'slow', { delayMs: 4000, times: 3 });
    await dialog
      .locator('input[type=file]')
      .setInputFiles([png('fjord-1.png'), mp4('fjord-2.mp4'), png('fjord-3.png')]);
    // While the pre-upload waits: the bar at 0 %, cancel, and no picker.
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeAttached();
    await expect(dialog.getByText('0%', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose files' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(dialog.getByRole('img', { name: 'Media 3' })).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    const sent = page.waitForRequest(isCreate);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const body = (await sent).postDataJSON() as PostBody;
    expect(body.post.type).toBe('carousel');
    expect(body.post.mediaFiles).toEqual([
      expect.stringMatching(/\/__mock\/uploads\/.+fjord-1\.png$/),
      expect.stringMatching(/\/__mock\/uploads\/.+fjord-2\.mp4$/),
      expect.stringMatching(/\/__mock\/uploads\/.+fjord-3\.png$/),
    ]);
    await expect(dialog.getByText('Thank you!')).toBeVisible();
  });

  test("a failing upload keeps what was typed and retries; a 422 says so in the app's words and marks the field", async ({
    page,
  }) => {
    const dialog = await openSubmit(page, 111, 'Photo');
    await dialog.getByLabel('Description').fill('Delta Snacks tasting');
    await fault(page, 'preuploadMedia', '500');
    // An image MIME type named .mp4: the picker takes it, the server's URL rule refuses it later.
    await dialog.locator('input[type=file]').setInputFiles({ ...png('tasting.mp4') });
    await expect(dialog.getByRole('alert').filter({ hasText: 'The upload failed' })).toBeVisible();
    await expect(dialog.getByLabel('Description')).toHaveValue('Delta Snacks tasting');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Retry upload' }).click();
    await expect(dialog.getByLabel('Media 1', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const error = dialog
      .getByRole('alert')
      .filter({ hasText: 'The content could not be submitted' });
    // The summary is the app's text of the refusal's code, never the server's own sentence.
    await expect(error).toContainText('Please correct the fields.');
    await expect(error).not.toContainText('A photo takes image files.');
    // The field's message is the catalogue's text of the error's code (invalid_type), as on
    // every form (no raw validator text on a field: docs/product-rules.md#settings-profile).
    await expect(
      dialog.getByText('This value is not of the expected kind.', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Description')).toHaveValue('Delta Snacks tasting');
    // Another file fixes it.
    await dialog.getByRole('button', { name: 'Remove media 1' }).click();
    await dialog.locator('input[type=file]').setInputFiles(png('tasting.png'));
    await expect(dialog.getByRole('img', { name: 'Media 1' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Thank you!')).toBeVisible();
  });

  test('a file over the limit is refused before any upload, naming the limit; a 413 names it too, without Retry', async ({
    page,
  }, testInfo) => {
    const dialog = await openSubmit(page, 111, 'Video');
    await dialog.getByLabel('Description').fill('The long take');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (/preupload_media|__mock\/uploads/.test(r.url())) uploads.push(r.url());
    });
    // A sparse file on disk: Chromium reads its size, never its (absent) bytes.
    const big = join(testInfo.outputDir, 'long-take.mp4');
    mkdirSync(testInfo.outputDir, { recursive: true });
    writeFileSync(big, '');
    truncateSync(big, 50 * 1024 * 1024 + 1);
    await dialog.locator('input[type=file]').setInputFiles(big);
    const refused = dialog.getByRole('alert').filter({ hasText: 'This file is too large' });
    await expect(refused).toContainText('Files can be up to 50 MB.');
    await expect(dialog.getByRole('button', { name: 'Retry upload' })).toHaveCount(0);
    expect(uploads).toEqual([]);
    // Not announced as uploaded.
    await expect(page.getByText('Upload complete.')).toHaveCount(0);
    await expect(dialog.getByLabel('Description')).toHaveValue('The long take');

    // The upload target's own 413 (a limit the client did not know) says the same.
    await page.route(/\/__mock\/uploads$/, (route) =>
      route.fulfill({ status: 413, json: { code: 'too_large', message: 'Too large.' } }),
    );
    await dialog.locator('input[type=file]').setInputFiles(mp4('clip.mp4'));
    await expect(refused).toContainText('Files can be up to 50 MB.');
    await expect(dialog.getByRole('button', { name: 'Retry upload' })).toHaveCount(0);
    await page.unroute(/\/__mock\/uploads$/);
    // Another file goes through and the notice goes.
    await dialog.locator('input[type=file]').setInputFiles(mp4('clip.mp4'));
    await expect(dialog.getByLabel('Media 1', { exact: true })).toBeVisible();
    await expect(refused).toHaveCount(0);
  });

  test('prefilled from a post: one account chosen, type preset; Escape closes; a bad post is not found', async ({
    page,
  }) => {
    const post = Buffer.from(
      JSON.stringify({ platform: 'instagram', type: 'photo', contentType: 'sponsored_post' }),
    ).toString('base64');
    await page.goto(`campaigns/115/post/${encodeURIComponent(post)}/submitted_contents/new`);
    const dialog = page.getByRole('dialog', { name: 'Submit content' });
    await expect(dialog.getByRole('radio', { name: /mika\.eats/ })).toBeChecked();
    await expect(dialog.getByText('Photo · sponsored post')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Carousel' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/creator\/campaigns\/115$/);
    await page.goto('campaigns/115/post/bm90LWpzb24/submitted_contents/new');
    await expect(page).toHaveURL(/\/creator\/404$/);
  });
});

test.describe('nothing typed is lost without a question', () => {
  test('submit overlay: closing or reloading asks, Stay keeps the text; at 1440 x 900 its error box lies inside it', async ({
    page,
  }, testInfo) => {
    const dialog = await openSubmit(page, 111, 'Photo');
    const description = dialog.getByLabel('Description');
    await description.fill('Half a caption');
    const question = page.getByRole('dialog', { name: 'Leave this page?' });
    // Closing the overlay (its cross, Cancel) asks over the open overlay.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(question).toBeHidden();
    await expect(description).toHaveValue('Half a caption');
    // A reload makes the browser ask its own question; dismissed, the page and the text stay.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.type());
        void d.dismiss();
      }),
    );
    await page.evaluate(() => setTimeout(() => location.reload()));
    expect(await asked).toBe('beforeunload');
    await expect(description).toHaveValue('Half a caption');

    // A refused submission's error box lies inside the overlay at 1440 x 900.
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.locator('input[type=file]').setInputFiles(png('tasting.png'));
    await expect(dialog.getByRole('img', { name: 'Media 1' })).toBeVisible();
    await fault(page, 'createSubmittedContent', '500');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const error = dialog.getByRole('alert').filter({ hasText: 'could not be submitted' });
    await expect(error).toContainText('Something went wrong on our side');
    await expect(error).toBeVisible();
    await shot(page, testInfo, 'content-submit-error-1440');
    const box = await error.boundingBox();
    const modal = await page.locator('.mantine-Modal-content').boundingBox();
    expect(box && modal).toBeTruthy();
    if (box && modal) {
      expect(box.x).toBeGreaterThanOrEqual(modal.x);
      expect(box.x + box.width).toBeLessThanOrEqual(modal.x + modal.width);
      expect(box.y).toBeGreaterThanOrEqual(modal.y);
      expect(box.y + box.height).toBeLessThanOrEqual(modal.y + modal.height);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/creator\/campaigns\/111$/);
    await expect(dialog).toHaveCount(0);
  });

  test('submit overlay left while sending, at 1280 and 360 px: the question says leaving will not stop it; a notice tells it went in', async ({
    page,
  }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('campaigns/106/submitted_contents/new');
      const dialog = page.getByRole('dialog', { name: 'Submit content' });
      await dialog.getByRole('radio', { name: /Mika Travels Official/ }).click();
      await dialog.getByRole('radio', { name: 'Text', exact: true }).check();
      await dialog.getByLabel('Description').fill(`Morning market at ${width} px`);
      await fault(page, 'createSubmittedContent', 'slow', { delayMs: 2000 });
      const answered = page.waitForResponse((response) => isCreate(response.request()));
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.keyboard.press('Escape');
      const question = page.getByRole('dialog', { name: 'Still sending' });
      await expect(question).toContainText('Leaving will not stop it');
      const reread = page.waitForResponse(
        (response) =>
          response.request().method() === 'GET' &&
          response.url().endsWith('/campaigns/106/submitted_contents.json'),
      );
      await question.getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL(/\/creator\/campaigns\/106$/);
      expect((await answered).status()).toBe(201);
      const notice = page
        .getByRole('status')
        .filter({ hasText: 'Your content for Lumen Cameras was sent for review.' });
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport();
      await reread;
    }
  });

  test('submit overlay left while sending and refused: the notice says why in the app’s words and opens the form again with what was typed', async ({
    page,
  }) => {
    await page.goto('campaigns/106/submitted_contents/new');
    const dialog = page.getByRole('dialog', { name: 'Submit content' });
    await dialog.getByRole('radio', { name: /Mika Travels Official/ }).click();
    await dialog.getByRole('radio', { name: 'Text', exact: true }).check();
    await dialog.getByLabel('Description').fill('Evening market');
    await fault(page, 'createSubmittedContent', '422');
    // The request reaches the mock, which refuses it, only once the dialog was left.
    let release = () => {};
    const left = new Promise<void>((done) => (release = done));
    await page.route(
      (url) => url.pathname.endsWith('/campaigns/106/submitted_contents.json'),
      async (route) => {
        if (route.request().method() === 'POST') await left;
        await route.fallback();
      },
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Still sending' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page).toHaveURL(/\/creator\/campaigns\/106$/);
    const answered = page.waitForResponse((response) => isCreate(response.request()));
    release();
    expect((await answered).status()).toBe(422);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Your content for Lumen Cameras could not be submitted' });
    await expect(notice).toBeInViewport();
    // The app's words, not the server's.
    await expect(notice).not.toContainText('mock fault');
    await expect(notice).toContainText('Please correct the fields.');
    await notice.getByRole('button', { name: 'Open the form again' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/creator\/campaigns\/106\/submitted_contents\/new$/);
    const again = page.getByRole('dialog', { name: 'Submit content' });
    await expect(again.getByLabel('Description')).toHaveValue('Evening market');
    await expect(again.getByRole('radio', { name: 'Text', exact: true })).toBeChecked();
    // Why it was refused, again in the form.
    await expect(again).toContainText('Please correct the fields.');
  });

  test('edit form: another page asks, its Comments tab does not, leaving from that tab does; Leave goes', async ({
    page,
  }) => {
    await page.goto('campaigns/102/submitted_contents/9001');
    const description = page.getByLabel('Description');
    await description.fill('An edit not resubmitted');
    const question = page.getByRole('dialog', { name: 'Leave this page?' });
    await page.getByRole('link', { name: 'Campaigns', exact: true }).first().click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(description).toHaveValue('An edit not resubmitted');
    // The content's own Comments tab keeps the draft: no question.
    await page.getByRole('tab', { name: /Comments/ }).click();
    await expect(page).toHaveURL(/\/9001\/comments$/);
    await expect(question).toHaveCount(0);
    // Leaving from the Comments tab, where the form is not shown, asks as well.
    await page.getByRole('link', { name: 'Campaigns', exact: true }).first().click();
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/9001\/comments$/);
    await page.getByRole('tab', { name: 'Form' }).click();
    await expect(description).toHaveValue('An edit not resubmitted');
    await page.getByRole('link', { name: 'Campaigns', exact: true }).first().click();
    await question.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/creator\/campaigns\/active$/);
  });
});

test.describe('submitted content', () => {
  test('edit: no changes, then resubmit to the campaign', async ({ page }, testInfo) => {
    await page.goto('campaigns/102/submitted_contents/9001');
    await expect(
      page.getByRole('heading', { level: 1, name: /^Kumo Coffee: cold brew reel/ }),
    ).toBeVisible();
    await expect(page.getByText('Kumo Coffee', { exact: true })).toBeVisible();
    const resubmit = page.getByRole('button', { name: 'Resubmit' });
    await expect(resubmit).toBeDisabled();
    await expect(page.getByText('No changes')).toBeVisible();
    await shot(page, testInfo, 'content-edit-1280');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 767, height: 900 });
    await shot(page, testInfo, 'content-edit-767');
    await page.setViewportSize({ width: 1280, height: 800 });
    const description = page.getByLabel('Description');
    await description.fill('Cold brew season, take two');
    await expect(resubmit).toBeEnabled();
    // A refused resubmit says why in the app's words (not the mock's own text) and keeps the edit.
    await fault(page, 'updateSubmittedContent', '422');
    await resubmit.click();
    const refused = page.getByRole('alert').filter({ hasText: 'Please correct the fields.' });
    await expect(refused).toBeVisible();
    await expect(refused).not.toContainText('mock fault');
    await expect(description).toHaveValue('Cold brew season, take two');
    const sent = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith('/submitted_contents/9001.json'),
    );
    await resubmit.click();
    expect(((await sent).postDataJSON() as PostBody).post.content).toBe(
      'Cold brew season, take two',
    );
    await expect(page).toHaveURL(/\/creator\/campaigns\/102$/);
    const read = await page.request.get('/api/user/me/campaigns/102/submitted_contents/9001.json');
    expect(await read.json()).toMatchObject({
      status: 'pending',
      content: 'Cold brew season, take two',
    });
  });

  test('comments: the badge goes to zero, a comment is sent, a failing send keeps the text', async ({
    page,
  }, testInfo) => {
    await page.goto('campaigns/102/submitted_contents/9001');
    const tab = page.getByRole('tab', { name: /Comments/ });
    const before = await page.request.get(
      '/api/user/me/campaigns/102/submitted_contents/9001.json',
    );
    const { unreadMessageCount, totalMessageCount } = (await before.json()) as {
      unreadMessageCount: number;
      totalMessageCount: number;
    };
    expect(unreadMessageCount).toBeGreaterThan(0);
    await expect(tab).toHaveText(`Comments${unreadMessageCount}`);
    await tab.click();
    await expect(page).toHaveURL(/\/submitted_contents\/9001\/comments$/);
    // Marked read: the content is read again and the tab shows the total instead of a badge.
    await expect(tab).toHaveText(`Comments(${totalMessageCount})`);
    const thread = page.getByRole('list', { name: 'Comments' });
    await expect(thread.getByRole('listitem')).toHaveCount(totalMessageCount);
    await shot(page, testInfo, 'content-comments-1280');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 767, height: 900 });
    await shot(page, testInfo, 'content-comments-767');
    await page.setViewportSize({ width: 1280, height: 800 });

    const input = page.getByLabel('Write a comment');
    await input.fill('Updated the caption as asked.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText('Updated the caption as asked.')).toBeVisible();
    await expect(input).toHaveValue('');

    await fault(page, 'createComment', '500');
    await input.fill('Is this better?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The comment could not be sent. Please try again.',
    );
    await expect(input).toHaveValue('Is this better?');
  });

  test('the player fills the screen, and closing it keeps what was typed', async ({ page }) => {
    await page.goto('campaigns/102/submitted_contents/9001');
    const resubmit = page.getByRole('button', { name: 'Resubmit' });
    await expect(resubmit).toBeDisabled();
    await page.getByLabel('Description').fill('Cold brew season, take three');
    await expect(resubmit).toBeEnabled();
    await page.getByRole('link', { name: 'Play full screen' }).click();
    await expect(page).toHaveURL(/\/submitted_contents\/9001\/play\/.+/);
    const video = page.getByRole('dialog', { name: 'Video' }).locator('video');
    await expect(video).toBeVisible();
    // Not the video's natural 160×90: the whole width, most of the height.
    const box = await video.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the player has no size');
    expect(box.width).toBeGreaterThanOrEqual(viewport.width - 20);
    expect(box.height).toBeGreaterThan(viewport.height * 0.8);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/submitted_contents\/9001$/);
    await expect(page.getByLabel('Description')).toHaveValue('Cold brew season, take three');
    await expect(resubmit).toBeEnabled();
  });

  test('play a video full screen and close; a non-http video URL is not found', async ({
    page,
  }) => {
    await page.goto('campaigns/106/submitted_contents/9121');
    await expect(page.getByTestId('play-icon')).toBeVisible();
    await page.getByRole('link', { name: 'Play full screen' }).click();
    await expect(page).toHaveURL(/\/submitted_contents\/9121\/play\/.+/);
    const player = page.getByRole('dialog', { name: 'Video' });
    await expect(player.locator('video')).toHaveAttribute('src', /\/__mock\/media\/sample\.mp4$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/submitted_contents\/9121$/);
    await expect(page.getByRole('button', { name: 'Resubmit' })).toBeVisible();
    const script = Buffer.from('javascript:alert(1)').toString('base64');
    await page.goto(`campaigns/106/submitted_contents/9121/play/${encodeURIComponent(script)}`);
    await expect(page).toHaveURL(/\/creator\/404$/);
  });
});

test('hostile input on submitted content', async ({ page, cspViolations }) => {
  // A few loads of three screens (hostile.ts): long on a busy machine.
  test.setTimeout(300_000);
  const reads: HostileRead[] = [
    {
      read: /\/campaigns\/102\/submitted_contents\/9001\.json$/,
      fields: [
        ['displayedHeader', 'text'],
        ['content', 'text'],
        ['account.title', 'text'],
        ['thumbnailUrl', 'url'],
        ['mediaFiles[].url', 'url'],
      ],
    },
    { read: /\/campaigns\/102\.json$/, fields: [['brand', 'text']] },
    {
      read: /\/submitted_contents\/9001\/comments\.json$/,
      fields: [
        ['[].content', 'text'],
        ['[].sender.name', 'text'],
        ['[].sender.avatar', 'url'],
      ],
    },
    {
      read: /\/campaigns\/102\/accounts\.json$/,
      fields: [
        ['[].title', 'text'],
        ['[].username', 'text'],
        ['[].thumbnailUrl', 'url'],
        ['[].avatar', 'url'],
      ],
    },
    { read: /\/available_content_types\.json$/, fields: [['[].contentType', 'text']] },
  ];
  await expectHostileInputSafe(page, {
    reads,
    cspViolations,
    label: 'submitted content',
    visit: async () => {
      await page.goto('campaigns/102/submitted_contents/9001');
      await expect(page.getByRole('button', { name: 'Resubmit' })).toBeVisible();
      await page.getByRole('tab', { name: /Comments/ }).click();
      await expect(
        page.getByRole('list', { name: 'Comments' }).getByRole('listitem').first(),
      ).toBeVisible();
      await page.goto('campaigns/102/submitted_contents/new');
      await expect(
        page.getByRole('dialog', { name: 'Submit content' }).getByRole('radio').first(),
      ).toBeVisible();
    },
  });
});
