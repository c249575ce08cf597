import { useCallback, useEffect, useMemo } from 'react';
import { readVisit, touchVisit } from './board-visit';
import {
  toggleId,
  useApplications,
  useHiddenIds,
  usePerson,
  useMarksValue,
  useSavedIds,
  type Application,
} from '@/entities/job/job-marks';

/**
 * What the board needs of this browser's lists, as sets and maps read in O(1) per card, and the visit that
 * decides which jobs are new. Nothing is read before hydration ends (`hydrated`): the prerendered board has no marks.
 */
export function useBoardMarks(hydrated: boolean) {
  const person = usePerson();
  const savedIds = useSavedIds();
  const hiddenIds = useHiddenIds();
  const applications = useApplications();
  const saved = useMemo(() => new Set(savedIds), [savedIds]);
  const hidden = useMemo(() => new Set(hiddenIds), [hiddenIds]);
  const applied = useMemo(
    () => new Map<string, Application>(applications.map((a) => [a.id, a])),
    [applications],
  );

  // The visit: read (and recorded) once the board is open in this browser, recorded again when the person
  // leaves the board or the page, so the 30 minutes away count from then.
  const since = useMarksValue(() => (hydrated ? (readVisit(person)?.since ?? null) : null), null);
  useEffect(() => {
    if (!hydrated) return;
    touchVisit(person);
    const leave = () => void touchVisit(person);
    globalThis.addEventListener('pagehide', leave);
    return () => {
      globalThis.removeEventListener('pagehide', leave);
      leave();
    };
  }, [hydrated, person]);

  return {
    saved,
    hidden,
    applied,
    since,
    setSaved: useCallback((id: string, on: boolean) => toggleId(person, 'jobs', id, on), [person]),
    setHidden: useCallback((id: string, on: boolean) => toggleId(person, 'hidden-jobs', id, on), [person]),
  };
}
