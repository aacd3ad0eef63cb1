// The settings rules each persona of openapi/PERSONAS.md is there to reach: the mock's reads
// show the company flag, its writes apply the rule on that persona (and not on `creator`).
import { describe, expect, it } from 'vitest';
import { seed } from './dataset.mjs';
import { read } from './views.mjs';
import { paymentDetailsView, profileView } from './views/user.mjs';
import * as w from './writes.mjs';

const get = (op, state) => read(op, state, { path: {}, query: {} }).body;

/** updateProfile of the saved profile with `changes`: the refused fields' codes ({} when saved). */
function saveProfile(persona, changes) {
  const state = seed(persona);
  const r = w.updateProfile(state, { ...profileView(state), ...changes });
  return { status: r.status, codes: r.body.codes ?? {}, state };
}

describe('profile rules, per persona', () => {
  it.each([
    ['furigana', { furiganaLastName: null, furiganaFirstName: '' }],
    ['personal-id', { personalId: null }],
    ['strict-profile', { sex: null, state: null, city: '', streetAddress: null, zipCode: null }],
    ['strict-profile', { telephone: ' ' }],
  ])('%s: %o is refused as blank; creator saves it', (persona, changes) => {
    const refused = saveProfile(persona, changes);
    expect(refused.status).toBe(422);
    expect(refused.codes).toEqual(
      Object.fromEntries(Object.keys(changes).map((f) => [f, ['blank']])),
    );
    expect(saveProfile('creator', changes).status).toBe(200);
  });

  it('furigana and personal-id: the saved values are read back', () => {
    expect(get('getCompany', seed('furigana')).features.furigana).toBe(true);
    expect(get('getProfile', seed('furigana'))).toMatchObject({
      furiganaLastName: 'タナカ',
      furiganaFirstName: 'ミカ',
    });
    expect(get('getCompany', seed('personal-id')).features.personalId).toBe(true);
    expect(get('getProfile', seed('personal-id')).personalId).toBe('AB1234567');
  });

  it('monolingual: no language saved, saving without one is accepted; creator refuses it', () => {
    const state = seed('monolingual');
    expect(get('getCompany', state)).toMatchObject({
      monolingual: true,
      availableLanguages: ['en'],
    });
    expect(get('getProfile', state).language).toBeNull();
    expect(get('getCurrentUser', state)).toMatchObject({
      language: 'en',
      profileDetailsMissing: false,
    });
    expect(saveProfile('monolingual', { language: null }).status).toBe(200);
    expect(saveProfile('creator', { language: null }).codes).toEqual({ language: ['blank'] });
  });

  it('skype: shown with a saved name, optional', () => {
    const state = seed('skype');
    expect(get('getCompany', state).showSkype).toBe(true);
    expect(get('getCompany', seed('creator')).showSkype).toBe(false);
    expect(get('getProfile', state).skypeName).toBe('mika.tanaka');
    const saved = saveProfile('skype', { skypeName: null });
    expect(saved.status).toBe(200);
    expect(get('getProfile', saved.state).skypeName).toBeNull();
  });
});

describe('the PayPal integration in its three states', () => {
  it.each([
    ['paypal-connect', null, null],
    ['paypal-unverified', 'mika@example.com', null],
    ['paypal-verified', 'mika@example.com', '2026-02-11T09:30:00Z'],
  ])('%s: email %s, verified at %s', (persona, email, verifiedAt) => {
    const state = seed(persona);
    expect(get('getCompany', state).features.paypalApiIntegration).toBe(true);
    expect(get('getPaymentDetails', state)).toMatchObject({
      paymentMethod: 'paypal',
      paypalEmail: email,
    });
    expect(get('getCurrentUser', state)).toMatchObject({
      paypalEmailVerifiedAt: verifiedAt,
      paymentDetailsMissing: false,
    });
  });

  it('paypal-connect saves PayPal without an email (PayPal gives it); creator must give one', () => {
    const state = seed('paypal-connect');
    const body = { ...paymentDetailsView(state), paypalEmail: null };
    expect(w.updatePaymentDetails(state, body).status).toBe(200);
    expect(get('getPaymentDetails', state).paypalEmail).toBeNull();
    const creator = seed('creator');
    const refused = w.updatePaymentDetails(creator, {
      ...paymentDetailsView(creator),
      paypalEmail: null,
    });
    expect(refused.body.codes).toEqual({ paypalEmail: ['blank'] });
  });
});

describe('no-country', () => {
  it('has no country, which the company does not require on the profile', () => {
    const state = seed('no-country');
    expect(get('getCompany', state).requireCountry).toBe(false);
    expect(get('getProfile', state)).toMatchObject({ countryCode: null, state: null });
    expect(get('getCurrentUser', state)).toMatchObject({
      countryCode: null,
      profileDetailsMissing: false,
      paymentDetailsMissing: false,
    });
  });

  it('refuses any payment method as country_required until a country is saved', () => {
    const state = seed('no-country');
    const body = paymentDetailsView(state);
    const r = w.updatePaymentDetails(state, body);
    expect(r.status).toBe(422);
    expect(r.body.codes).toEqual({ paymentMethod: ['country_required'] });
    expect(r.body.errors.paymentMethod).toEqual(['Country is required for this payment method.']);
    expect(w.updateCountry(state, { countryCode: 'DE' }).status).toBe(200);
    expect(w.updatePaymentDetails(state, body).status).toBe(200);
  });
});
