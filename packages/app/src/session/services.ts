import type { ApiClient } from '@creator/api-client';
import { createContext, useContext } from 'react';
import type { AppConfig } from './config';
import type { SafeUrl } from '../security/safe-url';
import type { Impersonation } from './startup';

/** What every screen may need besides React Query: the config, the API client and the impersonation state. */
export interface AppServices {
  config: AppConfig;
  client: ApiClient;
  impersonation: Impersonation;
  /** Sends the browser to another site (login, onboarding, contract); only gated URLs; tests replace it. */
  leave: (url: SafeUrl) => void;
  /** Deletes the user's data kept on the device (sign-out); absent where nothing is kept. */
  forgetDeviceData?: () => Promise<void>;
}

/** Provided once by `App`. */
export const ServicesContext = createContext<AppServices | null>(null);

/** The app's services; throws outside `App`, which is a programming error. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <App>');
  return services;
}
