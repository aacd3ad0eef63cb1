// The deployment's runtime config (README: "Pointing at a real backend"). A deployment replaces
// this file with `window.__CREATOR_CONFIG__ = { apiBaseUrl: ..., loginUrl: ..., ... };`.
// Left empty, the app uses the build's VITE_* variables and the mock defaults.
