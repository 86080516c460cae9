// Which characters a text field takes (issue 21): no person types a control character, and one that gets in adds
// lines to a mail or file a machine reads (the relay's coded order mail: 'Anna\n12 0.01' added a price line) or
// makes a terminal ring and change colour. A single-line field takes none; a multi-line field (card text, notes,
// comments, remarks) takes line breaks and tabs, its '\r\n' and lone '\r' read as '\n'. The forms and the server
// run these same functions (FIELD_RULES 'singleLine' and 'multiLine').
import { messages } from './messages.ts';

// C0 controls, DEL, C1 controls and the Unicode line and paragraph separators.
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// The same without tab, line feed and carriage return.
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;

/** A one-line text (a name, an address line, a title, a code): null when it holds no control character. */
export const singleLineTextError = (value: string): string | null => (CONTROL.test(value) ? messages.invalidCharacters : null);

/** A text of several lines: line breaks and tabs are fine, other control characters are not. */
export const multiLineTextError = (value: string): string | null =>
  CONTROL_BUT_LINE_BREAKS.test(value) ? messages.invalidCharacters : null;

/** Line breaks as they are stored: '\r\n' (pasted from Windows) and a lone '\r' become '\n'. */
export const normalisedLineBreaks = (value: string): string => value.replace(/\r\n?/g, '\n');
