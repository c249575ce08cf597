/** The keys that open the search: `/` (not while typing in a field), and Ctrl+K or ⌘+K anywhere. */
export const SEARCH_SHORTCUT_ARIA = '/ Control+K Meta+K';

const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** True when the key goes to something the person is typing in: a text field, a select or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(el.type);
  return el.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

type KeyLike = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'defaultPrevented' | 'isComposing'
>;

/** Whether a keydown should open the search. */
export function isSearchShortcut(e: KeyLike): boolean {
  if (e.defaultPrevented || e.isComposing) return false;
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') return true;
  return e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTypingTarget(e.target);
}
