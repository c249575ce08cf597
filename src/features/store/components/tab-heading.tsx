import { useDocumentTitle } from '@/components/ui/use-document-title';

/** The open tab's heading (the tab link above says the same for sighted users) and the tab's page title. */
export function TabHeading({ title }: { title: string }) {
  useDocumentTitle(`Store: ${title}`);
  return <h2 className="sr-only">{title}</h2>;
}
