import { proxy } from 'valtio';

/** What the workbench's polite live region says (LiveAnnouncer); `count` tells the same words said again apart. */
export const liveAnnouncement = proxy({ text: '', count: 0 });

/** Has screen readers say the text when the user pauses, without moving the focus. */
export function announce(text: string) {
  liveAnnouncement.text = text;
  liveAnnouncement.count += 1;
}
