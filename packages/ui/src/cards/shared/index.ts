export { cx } from './cx';
export { EXTERNAL_LINK_PROPS, renderPlainLink } from './links';
export type { CardLinkProps, RenderLink } from './links';
export {
  AlertIcon,
  DownloadIcon,
  ExternalIcon,
  HiddenIcon,
  InfoIcon,
  PlayIcon,
  PlusIcon,
  SeenIcon,
  SendIcon,
} from './icons';
export { PLACEHOLDER_IMAGE } from './placeholder';
export { default as stretchedLink } from './stretchedLink.module.css';
