import { useEffect } from 'react';

/** Sets the tab title for a screen: "Jobs · CodersHub". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · CodersHub` : 'CodersHub — learn, build, get hired';
  }, [title]);
}
