/** Whether keys typed here are text (inputs, text areas, selects, editable content), not commands. */
export const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable);
