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

export const BOOKS: readonly Book[] = [
  {
    id: 1,
    name: 'JavaScript from the Ground Up',
    author: 'Meera Iyer',
    description:
      'A patient tour of modern JavaScript: values and types, functions and closures, modules, promises and async/await, with small exercises after every chapter and a browser project to finish.',
    image: '/images/store/books/javascript-ground-up.svg',
    publicationYear: 2024,
    publisher: 'Lotus Tech Press',
    pages: 412,
    rating: 4.6,
    isbn: '978-81-958231-0-4',
    language: 'English',
    genres: ['Programming', 'Web development'],
    price: 649,
    availability: 'In Stock',
    format: 'Paperback',
    buyLink: 'https://books.codershub.example/javascript-ground-up',
    previewLink: 'https://books.codershub.example/javascript-ground-up/preview',
    reviews: [
      { user: 'Rohan Das', comment: 'The async chapter finally made promises click for me.', rating: 5 },
      { user: 'Sana Khan', comment: 'Clear and practical. The exercises are the best part.', rating: 4 },
    ],
  },
  {
    id: 2,
    name: 'Data Structures, Simply',
    author: 'Arjun Menon',
    description:
      'Arrays, linked lists, stacks, queues, trees, heaps and graphs explained with drawings first and code second, plus 120 interview-style problems with worked solutions.',
    image: '/images/store/books/data-structures-simply.svg',
    publicationYear: 2023,
    publisher: 'Banyan Books',
    pages: 536,
    rating: 4.8,
    isbn: '978-93-5612-044-7',
    language: 'English',
    genres: ['Computer science', 'Interview preparation'],
    price: 899,
    availability: 'In Stock',
    format: 'Paperback & eBook',
    buyLink: 'https://books.codershub.example/data-structures-simply',
    previewLink: 'https://books.codershub.example/data-structures-simply/preview',
    reviews: [
      { user: 'Kavya Rao', comment: 'Got me through three interview rounds.', rating: 5 },
      {
        user: 'Imran Sheikh',
        comment: 'Graph chapter is excellent; heaps could use more examples.',
        rating: 4,
      },
      { user: 'Neha Gupta', comment: 'The drawings make every structure easy to remember.', rating: 5 },
    ],
  },
  {
    id: 3,
    name: 'Python for Curious Minds',
    author: 'Priya Nair',
    description:
      'Learn Python by automating everyday chores: renaming files, reading spreadsheets, scraping a timetable and sending yourself reminders. No prior programming needed.',
    image: '/images/store/books/python-curious-minds.svg',
    publicationYear: 2022,
    publisher: 'Lotus Tech Press',
    pages: 298,
    rating: 4.4,
    isbn: '978-81-958231-2-8',
    language: 'English',
    genres: ['Programming', 'Beginners'],
    price: 0,
    availability: 'In Stock',
    format: 'eBook',
    buyLink: 'https://books.codershub.example/python-curious-minds',
    previewLink: 'https://books.codershub.example/python-curious-minds/preview',
    reviews: [{ user: 'Aditya Verma', comment: 'Free and genuinely useful. Great first book.', rating: 4 }],
  },
  {
    id: 4,
    name: 'Designing Calm Interfaces',
    author: 'Ishita Banerjee',
    description:
      'How to design screens that people understand at a glance: hierarchy, spacing, colour and contrast, accessible forms, and the small details that make an interface feel quiet.',
    image: '/images/store/books/designing-calm-interfaces.svg',
    publicationYear: 2025,
    publisher: 'Peacock Studio Press',
    pages: 264,
    rating: 4.7,
    isbn: '978-93-5612-118-5',
    language: 'English',
    genres: ['Design', 'Accessibility'],
    price: 1199,
    availability: 'Out of Stock',
    format: 'Hardcover',
    buyLink: 'https://books.codershub.example/designing-calm-interfaces',
    previewLink: 'https://books.codershub.example/designing-calm-interfaces/preview',
    reviews: [
      { user: 'Tanvi Joshi', comment: 'Changed how I review my own designs.', rating: 5 },
      { user: 'Farhan Ali', comment: 'Beautifully printed. Worth the wait for a restock.', rating: 4 },
    ],
  },
  {
    id: 5,
    name: 'Backend Systems in Practice',
    author: 'Vikram Shetty',
    description:
      'Build and run a real API with Node.js: routing, validation, authentication, databases, caching, queues, logging and the habits that keep a service healthy in production.',
    image: '/images/store/books/backend-systems.svg',
    publicationYear: 2024,
    publisher: 'Banyan Books',
    pages: 488,
    rating: 4.5,
    isbn: '978-93-5612-207-6',
    language: 'English',
    genres: ['Backend', 'Web development', 'DevOps'],
    price: 999,
    availability: 'In Stock',
    format: 'Paperback',
    buyLink: 'https://books.codershub.example/backend-systems',
    previewLink: 'https://books.codershub.example/backend-systems/preview',
    reviews: [
      { user: 'Ananya Pillai', comment: 'The caching and queues chapters are gold.', rating: 5 },
      { user: 'Karan Mehta', comment: 'Solid, if a little dense in places.', rating: 4 },
    ],
  },
  {
    id: 6,
    name: 'Machine Learning ki Pehli Kitaab',
    author: 'Sameer Kulkarni',
    description:
      'A first book on machine learning in Hindi: regression, classification, decision trees and neural networks with intuition before equations, and notebooks for every chapter.',
    image: '/images/store/books/ml-pehli-kitaab.svg',
    publicationYear: 2023,
    publisher: 'Peacock Studio Press',
    pages: 356,
    rating: 4.3,
    isbn: '978-93-5612-310-3',
    language: 'Hindi',
    genres: ['Machine learning', 'Data science'],
    price: 549,
    availability: 'In Stock',
    format: 'Paperback',
    buyLink: 'https://books.codershub.example/ml-pehli-kitaab',
    previewLink: 'https://books.codershub.example/ml-pehli-kitaab/preview',
    reviews: [],
  },
];
