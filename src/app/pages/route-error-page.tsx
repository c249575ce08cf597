import { useRouteError } from 'react-router-dom';
import { ErrorActions, errorDetail } from './screen-error-page';

/** The router's error page: plain markup only, so it renders even when the rest of the app cannot. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = errorDetail(error);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      {detail && <p className="mt-3 break-words text-slate-700 dark:text-slate-300">{detail}</p>}
      <ErrorActions reloadLabel="Reload" />
    </main>
  );
}
