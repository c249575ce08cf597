import { useCallback, useEffect, useState } from 'react';
import { FETCH_DEBOUNCE_MS, INPUT_DEBOUNCE_MS } from './search-constants';

/**
 * The search box's three stages (spec §7/§9): what is typed (`input`, at once), the query (set 500 ms after typing
 * stops) and the settled query the request is made for (300 ms after the query stops changing). A blank input
 * clears both at once: nothing is asked and nothing is shown. The input starts from `initialInput` (what was typed
 * while the form was loading).
 */
export function useSearchQuery(initialInput = '') {
  const [input, setInputState] = useState(initialInput);
  const [query, setQuery] = useState('');
  const [settled, setSettled] = useState('');

  useEffect(() => {
    if (input === query) return;
    const timer = setTimeout(() => setQuery(input), INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query]);

  useEffect(() => {
    if (query === settled) return;
    const timer = setTimeout(() => setSettled(query), FETCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, settled]);

  const setInput = useCallback((value: string) => {
    setInputState(value);
    if (value.trim() === '') {
      setQuery('');
      setSettled('');
    }
  }, []);

  /** A deliberate choice (a suggestion tag): the query is set at once; the request still waits for it to settle. */
  const searchFor = useCallback((term: string) => {
    setInputState(term);
    setQuery(term);
  }, []);

  const clear = useCallback(() => setInput(''), [setInput]);

  return { input, setInput, query, settled, searchFor, clear, blank: input.trim() === '' };
}
