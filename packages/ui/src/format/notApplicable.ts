/** What formatters print for a missing or unusable value ('N/A', key not_applicable: docs/product-rules.md#errors-and-messages). */
export const NOT_APPLICABLE = 'N/A';

let current = NOT_APPLICABLE;

/**
 * Replaces the 'N/A' text every formatter prints, e.g. with the translation of
 * `creator_dashboard.not_applicable`. Call it when the locale changes.
 */
export function setNotApplicableText(text: string): void {
  current = text;
}

/** The text printed for missing values right now ('N/A' unless the app replaced it). */
export function notApplicableText(): string {
  return current;
}
