import { expect, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations, shot, test, usePersona, waitForShell } from './helpers';
import { expectHostileInputSafe, type HostileRead } from './hostile';

test.use({ persona: 'creator' });

/** Changes a JSON read's answer (the mock's own answer, edited). */
async function editRead(page: Page, url: RegExp, edit: (body: Record<string, unknown>) => void) {
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    edit(body);
    await route.fulfill({ response, json: body });
  });
}

/** Answers the next write to `url` with a 422 and these field errors (and their codes). */
async function refuseOnce(
  page: Page,
  url: RegExp,
  errors: Record<string, string[]>,
  codes: Record<string, string[]> = {},
) {
  const sent: unknown[] = [];
  await page.route(
    url,
    async (route: Route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({
        status: 422,
        json: { code: 'validation_failed', message: 'Please correct the fields.', errors, codes },
      });
    },
    { times: 1 },
  );
  return sent;
}

/** Counts the writes of the settings forms. */
function watchWrites(page: Page) {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/'))
      writes.push(new URL(request.url()).pathname);
  });
  return writes;
}

const SAVE_PROFILE = /\/api\/user\/me\.json$/;
const SAVE_PAYMENT = /\/api\/user\/me\/payment_details\.json$/;

async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('settings: profile', () => {
  test('prefilled, saved, at 1280 and 767 px, no axe violations', async ({
    page,
    pageErrors: _pageErrors,
  }, testInfo) => {
    await page.goto('settings/profile');
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    await expect(sections.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByLabel('First name')).toHaveValue('Mika');
    await expect(page.getByRole('button', { name: /Birth date/ })).toHaveText('1994/03/18');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('California');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(page.getByLabel('What is your main content niche?')).toHaveValue(
      'Travel and food',
    );
    // Not shown for this company: furigana, personal id, skype; the dashboard-only question.
    await expect(page.getByLabel('Last name (furigana)')).toHaveCount(0);
    await expect(page.getByLabel('Skype name')).toHaveCount(0);
    await expect(page.getByText('Favourite brand to work with?')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'settings-profile-1280');

    await page.getByLabel('City').fill('Oakland');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('City')).toHaveValue('Oakland');
    await page.setViewportSize({ width: 767, height: 900 });
    await shot(page, testInfo, 'settings-profile-767');
  });

  test('client error: provide all info, fields marked, nothing sent; server 422 on an answer', async ({
    page,
  }) => {
    const writes = watchWrites(page);
    await page.goto('settings/profile');
    const first = page.getByLabel('First name');
    await first.fill('');
    await page.getByLabel('City').fill('Typed city');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please provide all info' }),
    ).toBeVisible();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toBeFocused();
    await expect(first).toHaveAccessibleDescription('This field is required.');
    expect(writes).toEqual([]);

    await first.fill('Mika');
    const sent = await refuseOnce(page, SAVE_PROFILE, {
      'customQuestionAnswers[0].answer': ['is too vague'],
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please correct the fields.' }),
    ).toBeVisible();
    const niche = page.getByLabel('What is your main content niche?');
    await expect(niche).toHaveAccessibleDescription('is too vague');
    expect(sent).toHaveLength(1);
    // Nothing typed is lost.
    await expect(page.getByLabel('City')).toHaveValue('Typed city');
    await expect(first).toHaveValue('Mika');
  });

  test('formats are checked before sending, with the messages of the codes (email; PayPal email)', async ({
    page,
  }) => {
    const writes = watchWrites(page);
    await page.goto('settings/profile');
    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    // A client error reads 'provide all info' (docs/product-rules.md#settings-profile); nothing was sent to correct.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Please provide all info: complete or correct the marked fields.' }),
    ).toBeVisible();
    await expect(page.getByText('Please correct the fields.')).toHaveCount(0);
    await expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    await expect(page.getByText(/must match format/)).toHaveCount(0);
    expect(writes).toEqual([]);

    await page.goto('settings/payment');
    const paypal = page.getByLabel('PayPal email');
    await paypal.fill('bad@');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(paypal).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(writes).toEqual([]);
    await paypal.fill('mika.tanaka@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
  });

  // Each company flag of the profile form on the persona whose company sets it (PERSONAS.md).
  test.describe(() => {
    test.use({ persona: 'furigana' });
    test('furigana and personal-id: the fields are shown, prefilled and required', async ({
      page,
      context,
    }) => {
      const writes = watchWrites(page);
      await page.goto('settings/profile');
      await expect(page.getByLabel('Last name (furigana)')).toHaveValue('タナカ');
      await page.getByLabel('First name (furigana)').fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please provide all info' }),
      ).toBeVisible();
      await expect(page.getByLabel('First name (furigana)')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(writes).toEqual([]);
      await page.getByLabel('First name (furigana)').fill('みか');
      const saved = page.waitForRequest((r) => r.method() === 'PUT' && SAVE_PROFILE.test(r.url()));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved successfully.')).toBeVisible();
      expect((await saved).postDataJSON()).toMatchObject({
        furiganaLastName: 'タナカ',
        furiganaFirstName: 'みか',
      });

      // The same test goes on as the next persona (a new persona cookie on this context).
      await usePersona(context, 'personal-id');
      await page.goto('settings/profile');
      const id = page.getByLabel('Personal ID number');
      await expect(id).toHaveValue('AB1234567');
      await id.fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(id).toHaveAttribute('aria-invalid', 'true');
      expect(writes).toEqual(['/api/user/me.json']);
    });
  });

  test.describe(() => {
    test.use({ persona: 'strict-profile' });
    test('strict-profile: gender, address and telephone required; skype: optional Skype name', async ({
      page,
      context,
    }) => {
      const writes = watchWrites(page);
      await page.goto('settings/profile');
      await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
      await page.getByLabel('Telephone').fill('');
      await page.getByLabel('ZIP code').fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please provide all info' }),
      ).toBeVisible();
      for (const label of ['Telephone', 'ZIP code'])
        await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      expect(writes).toEqual([]);
      await expect(page.getByLabel('Skype name')).toHaveCount(0);

      // The same test goes on as the next persona (a new persona cookie on this context).
      await usePersona(context, 'skype');
      await page.goto('settings/profile');
      const skype = page.getByLabel('Skype name');
      await expect(skype).toHaveValue('mika.tanaka');
      await skype.fill('mika.t');
      await page.getByLabel('Telephone').fill('');
      const saved = page.waitForRequest((r) => r.method() === 'PUT' && SAVE_PROFILE.test(r.url()));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved successfully.')).toBeVisible();
      expect((await saved).postDataJSON()).toMatchObject({ skypeName: 'mika.t', telephone: null });
      await page.reload();
      await expect(page.getByLabel('Skype name')).toHaveValue('mika.t');
    });
  });

  test.describe(() => {
    test.use({ persona: 'monolingual' });
    test('monolingual: the language is shown and optional, saved without one', async ({ page }) => {
      await page.goto('settings/profile');
      const language = page.getByRole('combobox', { name: 'Language' });
      await expect(language).toBeVisible();
      await expect(language).toHaveValue('');
      await expect(language).not.toHaveAttribute('aria-required', 'true');
      const saved = page.waitForRequest((r) => r.method() === 'PUT' && SAVE_PROFILE.test(r.url()));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved successfully.')).toBeVisible();
      expect((await saved).postDataJSON()).toMatchObject({ language: null });
    });
  });

  test('country: the state list of the country, free text without one; Japanese labels', async ({
    page,
  }) => {
    await page.goto('settings/profile');
    await pick(page, 'Country', 'Japan');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('');
    await pick(page, 'State', 'Tokyo');
    await pick(page, 'Country', 'Germany');
    const state = page.getByRole('textbox', { name: 'State' });
    await expect(state).toHaveValue('');
    await state.fill('Bavaria');
    await page.getByRole('combobox', { name: 'Language' }).fill('zzz');
    await expect(page.getByText('Sorry, no matching options')).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).fill('');
    await pick(page, 'Language', 'Japanese');
    await page.getByRole('button', { name: 'Save' }).click();
    // The dashboard follows the saved language.
    await expect(page.getByRole('link', { name: 'プロフィール' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByLabel('市区町村')).toHaveValue('San Francisco');
    await expect(page.getByRole('textbox', { name: '都道府県・州' })).toHaveValue('Bavaria');
  });
});

test.describe('settings: payment', () => {
  test('country changes the methods; switching methods; VAT; at 1280 and 767 px', async ({
    page,
  }, testInfo) => {
    const writes = watchWrites(page);
    await page.goto('settings/payment');
    const method = page.getByRole('combobox', { name: 'Payment method' });
    await expect(method).toHaveValue('PayPal');
    await expect(page.getByLabel('PayPal email')).toHaveValue('mika@example.com');
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'settings-payment-1280');

    await method.click();
    await expect(page.getByRole('option')).toHaveCount(5);
    await expect(page.getByRole('option', { name: /Wire transfer/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await pick(page, 'Country', 'Japan');
    await expect(method).toHaveValue('PayPal');
    await method.click();
    await expect(page.getByRole('option')).toHaveCount(3);
    await page.getByRole('option', { name: /Japanese bank transfer/ }).click();
    await expect(page.getByLabel('PayPal email')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please provide all info' }),
    ).toBeVisible();
    for (const label of ['Bank name', 'Branch name', 'Account number', 'Account holder (kana)'])
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual(['/api/user/me/country.json']);

    await page.getByLabel('Bank name').fill('Mizuho');
    await page.getByLabel('Branch name').fill('Shibuya');
    await page.getByLabel('Account number').fill('1234567');
    await page.getByLabel('Account holder (kana)').fill('タナカ ミカ');
    await pick(page, 'VAT type', 'Company');
    await page.getByLabel('VAT ID').fill('JP999');
    await pick(page, 'Currency', 'USD');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
    await page.reload();
    await expect(method).toHaveValue('Japanese bank transfer');
    await expect(page.getByLabel('Bank name')).toHaveValue('Mizuho');
    const vat = page.getByRole('combobox', { name: 'VAT type' });
    await expect(vat).toHaveValue('Company');
    await expect(page.getByLabel('VAT ID')).toHaveValue('JP999');
    // Its clear button clears it on the select's first use too (before its list's code is in).
    await vat.locator('..').getByRole('button', { includeHidden: true }).click();
    await expect(vat).toHaveValue('');
    await expect(page.getByRole('listbox')).toHaveCount(0);

    await page.setViewportSize({ width: 767, height: 900 });
    // On mobile the methods are a menu of buttons.
    await page.getByRole('button', { name: /Payoneer/ }).click();
    await expect(page.getByRole('button', { name: 'Continue to Payoneer' })).toBeVisible();
    await shot(page, testInfo, 'settings-payment-767');
  });

  test('bank details are checked before sending (routing and account numbers, SWIFT/BIC), and the server refuses the same values with the same codes', async ({
    page,
  }, testInfo) => {
    const writes = watchWrites(page);
    await page.goto('settings/payment');
    await pick(page, 'Payment method', 'ACH');
    const routing = page.getByLabel('Routing number');
    const account = page.getByLabel('Account number');
    await routing.fill('12');
    await account.fill('abc');
    await pick(page, 'Account type', 'Checking');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(routing).toHaveAccessibleDescription(
      'Enter a valid routing number: the 9 digits of your bank, like 021000021.',
    );
    await expect(account).toHaveAccessibleDescription(
      'Enter a valid account number, in digits only, as on your bank statement.',
    );
    await expect(routing).toBeFocused();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please provide all info' }),
    ).toBeVisible();
    expect(writes).toEqual([]);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, testInfo, `settings-payment-ach-refused-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The server answers the same values with the same codes (what the form would have sent).
    const details = (await (
      await page.request.get('/api/user/me/payment_details.json')
    ).json()) as { customQuestionAnswers: unknown[] };
    const refused = await page.request.put('/api/user/me/payment_details.json', {
      data: {
        paymentMethod: 'ach',
        routingNumber: '12',
        accountNumber: 'abc',
        accountType: 'checking',
        customQuestionAnswers: details.customQuestionAnswers,
      },
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { codes: unknown }).codes).toEqual({
      routingNumber: ['invalid_routing_number'],
      accountNumber: ['invalid_account_number'],
    });

    // A routing number of 9 digits whose checksum fails is refused too; a real one saves.
    await routing.fill('021000022');
    await account.fill('000123456789');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(routing).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
    await routing.fill('021000021');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();

    // SWIFT/BIC of a wire transfer.
    await pick(page, 'Payment method', 'Wire transfer');
    await page.getByLabel('Bank name').fill('Deutsche Bank');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    const swift = page.getByLabel('SWIFT / BIC');
    await swift.fill('xx');
    await page.getByRole('radio', { name: 'Individual' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(swift).toHaveAccessibleDescription(
      'Enter a valid SWIFT/BIC code: 8 or 11 letters and digits, like DEUTDEFF.',
    );
    expect(writes).toEqual(['/api/user/me/payment_details.json']);
    await swift.fill('DEUTDEFF');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully.').first()).toBeVisible();
    await expect.poll(() => writes.length).toBe(2);
  });

  test('a 500 on save says only that it could not be saved (profile and payment)', async ({
    page,
  }, testInfo) => {
    for (const [path, url] of [
      ['settings/profile', SAVE_PROFILE],
      ['settings/payment', SAVE_PAYMENT],
    ] as const) {
      await page.goto(path);
      await page.route(url, (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 500, json: { code: 'internal_error', message: 'down' } })
          : route.fallback(),
      );
      await page.getByRole('button', { name: 'Save' }).click();
      const banner = page.getByRole('alert').filter({ hasText: 'This could not be saved.' });
      await expect(banner).toHaveText('This could not be saved. Please try again.');
      await expect(page.getByText('Please correct the fields.')).toHaveCount(0);
      await shot(page, testInfo, `${path.replace('/', '-')}-500`);
      await page.unroute(url);
    }
  });

  test("a method's fields are as wide as the selects above them (1024 and 1440 px)", async ({
    page,
  }) => {
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('settings/payment');
      await pick(page, 'Payment method', 'ACH');
      const select = await page.getByRole('combobox', { name: 'Payment method' }).boundingBox();
      for (const label of ['Routing number', 'Account number', 'VAT ID']) {
        const field = await page.getByLabel(label).boundingBox();
        expect(field?.x).toBe(select?.x);
        expect(field?.width).toBe(select?.width);
      }
    }
  });

  test('a new country that does not offer the saved method keeps the user on the tab, with what was typed', async ({
    page,
  }) => {
    await page.goto('settings/payment');
    await pick(page, 'Payment method', 'ACH');
    await page.getByLabel('Routing number').fill('011000015');
    await page.getByLabel('Account number').fill('9876');
    await pick(page, 'Account type', 'Savings');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
    // Typed, not saved, then a country without ACH.
    await page.getByLabel('VAT ID').fill('DE-UNSAVED-1');
    await pick(page, 'Country', 'Japan');
    const method = page.getByRole('combobox', { name: 'Payment method' });
    await expect(method).toHaveAccessibleDescription(/choose a new payment method/);
    await expect(method).toHaveValue('');
    await expect(page).toHaveURL(/\/creator\/settings\/payment$/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByText('Missing data')).toHaveCount(0);
    await expect(page.getByLabel('VAT ID')).toHaveValue('DE-UNSAVED-1');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Japan');
    await method.click();
    await expect(page.getByRole('option', { name: /Japanese bank transfer/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /^ACH/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // Saving without a new method says what to do and sends nothing.
    const writes = watchWrites(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please provide all info' }),
    ).toBeVisible();
    await expect(method).toHaveAccessibleDescription(/choose a new payment method/);
    expect(writes).toEqual([]);
    // Other pages stay open during the session (the unsaved VAT ID asks first); a new session
    // starts on the missing data.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page
      .getByRole('dialog', { name: 'Leave this page?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    await page.reload();
    await expect(page).toHaveURL(/\/creator\/missing_data\/payment$/);
  });

  test.describe(() => {
    test.use({ persona: 'no-country' });
    test('no-country: saving a method without a country, the server refuses it with the long message', async ({
      page,
    }) => {
      await page.goto('settings/payment');
      await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('');
      const refused = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && SAVE_PAYMENT.test(r.url()),
      );
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await refused).status()).toBe(422);
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please correct the fields.' }),
      ).toBeVisible();
      await expect(
        page.getByRole('combobox', { name: 'Payment method' }),
      ).toHaveAccessibleDescription(
        'Country is required for this payment method, please select country in the field above.',
      );
      // Choosing the country makes the same save go through.
      await pick(page, 'Country', 'Germany');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved successfully.')).toBeVisible();
    });
  });

  test('server errors per field, by their codes; an unknown code shows its message', async ({
    page,
  }) => {
    await page.goto('settings/payment');
    await pick(page, 'Payment method', 'ACH');
    await page.getByLabel('Routing number').fill('011000015');
    await page.getByLabel('Account number').fill('9876');
    await pick(page, 'Account type', 'Savings');
    await refuseOnce(
      page,
      SAVE_PAYMENT,
      {
        accountNumber: ['Request body property accountNumber must be longer'],
        'customQuestionAnswers[0].answer': ['is not a country'],
      },
      // A code the app does not know: its message is the fallback.
      {
        accountNumber: ['too_short'],
        'customQuestionAnswers[0].answer': ['not_a_country'],
      },
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please correct the fields.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Account number')).toHaveAccessibleDescription(
      'This is too short.',
    );
    await expect(page.getByLabel('Country of tax residence')).toHaveAccessibleDescription(
      'is not a country',
    );
    await expect(page.getByLabel('Routing number')).toHaveValue('011000015');
    // A failed country change says so and keeps the form.
    await page.route(/\/api\/user\/me\/country\.json$/, (route) =>
      route.fulfill({ status: 500, json: { code: 'error', message: 'down' } }),
    );
    await pick(page, 'Country', 'Brazil');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please correct the fields.' }).first(),
    ).toBeVisible();
    await expect(page.getByLabel('Routing number')).toHaveValue('011000015');
  });

  test.describe(() => {
    test.use({ persona: 'paypal-verified' });
    test('PayPal with the API integration: verified, not verified, connect (saves, then PayPal)', async ({
      page,
      context,
    }) => {
      await page.goto('settings/payment');
      await expect(page.getByText('PayPal account verified')).toBeVisible();
      await expect(page.getByLabel('PayPal email')).toBeDisabled();

      // The same test goes on as the next persona (a new persona cookie on this context).
      await usePersona(context, 'paypal-unverified');
      await page.reload();
      await expect(page.getByText('PayPal email not verified')).toBeVisible();
      await expect(page.getByText(/is not verified yet/)).toBeVisible();

      await usePersona(context, 'paypal-connect');
      await page.reload();
      await expect(
        page.getByText('Connect your PayPal account to receive payments.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByLabel('PayPal email')).toHaveCount(0);
      await page.route('https://www.paypal.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>PayPal</title><h1>PayPal</h1>' }),
      );
      // The mock saves PayPal without an email under the integration (PayPal gives it).
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && SAVE_PAYMENT.test(r.url()),
      );
      await page.getByRole('button', { name: 'Connect with PayPal' }).click();
      const answer = await saved;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toMatchObject({ paymentMethod: 'paypal' });
      await expect(page).toHaveURL(/^https:\/\/www\.paypal\.example\.com\/connect\?client=\d+$/);
    });
  });

  test('Payoneer: continue saves and registers, the return shows the notice; update and reset', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('settings/payment');
    await pick(page, 'Payment method', 'Payoneer');
    await page.getByRole('button', { name: 'Continue to Payoneer' }).click();
    await expect(page).toHaveURL(/\/__mock\/payoneer\/register\?/);
    await page.getByRole('button', { name: 'Register with Payoneer' }).click();
    await expect(page.getByText('Payoneer registration information')).toBeVisible();
    await expect(page).toHaveURL(/\/creator\/settings\/payment$/);
    await expect(page.getByText('Pending approval')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Payment method' })).toHaveValue('Payoneer');
    await expect(page.getByRole('button', { name: 'Update Payoneer details' })).toBeVisible();
    // The login link of the API, in a new tab that cannot reach back.
    const login = page.getByRole('link', { name: 'Log in to Payoneer (new tab)' });
    await expect(login).toHaveAttribute('href', /\/__mock\/payoneer\/login\?/);
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), login.click()]);
    await expect(tab.getByText('Payee status: Pending approval')).toBeVisible();
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await page.getByRole('button', { name: 'Reset Payoneer registration' }).click();
    await expect(page).toHaveURL(/\/__mock\/payoneer\/reset\?/);
    await page.getByRole('button', { name: 'Reset my Payoneer registration' }).click();
    await expect(page.getByRole('button', { name: 'Continue to Payoneer' })).toBeVisible();
  });
});

test.describe('settings: payment widget', () => {
  test.use({ persona: 'tipalti' });

  /** The tipalti persona's widget, framed from the mock (its real https origin is not reachable here). */
  async function widgetFromMock(page: Page) {
    const origin = `http://127.0.0.1:${process.env.E2E_MOCK_PORT}`;
    await editRead(page, /\/api\/user\/me\/payment_widgets\/tipalti\.json/, (widget) => {
      widget.tipaltiIframeUrl = `${origin}/__mock/media/logo/company-northlight.svg`;
    });
    return origin;
  }
  const pushWidget = (page: Page, data: Record<string, unknown>) =>
    page.request.post('/__mock/realtime/events', {
      data: { event: 'payee_details_updated', data },
    });

  test('the tipalti widget, updated live by payee_details_updated', async ({ page }, testInfo) => {
    const origin = await widgetFromMock(page);
    await page.goto('settings/payment');
    const frame = page.getByTitle('Payment details form of your payment provider');
    await expect(frame).toHaveAttribute('src', /company-northlight\.svg$/);
    await expect(frame).toHaveAttribute('sandbox', /allow-forms/);
    await expect(page.getByText('Some payment details are missing.')).toBeVisible();
    await shot(page, testInfo, 'settings-payment-widget-1280');
    const refreshed = page.waitForRequest(/payment_widgets\/tipalti\.json\?force_refresh=true/);
    await expect
      .poll(async () =>
        (
          await pushWidget(page, {
            displayPaymentWidgetOnDashboard: true,
            tipaltiIframeUrl: `${origin}/__mock/media/logo/network-northlight.svg`,
            missingTipaltiDetails: false,
            paymentRailsIframeUrl: null,
            missingPaymentRailsDetails: false,
          })
        ).json(),
      )
      // One subscriber: the page and the app's news share one connection.
      .toMatchObject({ delivered: 1 });
    await expect(frame).toHaveAttribute('src', /network-northlight\.svg$/);
    await expect(page.getByText('Some payment details are missing.')).toHaveCount(0);
    await refreshed;
  });

  test('on a 360 px phone the widget fits under the alert, within the screen', async ({ page }) => {
    await widgetFromMock(page);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('settings/payment');
    const frame = page.getByTitle('Payment details form of your payment provider');
    await expect(frame).toHaveAttribute('src', /company-northlight\.svg$/);
    const box = await frame.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    // Most of the screen, not the 720 px of a desktop.
    expect(box?.height).toBeGreaterThanOrEqual(360);
    expect(box?.height).toBeLessThanOrEqual(640 * 0.8);
    await expect(page.getByText('Some payment details are missing.')).toBeInViewport();
    // The widget's read may still be on its way through editRead when the checks are done.
    await page.unrouteAll({ behavior: 'wait' });
  });

  test.describe(() => {
    test.use({ persona: 'other-provider' });
    test('other-provider: a provider that is neither keeps the method; the form saves the rest', async ({
      page,
    }) => {
      await page.goto('settings/payment');
      await expect(page.getByText(/pays you through its payment provider/)).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Country' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Payment method' })).toHaveCount(0);
      await expect(page.getByTitle('Payment details form of your payment provider')).toHaveCount(0);
      await page.getByLabel('VAT ID').fill('DE-OTHER-9');
      const saved = page.waitForRequest((r) => r.method() === 'PUT' && SAVE_PAYMENT.test(r.url()));
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await saved).postDataJSON()).not.toHaveProperty('paymentMethod');
      await expect(page.getByText('Saved successfully.')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('VAT ID')).toHaveValue('DE-OTHER-9');
    });
  });

  test('payee details updated while the user is on home: the notice there, on the one connection', async ({
    page,
  }) => {
    await widgetFromMock(page);
    await page.goto('settings/payment');
    await expect(page.getByTitle('Payment details form of your payment provider')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    // The settings page is gone (its widget with it), so no page shows the news itself: the
    // URL changes before the dashboard has replaced the settings page.
    await expect(page.getByTitle('Payment details form of your payment provider')).toHaveCount(0);
    await expect
      .poll(async () =>
        (
          await pushWidget(page, {
            displayPaymentWidgetOnDashboard: true,
            tipaltiIframeUrl: 'https://widget.tipalti.example/payee',
            missingTipaltiDetails: false,
            paymentRailsIframeUrl: null,
            missingPaymentRailsDetails: false,
          })
        ).json(),
      )
      .toMatchObject({ delivered: 1 });
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your payment provider has your payment details.' }),
    ).toBeVisible();
  });

  test.describe(() => {
    test.use({ persona: 'payment-rails' });
    test('the payment-rails widget of a company handled by payment rails', async ({
      page,
    }, testInfo) => {
      const read = page.waitForResponse(/\/api\/user\/me\/payment_widgets\/payment_rails\.json/);
      // The form's reads, which this tab never shows: neither its loader nor a block makes them.
      const formReads: string[] = [];
      page.on('request', (request) => {
        const form =
          /\/api\/(user\/me\/payment_(details|methods)|user\/company\/custom_questions|countries)\.json/;
        if (form.test(request.url())) formReads.push(request.url());
      });
      await editRead(page, /\/api\/user\/me\/payment_widgets\/payment_rails\.json/, (widget) => {
        expect(widget.paymentRailsIframeUrl).toMatch(/^https:\/\/widget\.paymentrails\./);
        widget.paymentRailsIframeUrl = `http://127.0.0.1:${process.env.E2E_MOCK_PORT}/__mock/media/logo/company-northlight.svg`;
      });
      await page.goto('settings/payment');
      expect((await read).status()).toBe(200);
      const frame = page.getByTitle('Payment details form of your payment provider');
      await expect(frame).toHaveAttribute('src', /company-northlight\.svg$/);
      await expect(page.getByText('Some payment details are missing.')).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Payment method' })).toHaveCount(0);
      expect(formReads).toEqual([]);
      await shot(page, testInfo, 'settings-payment-rails-1280');
    });
  });

  test('not supported on the dashboard; a completed widget leaves missing data for the dashboard', async ({
    page,
  }) => {
    let display = false;
    await editRead(page, /\/api\/user\/me\/payment_widgets\/tipalti\.json/, (widget) => {
      widget.displayPaymentWidgetOnDashboard = display;
      widget.tipaltiIframeUrl = `http://127.0.0.1:${process.env.E2E_MOCK_PORT}/__mock/media/sample.jpg`;
    });
    await page.goto('settings/payment');
    await expect(
      page.getByText('Payment details cannot be edited on the dashboard.', { exact: false }),
    ).toBeVisible();
    display = true;
    await page.goto('missing_data/payment');
    await expect(
      page.getByRole('heading', { name: 'Complete your payment details' }),
    ).toBeVisible();
    await expect(page.getByTitle('Payment details form of your payment provider')).toBeVisible();
    await expect
      .poll(async () =>
        (
          await pushWidget(page, {
            displayPaymentWidgetOnDashboard: true,
            tipaltiIframeUrl: null,
            missingTipaltiDetails: false,
            paymentRailsIframeUrl: null,
            missingPaymentRailsDetails: false,
          })
        ).json(),
      )
      .toMatchObject({ delivered: 1 });
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
  });
});

test.describe('missing data', () => {
  test.describe(() => {
    test.use({ persona: 'missing-profile' });
    test('missing-profile: the notice, no navigation, saving lands on the dashboard', async ({
      page,
    }, testInfo) => {
      await page.goto('accounts');
      await expect(page).toHaveURL(/\/creator\/missing_data\/profile$/);
      await expect(
        page.getByText('Some required profile details are missing.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByLabel('Last name')).toHaveValue('');
      await expectNoAxeViolations(page);
      await shot(page, testInfo, 'missing-data-profile-1280');
      await page.getByLabel('Last name').fill('Tanaka');
      // The date picker: Monday first, full month names, opening on the newest month a creator
      // of at least 13 can be born in (docs/product-rules.md#settings-profile); the day is saved as YYYY-MM-DD.
      const newest = new Date();
      newest.setFullYear(newest.getFullYear() - 13);
      const month = newest.toLocaleString('en-GB', { month: 'long' });
      const year = newest.getFullYear();
      await page.getByRole('button', { name: /Birth date/ }).click();
      await expect(page.getByRole('columnheader').first()).toHaveText('Mo');
      await expect(page.getByText(`${month} ${year}`)).toBeVisible();
      const saved = page.waitForRequest((r) => r.method() === 'PUT' && SAVE_PROFILE.test(r.url()));
      await page.getByRole('button', { name: `1 ${month} ${year}`, exact: true }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await saved).postDataJSON()).toMatchObject({
        birthDate: `${year}-${String(newest.getMonth() + 1).padStart(2, '0')}-01`,
        lastName: 'Tanaka',
      });
      await expect(page).toHaveURL(/\/creator\/dashboard$/);
      await waitForShell(page);
    });
  });

  test.describe(() => {
    test.use({ persona: 'missing-payment' });
    test('missing-payment: navigation blocked; saving the form lands on the dashboard', async ({
      page,
    }, testInfo) => {
      await page.goto('settings/profile');
      await expect(page).toHaveURL(/\/creator\/missing_data\/payment$/);
      await expect(
        page.getByText('Some required payment details are missing.', { exact: false }),
      ).toBeVisible();
      await page.setViewportSize({ width: 767, height: 900 });
      await shot(page, testInfo, 'missing-data-payment-767');
      await page.setViewportSize({ width: 1280, height: 800 });
      await pick(page, 'Payment method', 'Check');
      await page.getByLabel('Payee name').fill('Mika Tanaka');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/creator\/dashboard$/);
      await page.goto('settings/payment');
      await expect(page.getByRole('combobox', { name: 'Payment method' })).toHaveValue('Check');
    });

    test('missing-payment: the Payoneer round trip finishes the flow as a save does', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto('dashboard');
      await expect(page).toHaveURL(/\/creator\/missing_data\/payment$/);
      await pick(page, 'Payment method', 'Payoneer');
      await page.getByRole('button', { name: 'Continue to Payoneer' }).click();
      await expect(page).toHaveURL(/\/__mock\/payoneer\/register\?/);
      await page.getByRole('button', { name: 'Register with Payoneer' }).click();
      // Back with the payee: registered, then where a save lands, the user's reads refreshed.
      await expect(page.getByText('Payoneer registration information')).toBeVisible();
      await expect(page).toHaveURL(/\/creator\/dashboard$/);
      await waitForShell(page);
      await expect(page.getByText('Complete your payment details')).toHaveCount(0);
      await page.goto('settings/payment');
      await expect(page.getByText('Pending approval')).toBeVisible();
    });
  });
});

test('data usage: what is collected, per account type, and the deletion email', async ({
  page,
}, testInfo) => {
  await page.goto('settings/data_usage');
  await expect(page.getByRole('heading', { name: 'Personal data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'YouTube' })).toBeVisible();
  await expect(
    page.getByText("Your channel's name, avatar, link and subscriber count."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@northlight.example.com' })).toHaveAttribute(
    'href',
    'mailto:support@northlight.example.com',
  );
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'settings-data-usage-1280');
  // Keyboard: the tabs are links; Shift+Tab goes back to the previous one, Enter follows it.
  const sections = page.getByRole('navigation', { name: 'Settings sections' });
  await sections.getByRole('link', { name: 'Data usage' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(sections.getByRole('link', { name: 'Payment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/creator\/settings\/payment$/);
  await expect(sections.getByRole('link', { name: 'Payment' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

const SETTINGS_READS: HostileRead[] = [
  {
    read: /\/api\/user\/me\/profile\.json$/,
    fields: [
      ['firstName', 'text'],
      ['city', 'text'],
      ['customQuestionAnswers[].answer', 'text'],
    ],
  },
  {
    read: /\/api\/user\/company\/custom_questions\.json$/,
    fields: [
      ['[].question', 'text'],
      ['[].questionTranslations.en', 'text'],
      ['[].placeholderTranslations.en', 'text'],
    ],
  },
  { read: /\/api\/countries\.json$/, fields: [['[].name', 'text']] },
];

test('hostile input on the profile settings', async ({ page, cspViolations }) => {
  test.setTimeout(120_000);
  await expectHostileInputSafe(page, {
    reads: SETTINGS_READS,
    cspViolations,
    label: 'settings profile',
    visit: async () => {
      await page.goto('settings/profile');
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    },
  });
});

test.describe('settings: nothing typed is lost, and a completed step is not asked again', () => {
  test('an unsaved profile or payment edit asks before leaving (another page, Back, reload); Stay keeps it', async ({
    page,
  }, testInfo) => {
    for (const [path, label, other, own] of [
      ['settings/profile', 'City', 'Payment', 'Profile'],
      ['settings/payment', 'VAT ID', 'Profile', 'Payment'],
    ] as const) {
      // Arrived from another page of the app, so that Back stays in the app.
      await page.goto('settings/data_usage');
      await page.getByRole('link', { name: own, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/creator/${path}$`));
      const field = page.getByLabel(label);
      await field.fill('Typed, not saved');
      await page.getByRole('link', { name: other, exact: true }).click();
      const question = page.getByRole('dialog', { name: 'Leave this page?' });
      await expect(question).toBeVisible();
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await shot(page, testInfo, `${path.replace('/', '-')}-leave-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await question.getByRole('button', { name: 'Stay' }).click();
      await expect(question).toBeHidden();
      await expect(field).toHaveValue('Typed, not saved');

      // Back asks too.
      await page.goBack();
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: 'Stay' }).click();
      await expect(page).toHaveURL(new RegExp(`/creator/${path}$`));

      // Leaving the document (a reload, another site) makes the browser ask its own question.
      const unloadAsks = () =>
        page.evaluate(() => {
          const event = new Event('beforeunload', { cancelable: true });
          window.dispatchEvent(event);
          return event.defaultPrevented;
        });
      expect(await unloadAsks()).toBe(true);

      await page.getByRole('link', { name: other, exact: true }).click();
      await question.getByRole('button', { name: 'Leave' }).click();
      await expect(page).not.toHaveURL(new RegExp(`/creator/${path}$`));
    }
  });

  test.describe(() => {
    test.use({ persona: 'missing-payment' });
    test('missing payment: once the details are saved, Back does not show the missing-data page again', async ({
      page,
    }) => {
      await page.goto('dashboard');
      await expect(page).toHaveURL(/\/creator\/missing_data\/payment$/);
      await pick(page, 'Payment method', 'PayPal');
      await page.getByLabel('PayPal email').fill('mika.tanaka@example.com');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/creator\/dashboard$/);
      await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toHaveCount(0);
      await page.goBack();
      await expect(page).not.toHaveURL(/missing_data/);
      await expect(page.getByText('Complete your payment details')).toHaveCount(0);
    });
  });
});
