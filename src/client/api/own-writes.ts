// The server broadcasts a change before it answers the write that made it, without saying whose it was: a change
// that arrives while this workstation is writing, or just after, is taken for the echo of its own.

/** How long after a write's answer its echo may still arrive. */
const ECHO_MS = 1000;

let writing = 0;
let lastAnswered = -Infinity;

/** Counts a write (any call but a GET) from its start until its answer or failure. */
export async function trackOwnWrite<T>(write: Promise<T>): Promise<T> {
  writing += 1;
  try {
    return await write;
  } finally {
    writing -= 1;
    lastAnswered = Date.now();
  }
}

/** Whether a change arriving now may be this workstation's own. */
export const ownWriteLikely = (now: number = Date.now()) => writing > 0 || now - lastAnswered < ECHO_MS;
