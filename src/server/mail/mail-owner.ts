// Which process claimed a mail for the hand-over to the mailer, and whether that process is gone: a claim a gone
// process left behind has an outcome nobody knows.
import { hostname } from 'node:os';

const host = hostname();
const startedAt = Date.now();

/** This process: its pid and start on this host, so a later process with the same pid (a restarted container) is another. */
export const MAIL_OWNER = `${process.pid}:${startedAt}@${host}`;

/** Whether the process that claimed as `owner` is gone; one on another host is not known here (its claim times out). */
export function mailOwnerGone(owner: string): boolean {
  const [process_, ownerHost] = owner.split('@');
  if (ownerHost !== host) return false;
  const [pid, started] = process_.split(':').map(Number);
  if (pid === process.pid) return started !== startedAt;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
