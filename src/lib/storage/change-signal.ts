/**
 * The listeners of one store read with useSyncExternalStore: the store hands out `subscribe` and calls `emit`
 * after each change. `onFirst` and `onLast` run when the first listener arrives and when the last one leaves, for a
 * store that listens to the page itself only while someone listens to it.
 */
export interface ChangeSignal {
  subscribe(listener: () => void): () => void;
  emit(): void;
}

export function createChangeSignal({
  onFirst,
  onLast,
}: { onFirst?: () => void; onLast?: () => void } = {}): ChangeSignal {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      if (listeners.size === 0) onFirst?.();
      listeners.add(listener);
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) onLast?.();
      };
    },
    emit() {
      for (const listener of [...listeners]) listener();
    },
  };
}
