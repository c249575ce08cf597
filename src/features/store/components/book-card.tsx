import type { Book } from '@/data/books';
import { priceLabel } from '../store-rules';
import { Rating } from './rating';
import { StoreCard } from './store-card';
import { StoreImage } from './store-image';

export function BookCard({ book, priority }: { book: Book; priority: boolean }) {
  return (
    <StoreCard
      to={`/book-details/${encodeURIComponent(book.id)}`}
      name={book.name}
      media={
        <div className="flex justify-center bg-slate-100 py-5 dark:bg-slate-800/60">
          <StoreImage
            src={book.image}
            alt={`Cover of ${book.name}`}
            width={150}
            height={200}
            priority={priority}
            className="h-[200px] w-[150px] rounded-md object-cover shadow-md"
          />
        </div>
      }
      footer={<p className="text-lg font-bold text-slate-900 dark:text-white">{priceLabel(book.price)}</p>}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">by {book.author}</p>
      <Rating rating={book.rating} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {book.format} · {book.pages} pages · {book.language}
      </p>
    </StoreCard>
  );
}
