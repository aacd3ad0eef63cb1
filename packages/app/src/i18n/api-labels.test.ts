import { describe, expect, it } from 'vitest';
import { apiLabel, countryName } from './api-labels';
import { applyLanguage, CATALOGUE_ROOT, createI18n, type TFunction } from './i18n';
import {
  PAYMENT_FAILURE_KEYS,
  PAYMENT_OPTION_KEYS,
  PAYONEER_STATUS_KEYS,
  SETTINGS_METHOD_KEYS,
} from './translation-keys';

/** `t` of the app's catalogue in a language. */
async function tIn(language: string): Promise<TFunction> {
  const i18n = createI18n();
  await applyLanguage(i18n, language);
  return i18n.getFixedT(language, 'translation', CATALOGUE_ROOT) as unknown as TFunction;
}

describe('apiLabel: the catalogue by the API code, else the API text', () => {
  it.each([
    ['a method', SETTINGS_METHOD_KEYS, 'wire_transfer', 'Wire transfer', '海外送金（電信送金）'],
    [
      'a method',
      SETTINGS_METHOD_KEYS,
      'jp_wire_transfer',
      'Japanese bank transfer',
      '国内銀行振込',
    ],
    ['an unknown method', SETTINGS_METHOD_KEYS, 'qiwi', 'QIWI Wallet', 'QIWI Wallet'],
    ['an option', PAYMENT_OPTION_KEYS, 'accountType.savings', 'Savings', '普通預金'],
    ['an option', PAYMENT_OPTION_KEYS, 'accountHolderType.company', 'Company', '法人'],
    [
      'an unknown option',
      PAYMENT_OPTION_KEYS,
      'accountType.money_market',
      'Money market',
      'Money market',
    ],
    ['a Payoneer status', PAYONEER_STATUS_KEYS, 'Pending approval', 'Pending approval', '承認待ち'],
    ['an unknown Payoneer status', PAYONEER_STATUS_KEYS, 'Suspended', 'Suspended', 'Suspended'],
    [
      'a failure',
      PAYMENT_FAILURE_KEYS,
      'account_closed',
      'The bank said no.',
      '銀行が送金を受け付けませんでした。口座が解約されています。',
    ],
    [
      'an unknown failure',
      PAYMENT_FAILURE_KEYS,
      'limit_exceeded',
      'Over the limit.',
      'Over the limit.',
    ],
    ['no failure code', PAYMENT_FAILURE_KEYS, null, 'Over the limit.', 'Over the limit.'],
    ['an inherited name is not a code', PAYMENT_OPTION_KEYS, 'toString', 'As sent', 'As sent'],
  ])('%s (%s)', async (_what, keys, code, apiText, ja) => {
    expect(apiLabel(await tIn('ja'), keys, code, apiText)).toBe(ja);
  });

  it('English shows the catalogue too (by the code, whatever the API text)', async () => {
    const t = await tIn('en');
    expect(apiLabel(t, PAYMENT_FAILURE_KEYS, 'account_closed', 'x')).toBe(
      'The bank rejected the transfer: the account is closed.',
    );
    expect(apiLabel(t, SETTINGS_METHOD_KEYS, 'jp_wire_transfer', 'x')).toBe(
      'Japanese bank transfer',
    );
  });
});

describe('countryName: in the user language by ISO code, else the API name', () => {
  it.each([
    ['US', 'United States', 'ja', 'アメリカ合衆国'],
    ['JP', 'Japan', 'ja', '日本'],
    ['DE', 'Germany', 'en', 'Germany'],
    ['GB', 'United Kingdom', 'ja', 'イギリス'],
    ['XK', 'Kosovo (API)', 'ja', 'コソボ'],
    ['QQ', 'Nowhere (API)', 'ja', 'Nowhere (API)'],
    ['not a code', 'As sent', 'ja', 'As sent'],
    ['US', 'United States', 'not a language!', 'United States'],
  ])('%s %s in %s', (code, apiName, language, want) => {
    expect(countryName(code, apiName, language)).toBe(want);
  });
});
