/** A book in the store's built-in sample catalogue (spec §3, Book). */
export interface BookReview {
  user: string;
  comment: string;
  /** 1 to 5. */
  rating: number;
}

export interface Book {
  id: number;
  name: string;
  author: string;
  description: string;
  /** A same-origin path or an http(s) URL. */
  image: string;
  publicationYear: number;
  publisher: string;
  pages: number;
  /** Average, 1 to 5. */
  rating: number;
  isbn: string;
  language: string;
  genres: readonly string[];
  /** Rupees; 0 reads 'Free'. */
  price: number;
  /** 'In Stock', otherwise out of stock. */
  availability: string;
  format: string;
  buyLink: string;
  previewLink: string;
  reviews: readonly BookReview[];
}

/**
 * Real, well-known programming books: "Buy now" opens the publisher's (or the author's) page for the print
 * edition, "Preview" the edition the authors publish free online. Prices are this store's sample prices.
 */
export const BOOKS: readonly Book[] = [
  {
    id: 1,
    name: 'Eloquent JavaScript, 4th Edition',
    author: 'Marijn Haverbeke',
    description:
      'A modern introduction to programming through JavaScript: values, functions, objects, higher-order functions, modules and asynchronous code, then the browser and Node.js, with project chapters such as a platform game and a pixel-art editor.',
    image: '/images/store/books/javascript-ground-up.svg',
    publicationYear: 2024,
    publisher: 'No Starch Press',
    pages: 456,
    rating: 4.6,
    isbn: '978-1-7185-0410-3',
    language: 'English',
    genres: ['Programming', 'Web development'],
    price: 649,
    availability: 'In Stock',
    format: 'Paperback',
    buyLink: 'https://nostarch.com/eloquent-javascript-4th-edition',
    previewLink: 'https://eloquentjavascript.net/',
    reviews: [
      {
        user: 'Rohan Das',
        comment: 'The asynchronous programming chapter finally made promises click.',
        rating: 5,
      },
      { user: 'Sana Khan', comment: 'Clear and practical. The exercises are the best part.', rating: 4 },
    ],
  },
  {
    id: 2,
    name: 'Grokking Algorithms, Second Edition',
    author: 'Aditya Y. Bhargava',
    description:
      'An illustrated guide to the algorithms every programmer meets: binary search, recursion, quicksort, hash tables, breadth-first search, Dijkstra, greedy and dynamic programming, drawn first and coded second.',
    image: '/images/store/books/data-structures-simply.svg',
    publicationYear: 2024,
    publisher: 'Manning Publications',
    pages: 322,
    rating: 4.8,
    isbn: '978-1-63343-853-8',
    language: 'English',
    genres: ['Computer science', 'Interview preparation'],
    price: 899,
    availability: 'In Stock',
    format: 'Paperback & eBook',
    buyLink: 'https://www.manning.com/books/grokking-algorithms-second-edition',
    previewLink: 'https://livebook.manning.com/book/grokking-algorithms-second-edition',
    reviews: [
      { user: 'Kavya Rao', comment: 'Got me through three interview rounds.', rating: 5 },
      {
        user: 'Imran Sheikh',
        comment: 'The graph chapters are excellent; I wanted more exercises.',
        rating: 4,
      },
      { user: 'Neha Gupta', comment: 'The drawings make every algorithm easy to remember.', rating: 5 },
    ],
  },
  {
    id: 3,
    name: 'Think Python, 3rd Edition',
    author: 'Allen B. Downey',
    description:
      'How to think like a computer scientist, in Python: variables, functions, conditionals, iteration, strings, lists, dictionaries, files and classes, with exercises in every chapter. The author publishes the whole book free online.',
    image: '/images/store/books/python-curious-minds.svg',
    publicationYear: 2024,
    publisher: "O'Reilly Media",
    pages: 326,
    rating: 4.4,
    isbn: '978-1-098-15543-8',
    language: 'English',
    genres: ['Programming', 'Beginners'],
    price: 0,
    availability: 'In Stock',
    format: 'Free online edition; paperback sold separately',
    buyLink: 'https://bookshop.org/a/98697/9781098155438',
    previewLink: 'https://allendowney.github.io/ThinkPython/',
    reviews: [
      { user: 'Aditya Verma', comment: 'Free to read and genuinely useful. Great first book.', rating: 4 },
    ],
  },
  {
    id: 4,
    name: 'Pro Git, 2nd Edition',
    author: 'Scott Chacon and Ben Straub',
    description:
      'Everything about Git, from the first commit to branching workflows, GitHub, rewriting history, submodules and the object database underneath. The full text is free to read on the Git website.',
    image: '/images/store/books/designing-calm-interfaces.svg',
    publicationYear: 2014,
    publisher: 'Apress',
    pages: 456,
    rating: 4.7,
    isbn: '978-1-4842-0077-3',
    language: 'English',
    genres: ['Version control', 'Developer tools'],
    price: 1199,
    availability: 'Out of Stock',
    format: 'Paperback',
    buyLink: 'https://link.springer.com/book/10.1007/978-1-4842-0076-6',
    previewLink: 'https://git-scm.com/book/en/v2',
    reviews: [
      { user: 'Tanvi Joshi', comment: 'Changed how I branch and review my own work.', rating: 5 },
      { user: 'Farhan Ali', comment: 'The internals chapter is worth the price alone.', rating: 4 },
    ],
  },
  {
    id: 5,
    name: 'The Rust Programming Language, 2nd Edition',
    author: 'Steve Klabnik and Carol Nichols',
    description:
      'The official book on Rust: ownership and borrowing, structs and enums, error handling, generics and traits, closures and iterators, concurrency, and a multithreaded web server built step by step.',
    image: '/images/store/books/backend-systems.svg',
    publicationYear: 2023,
    publisher: 'No Starch Press',
    pages: 560,
    rating: 4.5,
    isbn: '978-1-7185-0310-6',
    language: 'English',
    genres: ['Systems programming', 'Backend'],
    price: 999,
    availability: 'In Stock',
    format: 'Paperback',
    buyLink: 'https://nostarch.com/rust-programming-language-2nd-edition',
    previewLink: 'https://doc.rust-lang.org/stable/book/',
    reviews: [
      { user: 'Ananya Pillai', comment: 'The ownership chapters are gold.', rating: 5 },
      { user: 'Karan Mehta', comment: 'Solid, if a little dense in places.', rating: 4 },
    ],
  },
  {
    id: 6,
    name: 'Deep Learning',
    author: 'Ian Goodfellow, Yoshua Bengio and Aaron Courville',
    description:
      'The standard textbook on deep learning: the linear algebra, probability and optimisation it rests on, then feedforward, convolutional and recurrent networks, regularisation, and the research frontier.',
    image: '/images/store/books/ml-pehli-kitaab.svg',
    publicationYear: 2016,
    publisher: 'MIT Press',
    pages: 800,
    rating: 4.3,
    isbn: '978-0-262-03561-3',
    language: 'English',
    genres: ['Machine learning', 'Data science'],
    price: 549,
    availability: 'In Stock',
    format: 'Hardcover',
    buyLink: 'https://mitpress.mit.edu/9780262035613/deep-learning/',
    previewLink: 'https://www.deeplearningbook.org/',
    reviews: [],
  },
];
