/** RFC 5987 ext-value: percent-encodes all but its attr-chars, so no quote, semicolon or line end reaches the header. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** Images open in the browser; anything else (a PDF) is saved under its title. */
export const contentDisposition = (title: string, inline: boolean) =>
  `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${extValue(title)}`;
