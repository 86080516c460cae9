// The attachments panel's file picker, opened by its button and by the command attachment.upload. The command may
// run before the (lazily loaded) panel is there: the picker then opens as soon as the panel registers it.
/** A browser opens a file picker only shortly after the key press or click that asked for it. */
const USER_ACTIVATION_MS = 4000;

let openPicker: (() => void) | null = null;
let requestedAt: number | null = null;

export function registerFilePicker(open: () => void): () => void {
  openPicker = open;
  if (requestedAt !== null && Date.now() - requestedAt < USER_ACTIVATION_MS) open();
  requestedAt = null;
  return () => {
    if (openPicker === open) openPicker = null;
  };
}

export function requestFilePicker() {
  if (openPicker) openPicker();
  else requestedAt = Date.now();
}
