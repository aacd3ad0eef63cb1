import { storyPicture } from '../shared/storyImages';
import type { AccountCardLabels } from './AccountCard';
import type { AccountCardData } from './accountCardState';

/** English texts used by the stories and tests. */
export const accountLabels: AccountCardLabels = {
  platform: 'YouTube',
  subscribers: 'Subscribers',
  connected: 'Connected',
  pending: 'Account pending',
  unpublished: 'Not published',
  reauthNeeded: 'Needs reconnecting',
  unableToFetchData: 'Unable to fetch data',
  connectToGetData: 'Connect to get data',
  reconnect: 'Reconnect',
  openOnPlatform: 'Open on YouTube (new tab)',
};

/** A healthy YouTube channel. */
export const channel: AccountCardData = {
  accountType: 'youtube',
  title: 'Maya Outdoors',
  pageName: 'mayaoutdoors',
  url: 'https://www.youtube.com/@mayaoutdoors',
  avatar: storyPicture('#e03131', 'M', 96),
  authenticationStatus: 'authed',
  authable: true,
  unpublished: false,
  partnerApplicationState: 'completed',
  accountLifetimeStat: { subscriberCount: 184230 },
};
