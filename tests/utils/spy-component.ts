import { createElement, type ComponentType } from 'react';

/**
 * `Real` with a call to `onRender` each time it renders: for a module mock that records what the page showed when
 * a component rendered (its first render in the browser being its hydration).
 */
export const spyComponent =
  <P extends object>(Real: ComponentType<P>, onRender: () => void) =>
  (props: P) => {
    onRender();
    return createElement(Real, props);
  };
