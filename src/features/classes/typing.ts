/** The typing headline's timings (§9). */
export const TYPE_LETTER_MS = 150;
export const DELETE_LETTER_MS = 50;
export const TYPED_PAUSE_MS = 1_000;

export interface TypingState {
  /** Which phrase is on screen. */
  phrase: number;
  /** How many of its letters are shown. */
  length: number;
  deleting: boolean;
}

/** The first render, on the server and the client alike: the first phrase in full, so hydration matches. */
export function initialTyping(phrases: readonly string[]): TypingState {
  return { phrase: 0, length: phrases[0]?.length ?? 0, deleting: false };
}

/** How long the current state stays on screen before `nextTyping`. */
export function typingDelay(state: TypingState, phrases: readonly string[]): number {
  const full = phrases[state.phrase]?.length ?? 0;
  if (state.deleting) return DELETE_LETTER_MS;
  return state.length >= full ? TYPED_PAUSE_MS : TYPE_LETTER_MS;
}

/** Type the phrase a letter at a time, pause, delete it a letter at a time, then type the next one. */
export function nextTyping(state: TypingState, phrases: readonly string[]): TypingState {
  const full = phrases[state.phrase]?.length ?? 0;
  if (!state.deleting) {
    return state.length >= full ? { ...state, deleting: true } : { ...state, length: state.length + 1 };
  }
  if (state.length > 0) return { ...state, length: state.length - 1 };
  return { phrase: (state.phrase + 1) % Math.max(phrases.length, 1), length: 1, deleting: false };
}

export function typedText(state: TypingState, phrases: readonly string[]): string {
  return (phrases[state.phrase] ?? '').slice(0, state.length);
}
