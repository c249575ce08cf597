import { Button, ButtonLink } from './button';
import { useDocumentTitle } from './use-document-title';
import { useGoBack } from './use-go-back';

/** The site's 404: for any unknown path, and for pages that find their path means nothing. */
export function NotFoundView() {
  useDocumentTitle('Page not found');
  const goBack = useGoBack();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="mt-4 text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={goBack}>Go Back</Button>
        <ButtonLink to="/" variant="outline2">
          Home
        </ButtonLink>
      </div>
    </section>
  );
}
