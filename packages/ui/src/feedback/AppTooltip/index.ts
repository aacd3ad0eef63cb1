export { AppTooltip, TOOLTIP_CLOSE_MS } from './AppTooltip';
export type { AppTooltipProps } from './AppTooltip';
