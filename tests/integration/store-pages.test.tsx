import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKS } from '@/data/books';
import { PRODUCTS } from '@/data/products';
import { TRAININGS } from '@/data/trainings';
import { renderRoute } from '../utils/render-route';

beforeEach(() => sessionStorage.clear());

const tabs = () => within(screen.getByRole('navigation', { name: 'Store sections' }));
const cards = async (label: string) =>
  within(await screen.findByRole('list', { name: label })).getAllByRole('article');

const book = (name: string) => BOOKS.find((b) => b.name === name)!;
const product = (name: string) => PRODUCTS.find((p) => p.name === name)!;
const training = (name: string) => TRAININGS.find((t) => t.name === name)!;

describe('store tabs', () => {
  it.each(['/store', '/store/books'])('%s lists every book with the Books tab current', async (path) => {
    renderRoute(path);
    const list = await cards('Books');
    expect(list).toHaveLength(BOOKS.length);
    expect(tabs().getByRole('link', { name: 'Books' })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
    const first = within(list[0]!);
    expect(first.getByRole('link', { name: BOOKS[0]!.name })).toHaveAttribute(
      'href',
      `/book-details/${BOOKS[0]!.id}`,
    );
    expect(first.getByText(`by ${BOOKS[0]!.author}`)).toBeInTheDocument();
    expect(first.getByText('₹649')).toBeInTheDocument();
    const free = list.find((c) => c.textContent?.includes('Think Python, 3rd Edition'))!;
    expect(within(free).getByText('Free')).toBeInTheDocument();
  });

  it('products show brand, stock, rating and the discounted price', async () => {
    renderRoute('/store/products');
    const list = await cards('Products');
    expect(list).toHaveLength(PRODUCTS.length);
    const keyboard = within(
      list.find((c) => c.textContent?.includes('Keychron K2 Wireless Mechanical Keyboard'))!,
    );
    expect(keyboard.getByText('₹5,199')).toBeInTheDocument();
    expect(keyboard.getByText('₹6,499').closest('s')).not.toBeNull();
    expect(keyboard.getByText('20% off')).toBeInTheDocument();
    expect(keyboard.getByText('In Stock')).toBeInTheDocument();
    expect(keyboard.getByText('(312 reviews)')).toBeInTheDocument();
    const headphones = within(
      list.find((c) => c.textContent?.includes('Sony WH-1000XM5 Noise-cancelling Headphones'))!,
    );
    expect(headphones.getByText('Out of Stock')).toBeInTheDocument();
    expect(headphones.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it.each(['/store/tranings', '/store/trainings'])(
    "%s lists the trainings under the tab 'Trainings'",
    async (path) => {
      renderRoute(path);
      const list = await cards('Trainings');
      expect(list).toHaveLength(TRAININGS.length);
      const trainingsTab = tabs().getByRole('link', { name: 'Trainings' });
      expect(trainingsTab).toHaveAttribute('aria-current', 'page');
      expect(trainingsTab).toHaveAttribute('href', '/store/tranings');
      const git = within(list.find((c) => c.textContent?.includes('Git and GitHub'))!);
      expect(git.getByText('Free')).toBeInTheDocument();
      expect(git.getByText('Video')).toBeInTheDocument();
      expect(git.getByText('1 h 30 min · Beginner')).toBeInTheDocument();
    },
  );

  it('moves between tabs by their links', async () => {
    const { user, router } = renderRoute('/store/books');
    await cards('Books');
    await user.click(tabs().getByRole('link', { name: 'Products' }));
    expect(await cards('Products')).toHaveLength(PRODUCTS.length);
    await user.click(tabs().getByRole('link', { name: 'Trainings' }));
    expect(await cards('Trainings')).toHaveLength(TRAININGS.length);
    expect(router.state.location.pathname).toBe('/store/tranings');
  });

  it('a card opens its detail page', async () => {
    const { user, router } = renderRoute('/store/products');
    await user.click(await screen.findByRole('link', { name: 'Raspberry Pi 5' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Raspberry Pi 5' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/product-details/${product('Raspberry Pi 5').id}`);
  });

  it('a picture that fails to load becomes a placeholder of the same name', async () => {
    renderRoute('/store/books');
    const cover = await screen.findByRole('img', { name: `Cover of ${BOOKS[0]!.name}` });
    expect(cover.tagName).toBe('IMG');
    expect(cover).toHaveAttribute('width');
    fireEvent.error(cover);
    const placeholder = await screen.findByRole('img', { name: `Cover of ${BOOKS[0]!.name}` });
    expect(placeholder.tagName).toBe('DIV');
    expect(within(placeholder).getByText('No image')).toBeInTheDocument();
  });
});

describe('book details', () => {
  const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

  it('shows every field of the book', async () => {
    const b = book('Grokking Algorithms, Second Edition');
    renderRoute(`/book-details/${b.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: b.name })).toBeInTheDocument();
    expect(screen.getByText(b.description)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Cover of ${b.name}` })).toHaveAttribute('src', b.image);
    expect(fact('Author')).toHaveTextContent(b.author);
    expect(fact('Publisher')).toHaveTextContent(b.publisher);
    expect(fact('Published')).toHaveTextContent(String(b.publicationYear));
    expect(fact('Pages')).toHaveTextContent(String(b.pages));
    expect(fact('ISBN')).toHaveTextContent(b.isbn);
    expect(fact('Language')).toHaveTextContent(b.language);
    expect(fact('Format')).toHaveTextContent(b.format);
    expect(fact('Availability')).toHaveTextContent('In Stock');
    expect(
      within(screen.getByRole('list', { name: 'Genres' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(b.genres);
    expect(screen.getByText('₹899')).toBeInTheDocument();
    const reviews = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(reviews).toHaveLength(b.reviews.length);
    expect(reviews[0]).toHaveTextContent(b.reviews[0]!.user);
    expect(reviews[0]).toHaveTextContent(b.reviews[0]!.comment);
  });

  it('opens buy and preview links in a new tab', async () => {
    const b = book('Grokking Algorithms, Second Edition');
    renderRoute(`/book-details/${b.id}`);
    const buy = await screen.findByRole('link', { name: /Buy now/ });
    expect(buy).toHaveAttribute('href', b.buyLink);
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Preview/ })).toHaveAttribute('href', b.previewLink);
  });

  it('an out-of-stock book cannot be bought but can be previewed', async () => {
    renderRoute(`/book-details/${book('Pro Git, 2nd Edition').id}`);
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Buy now/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Preview/ })).toBeInTheDocument();
  });

  it('says when a book has no reviews yet', async () => {
    renderRoute(`/book-details/${book('Deep Learning').id}`);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});

describe('product details', () => {
  it('shows every field of the product', async () => {
    const p = product('Keychron K2 Wireless Mechanical Keyboard');
    renderRoute(`/product-details/${p.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: p.name })).toBeInTheDocument();
    expect(screen.getByText(p.brand)).toBeInTheDocument();
    expect(screen.getByText(p.description)).toBeInTheDocument();
    expect(screen.getByText('₹5,199')).toBeInTheDocument();
    expect(screen.getByText('₹6,499')).toBeInTheDocument();
    expect(screen.getByText('20% off')).toBeInTheDocument();
    expect(screen.getByText('(312 reviews)')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByText(p.warranty)).toBeInTheDocument();
    expect(screen.getByText(p.returnPolicy)).toBeInTheDocument();
    const items = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('Tags')).toEqual(p.tags);
    expect(items('Colour options')).toEqual(p.colorOptions);
    expect(items('Features')).toEqual(p.features);
    expect(items('Delivery options')).toEqual(p.deliveryOptions);
    const specs = within(screen.getByRole('table', { name: 'Specifications' }));
    for (const [key, value] of Object.entries(p.specs)) {
      expect(specs.getByRole('rowheader', { name: key }).nextElementSibling).toHaveTextContent(value);
    }
    const buy = screen.getByRole('link', { name: /Buy now/ });
    expect(buy).toHaveAttribute('href', p.buyLink);
    expect(buy).toHaveAttribute('target', '_blank');
  });

  it('an out-of-stock product says so and its buy action is disabled', async () => {
    renderRoute(`/product-details/${product('Sony WH-1000XM5 Noise-cancelling Headphones').id}`);
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Buy now/ })).not.toBeInTheDocument();
    expect(screen.queryByText('In Stock')).not.toBeInTheDocument();
  });
});

describe('training details', () => {
  it('shows every field of the training', async () => {
    const t = training('Data Structures and Algorithms Specialization');
    renderRoute(`/training-details/${t.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: t.name })).toBeInTheDocument();
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Type')).toHaveTextContent('Training');
    expect(fact('Platform')).toHaveTextContent(t.platform);
    expect(fact('Duration')).toHaveTextContent(t.duration);
    expect(fact('Level')).toHaveTextContent(t.level);
    expect(fact('Language')).toHaveTextContent(t.language);
    expect(fact('Certificate')).toHaveTextContent('Yes, on completion');
    expect(fact('Reviews')).toHaveTextContent('1,180 reviews');
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByText('₹4,999')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(t.skills);
    expect(screen.getByText(t.instructor.name)).toBeInTheDocument();
    expect(screen.getByText(t.instructor.company)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${t.instructor.name}'s avatar` })).toHaveAttribute(
      'src',
      t.instructor.image,
    );
    const visit = screen.getByRole('link', { name: /View on Coursera/ });
    expect(visit).toHaveAttribute('href', t.link);
    expect(visit).toHaveAttribute('target', '_blank');
  });

  it('Buy now opens /checkout with the training in navigation state', async () => {
    const t = training('Data Structures and Algorithms Specialization');
    const { user, router } = renderRoute(`/training-details/${t.id}`);
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.state).toEqual({ training: t });
    const cart = within(await screen.findByRole('region', { name: 'Your cart' }));
    expect(cart.getByText(t.name)).toBeInTheDocument();
  });

  it("a free video reads 'Free', has no certificate, and starts where it is held", async () => {
    const t = training('Git and GitHub in 90 Minutes');
    renderRoute(`/training-details/${t.id}`);
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Certificate', { selector: 'dt' }).nextElementSibling).toHaveTextContent('No');
    expect(screen.getByText('Type', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Video');
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    const start = screen.getByRole('link', { name: /Start for free/ });
    expect(start).toHaveAttribute('href', t.link);
    expect(start).toHaveAttribute('target', '_blank');
  });
});

describe('unknown ids', () => {
  it.each([
    ['/book-details/999', 'Book not found', 'All books'],
    ['/product-details/nope', 'Product not found', 'All products'],
    ['/training-details/0', 'Training not found', 'All trainings'],
  ])('%s says %s and leads back to the list', async (path, title, back) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: back }).length).toBeGreaterThan(0);
  });
});
