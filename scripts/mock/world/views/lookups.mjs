// Ids and lookups of a persona's world, shared by the reads and the writes (writes.mjs).

/**
 * Takes the next free id of a kind (`account`, `submittedContent`, `comment`, `post`,
 * `customQuestionAnswer`) and advances the counter. Ids stay inside the persona's range.
 */
export function nextId(state, kind) {
  const id = state.ids[kind];
  state.ids[kind] = id + 1;
  return id;
}

/** The campaign with a path id (string or number), or undefined. */
export const findCampaign = (state, id) => state.campaigns.find((c) => String(c.id) === String(id));
/** The account with a uuid, or undefined. */
export const findAccount = (state, uuid) => state.accounts.find((a) => a.uuid === String(uuid));
/** A campaign's submitted content, or undefined. */
export const findContent = (state, campaignId, contentId) =>
  state.submittedContents.find(
    (c) => String(c.campaignId) === String(campaignId) && String(c.id) === String(contentId),
  );

export const questionOf = (state, uuid) => state.customQuestions.find((q) => q.uuid === uuid);
/** Whether a custom question belongs to the profile form (else payment form, or neither). */
export const isProfileQuestion = (q) =>
  !q.paymentsRelated && q.displayPositions.some((p) => p === 'apply_process' || p === 'onboarding');
/** Whether a custom question belongs to the payment form. */
export const isPaymentQuestion = (q) =>
  q.paymentsRelated && q.displayPositions.some((p) => p === 'apply_process' || p === 'onboarding');
