export {};

declare global {
  interface Window {
    /** Entries the catalogue exposes (see catalogue/src/App.tsx). */
    __CATALOGUE__?: { title: string; state: string; hash: string }[];
  }
}
