import type { EuroFloristSettings } from '../config.ts';
import type { EuroFloristAdapter } from './adapter.ts';
import { live } from './live.ts';
import { sandbox } from './sandbox.ts';

/** The relay's import: live where EUROFLORIST_MODE=live (config.ts refuses to start without its settings), else its sandbox. */
export function createEuroFloristAdapter(settings: EuroFloristSettings): EuroFloristAdapter {
  if (settings.mode === 'live') {
    if (!settings.live) throw new Error('EuroFlorist live heeft EUROFLORIST_API_URL, EUROFLORIST_API_KEY en EUROFLORIST_MEMBER_CODE nodig');
    return live(settings.live, settings.timeoutMs);
  }
  return sandbox();
}
