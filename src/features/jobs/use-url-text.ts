import { useState } from 'react';
import { urlValue } from './job-filters';

/**
 * The text of a box whose value lives in the URL. The router applies URL changes as a transition, and a controlled
 * input fed by a transition lags and can drop keys while the results render; so the box keeps its own text (an
 * urgent update, typing stays instant) and the URL and the results follow. Values arriving in the URL are told
 * apart: the echo of what was typed is ignored, anything else (Back, Clear filters, a link) replaces the text.
 */
export function useUrlText(inUrl: string, write: (value: string) => void) {
  const [text, setText] = useState(inUrl);
  const [seen, setSeen] = useState(inUrl);
  const [echoes, setEchoes] = useState<readonly string[]>([]);
  if (inUrl !== seen) {
    setSeen(inUrl);
    const at = echoes.indexOf(inUrl);
    if (at >= 0) setEchoes(echoes.slice(at + 1));
    else {
      setEchoes([]);
      setText(inUrl);
    }
  }
  const change = (value: string) => {
    setText(value);
    setEchoes((list) => [...list, urlValue(value)]);
    write(value);
  };
  return [text, change] as const;
}
