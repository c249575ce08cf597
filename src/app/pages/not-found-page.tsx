import { NotFoundView } from '@/components/ui/not-found-view';

export default function NotFoundPage() {
  return <NotFoundView />;
}
