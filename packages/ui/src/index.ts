// Public entry of @creator/ui. Each component folder exports through here.
export type { StoryMeta, Story } from './story';
// UI-A: theme, formatters, feedback, controls.
export * from './format';
export * from './theme';
export * from './feedback/AppTooltip';
export * from './feedback/EmptyState';
export * from './feedback/ErrorState';
export * from './feedback/InfiniteLoader';
export * from './feedback/LineIcon';
export * from './feedback/LoadingSkeleton';
export * from './feedback/PageHeader';
export * from './feedback/PlatformIcon';
export { ACCOUNT_TYPES, POST_PLATFORMS, POST_TYPES, PROVIDERS } from './generated/platforms';
export type { AccountType, PostPlatform, PostType, Provider } from './generated/platforms';
export * from './feedback/showNotice';
export * from './feedback/UserAvatar';
export * from './controls/CountrySelect';
export * from './controls/CurrencySelect';
export * from './controls/DatePickerField';
export * from './controls/MonthSelect';
export * from './controls/NavTabs';
export * from './controls/PaymentMethodSelect';
export * from './controls/SearchableSelect';
export * from './controls/Select';
export * from './controls/StateField';
export * from './controls/TabBar';
export * from './controls/UploadField';
// UI-B: cards, conversation, charts (the chart itself is in the lazy '@creator/ui/charts' entry).
export * from './cards/AccountCard';
export * from './cards/AddAccountCard';
export * from './cards/AppTile';
export * from './cards/CampaignCard';
export * from './cards/DocumentRow';
export * from './cards/ExampleAccountCard';
export * from './cards/GuideTile';
export * from './cards/MetricTile';
export * from './cards/MissingPostSlot';
export * from './cards/MoneyLine';
export * from './cards/OpportunityCard';
export * from './cards/PaymentCountdownBox';
export * from './cards/PaymentRow';
export * from './cards/PlatformPostProgress';
export * from './cards/RevenueTierTable';
export { EXTERNAL_LINK_PROPS, renderPlainLink } from './cards/shared';
export type { CardLinkProps, RenderLink } from './cards/shared';
export * from './cards/StatusCountCard';
export * from './cards/SubmittedContentCard';
export * from './conversation/CommentBubble';
export * from './conversation/CommentThread';
export {
  formatAxisDate,
  formatTooltipDate,
  suggestedAxisMax,
  UPLOADED_VIDEOS_AXIS_MIN,
} from './charts/axis';
export type { ChartGranularity } from './charts/axis';
export * from './charts/LazySeriesChart';
