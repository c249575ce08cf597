import { BOOKS, type Book } from '@/data/books';
import { BookCard } from '../components/book-card';
import { CatalogueGrid } from '../components/catalogue-grid';
import { TabHeading } from '../components/tab-heading';

export default function BooksPage() {
  return (
    <section>
      <TabHeading title="Books" />
      <CatalogueGrid<Book>
        label="Books"
        items={BOOKS}
        errorTitle="Error loading book data"
        emptyTitle="No books yet."
        renderItem={(book, priority) => <BookCard book={book} priority={priority} />}
      />
    </section>
  );
}
