import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { BOOKS, type Book, type BookReview } from '@/data/books';
import { findById } from '../catalogue';
import { Chips } from '../components/chips';
import { DetailSection, DetailShell, MissingItem, detailCard } from '../components/detail-shell';
import { ExternalButton } from '../components/external-link';
import { Facts } from '../components/facts';
import { Rating } from '../components/rating';
import { StockBadge } from '../components/stock-badge';
import { StoreImage } from '../components/store-image';
import { availabilityLabel, isInStock, priceLabel } from '../store-rules';

const BACK = { to: '/store/books', label: 'All books' };

export default function BookDetailsPage() {
  const found = findById<Book>(BOOKS, useParams().id);
  return (
    <DetailShell back={BACK}>
      {found.status === 'found' ? (
        <BookDetails book={found.item} />
      ) : found.status === 'missing' ? (
        <MissingItem
          title="Book not found"
          message="There is no book at this address. It may have been removed, or the link may be wrong."
          back={BACK}
        />
      ) : (
        <MissingItem
          title="Error loading book data"
          message="The list of books could not be read."
          back={BACK}
        />
      )}
    </DetailShell>
  );
}

function BookDetails({ book }: { book: Book }) {
  useDocumentTitle(book.name);
  const inStock = isInStock(book.availability);
  return (
    <article className="space-y-6">
      <div className={`${detailCard} grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]`}>
        <div className="flex justify-center rounded-xl bg-slate-100 p-5 dark:bg-slate-800/60">
          <StoreImage
            src={book.image}
            alt={`Cover of ${book.name}`}
            width={180}
            height={240}
            priority
            className="h-[240px] w-[180px] rounded-md object-cover shadow-md"
          />
        </div>
        <div className="min-w-0 space-y-3">
          <Chips items={book.genres} label="Genres" />
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {book.name}
          </h1>
          <p className="text-slate-700 dark:text-slate-300">
            by <span className="font-semibold text-slate-900 dark:text-white">{book.author}</span>
          </p>
          <Rating rating={book.rating} reviews={book.reviews.length} />
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-3xl font-bold text-slate-900 dark:text-white">{priceLabel(book.price)}</p>
            <StockBadge availability={book.availability} />
          </div>
          <div className="flex flex-wrap gap-3 pt-1">
            {inStock ? (
              <ExternalButton href={book.buyLink} size="lg">
                Buy now
              </ExternalButton>
            ) : (
              <Button size="lg" disabled>
                Out of Stock
              </Button>
            )}
            <ExternalButton href={book.previewLink} size="lg" variant="outline2">
              Preview
            </ExternalButton>
          </div>
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className={`${detailCard} space-y-6`}>
          <DetailSection title="About this book">
            <p className="leading-relaxed text-slate-800 dark:text-slate-200">{book.description}</p>
          </DetailSection>
          <DetailSection title="Reviews">
            <Reviews reviews={book.reviews} />
          </DetailSection>
        </div>
        <aside aria-labelledby="book-facts" className={detailCard}>
          <h2 id="book-facts" className="text-lg font-bold text-slate-900 dark:text-white">
            Book details
          </h2>
          <Facts
            className="mt-4"
            facts={[
              { term: 'Author', value: book.author },
              { term: 'Publisher', value: book.publisher },
              { term: 'Published', value: book.publicationYear },
              { term: 'Pages', value: book.pages },
              { term: 'ISBN', value: book.isbn, unbroken: true },
              { term: 'Language', value: book.language },
              { term: 'Format', value: book.format },
              { term: 'Availability', value: availabilityLabel(book.availability) },
            ]}
          />
        </aside>
      </div>
    </article>
  );
}

function Reviews({ reviews }: { reviews: readonly BookReview[] }) {
  if (reviews.length === 0) return <p className="text-slate-700 dark:text-slate-300">No reviews yet.</p>;
  return (
    <ul aria-label="Reviews" className="space-y-4">
      {reviews.map((review, i) => (
        <li key={`${review.user}-${i}`} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <p className="font-semibold text-slate-900 dark:text-white">{review.user}</p>
          <Rating rating={review.rating} />
          <p className="mt-1 text-slate-800 dark:text-slate-200">{review.comment}</p>
        </li>
      ))}
    </ul>
  );
}
