// Reads of the user, the profile, the payment details and the company.
import { addDays, addMonths } from '../dataset.mjs';
import { daysBetween } from './answers.mjs';
import { isPaymentQuestion, isProfileQuestion, questionOf } from './lookups.mjs';
import { earningsView } from './money.mjs';

const blank = (v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Names of the required profile fields (by the company flags) that are blank. */
export function missingProfileFields(state) {
  const { profile: p, company: c } = state;
  const required = ['firstName', 'email', 'birthDate'];
  if (!c.monolingual) required.push('language');
  if (c.features.furigana) required.push('furiganaLastName', 'furiganaFirstName');
  if (c.requireLastName) required.push('lastName');
  if (c.requireCountry) required.push('countryCode');
  if (c.showGender && c.requireGender) required.push('sex');
  if (c.showAddress && c.requireAddress) required.push('state', 'city', 'streetAddress', 'zipCode');
  if (c.showTelephone && c.requireTelephone) required.push('telephone');
  if (c.features.personalId) required.push('personalId');
  const missing = required.filter((f) => blank(p[f]));
  for (const q of state.customQuestions.filter((k) => k.required && isProfileQuestion(k)))
    if (
      !state.customQuestionAnswers.some((a) => a.customQuestionUuid === q.uuid && !blank(a.answer))
    )
      missing.push(`customQuestion:${q.uuid}`);
  return missing;
}

/** The payment methods offered for the user's country (catalogue entries). */
export function paymentMethodsFor(state, countryCode = state.profile.countryCode) {
  const ids = state.paymentMethodsByCountry[countryCode] ?? state.paymentMethodsByCountry['*'];
  return ids.map((id) => state.paymentMethods.find((m) => m.id === id)).filter(Boolean);
}

/**
 * The fields of a payment method that must be filled: all of them when the company requires
 * payment details, except the PayPal email under the PayPal API integration (PayPal gives it
 * when the creator connects; the form hides it while empty).
 */
export function requiredPaymentFields(state, method) {
  const c = state.company;
  if (!method || !c.requirePaymentDetails) return [];
  return method.fields
    .map((f) => f.name)
    .filter((name) => !(name === 'paypalEmail' && c.features.paypalApiIntegration));
}

/** Names of the required payment fields that are blank (none when a provider handles payments). */
export function missingPaymentFields(state) {
  const { paymentDetails: d, company: c } = state;
  if (c.hasPaymentProvider) return [];
  const missing = [];
  if (c.requireCountry && blank(state.profile.countryCode)) missing.push('countryCode');
  if (blank(d.paymentMethod) || !paymentMethodsFor(state).some((m) => m.id === d.paymentMethod))
    missing.push('paymentMethod');
  const method = state.paymentMethods.find((m) => m.id === d.paymentMethod);
  for (const name of requiredPaymentFields(state, method))
    if (blank(paymentFieldValue(d, name))) missing.push(name);
  for (const q of state.customQuestions.filter((k) => k.required && isPaymentQuestion(k)))
    if (
      !state.customQuestionAnswers.some((a) => a.customQuestionUuid === q.uuid && !blank(a.answer))
    )
      missing.push(`customQuestion:${q.uuid}`);
  return missing;
}

const FIXED_PAYMENT_FIELDS = ['paypalEmail', 'epaymentsRecipientType', 'epaymentsRecipientId'];
const paymentFieldValue = (d, name) =>
  FIXED_PAYMENT_FIELDS.includes(name) ? d[name] : d.fields?.[name];

/** The User answer. */
export function userView(state) {
  const { user: u, profile: p, paymentDetails: d } = state;
  return {
    id: u.id,
    avatar: u.avatar,
    fullName: p.fullName || [p.firstName, p.lastName].filter(Boolean).join(' '),
    language: p.language || 'en',
    partner: u.partner,
    hasNetworkAssigned: u.hasNetworkAssigned,
    hasYoutubePaymentsAccess: u.hasYoutubePaymentsAccess,
    hasPaymentsAccess: u.hasPaymentsAccess,
    hasCampaignsAccess: u.hasCampaignsAccess,
    hasRevenueTier: u.hasRevenueTier,
    redirectToOnboarding: u.redirectToOnboarding,
    pendingOnboardingUrl: u.pendingOnboardingUrl,
    newContractUrl: u.newContractUrl,
    profileDetailsMissing: missingProfileFields(state).length > 0,
    paymentDetailsMissing: missingPaymentFields(state).length > 0,
    paymentMethod: d.paymentMethod,
    currencyCode: d.currencyCode,
    epaymentsRecipientType: d.epaymentsRecipientType,
    countryCode: p.countryCode,
    vatType: d.vatType,
    vatId: d.vatId,
    payoneerPayeeStatus: u.payoneerPayeeStatus,
    paypalEmailVerifiedAt: u.paypalEmailVerifiedAt,
    connectWithPaypalUrl: u.connectWithPaypalUrl,
    paymentThreshold: u.paymentThreshold,
    paymentCounterVisible: u.paymentCounterVisible,
    customQuestionAnswers: state.customQuestionAnswers,
  };
}

const answersWhere = (state, pick) =>
  state.customQuestionAnswers.filter((a) => {
    const q = questionOf(state, a.customQuestionUuid);
    return q && pick(q);
  });

/** The profile form's current values (getProfile). */
export function profileView(state) {
  return { ...state.profile, customQuestionAnswers: answersWhere(state, isProfileQuestion) };
}

/** The payment form's current values (getPaymentDetails): fixed fields, method fields, answers. */
export function paymentDetailsView(state) {
  const d = state.paymentDetails;
  return {
    paymentMethod: d.paymentMethod,
    currencyCode: d.currencyCode,
    vatType: d.vatType,
    vatId: d.vatId,
    paypalEmail: d.paypalEmail,
    epaymentsRecipientType: d.epaymentsRecipientType,
    epaymentsRecipientId: d.epaymentsRecipientId,
    ...d.fields,
    customQuestionAnswers: answersWhere(state, isPaymentQuestion),
  };
}

/** The Company answer: closest payment month and days to it come from the earnings. */
export function companyView(state) {
  const pending = earningsView(state)
    .filter((e) => e.paymentStatus.key !== 'paid' && e.paymentStatus.key !== 'failed')
    .at(-1);
  const payDay = pending ? addDays(addMonths(pending.month, 1), 14) : null;
  const { features, ...rest } = state.company;
  return {
    ...rest,
    closestPaymentMonth: pending ? pending.month : null,
    daysToPayment: payDay ? Math.max(0, daysBetween(state.today, payDay)) : null,
    features,
  };
}
