import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/use-document-title';

export default function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle('Page not found');
  // React Router keeps an index in history.state; 0 means this page was the first one opened in the tab.
  const canGoBack = typeof window !== 'undefined' && ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="mt-4 text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => (canGoBack ? navigate(-1) : navigate('/', { replace: true }))}>Go Back</Button>
        <ButtonLink to="/" variant="outline2">
          Home
        </ButtonLink>
      </div>
    </section>
  );
}
