import { API_PATHS, successReplySchema, type UiSettings } from '@portal/contracts';
import { apiRequest } from '../../lib/api-client';

/** spec 000 §7: uploads the display settings; they apply at the next sign-in on any browser. */
export const saveTheme = (settings: UiSettings) =>
  apiRequest(API_PATHS.theme, { method: 'POST', body: settings, reply: successReplySchema });
