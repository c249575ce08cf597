import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { unslugify } from '@/lib/slug';

/** Sections of the public site that are specified but not built yet say so honestly instead of showing a 404. */
export function ComingSoonPage({ title }: { title: string }) {
  const params = useParams();
  const detail = params.category ? unslugify(params.category) : null;
  const heading = detail ? `${title}: ${detail}` : title;
  useDocumentTitle(heading);
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        This part of CodersHub is on its way. Meanwhile, the jobs board is open.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <ButtonLink to="/career">Browse jobs</ButtonLink>
        <ButtonLink to="/" variant="outline2">
          Home
        </ButtonLink>
      </div>
    </section>
  );
}
