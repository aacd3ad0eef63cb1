/**
 * Where the chat widget's script comes from: apart from the widget's code (chat.ts), which
 * loads only when the chat is used, as the script policy checks it from the start.
 */
export const chatScriptUrl = (appId: string) =>
  `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
