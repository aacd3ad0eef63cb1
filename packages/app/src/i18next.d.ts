import type en from '../../../locales/en.json';

// Keys typed from the English catalogue: a key en.json lacks fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
