import { useLocation, useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/use-document-title';

export default function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle('Page not found');
  // A location key other than 'default' means the app navigated here, so the previous entry is inside the app;
  // otherwise the browser's own history may still hold the page the person came from. With none, go home.
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else navigate('/', { replace: true });
  };
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="mt-4 text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex gap-3">
        <Button onClick={goBack}>Go Back</Button>
        <ButtonLink to="/" variant="outline2">
          Home
        </ButtonLink>
      </div>
    </section>
  );
}
