import { useSyncExternalStore } from 'react';
import { getDisplaySettings, subscribeDisplaySettings } from '../../lib/ui-settings-store';

export const useDisplaySettings = () =>
  useSyncExternalStore(subscribeDisplaySettings, getDisplaySettings, getDisplaySettings);
