/** A product in the store's built-in sample catalogue (spec §3, Product). */
export interface Product {
  id: number;
  name: string;
  description: string;
  /** A same-origin path or an http(s) URL. */
  image: string;
  /** List price in rupees. */
  price: number;
  /** Selling price in rupees (equal to the list price when nothing is off). */
  finalPrice: number;
  /** Percent off the list price. */
  discount: number;
  tags: readonly string[];
  brand: string;
  /** Average, 1 to 5. */
  rating: number;
  /** How many reviews the rating is based on. */
  reviews: number;
  /** 'In Stock', otherwise out of stock. */
  availability: string;
  warranty: string;
  colorOptions: readonly string[];
  features: readonly string[];
  specs: Readonly<Record<string, string>>;
  deliveryOptions: readonly string[];
  returnPolicy: string;
  buyLink: string;
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 1,
    name: 'Tactile Mechanical Keyboard',
    description:
      'A compact 75% keyboard with hot-swappable tactile switches, a quiet foam-dampened case and both USB-C and Bluetooth, made for long coding sessions.',
    image: '/images/store/products/keyboard.svg',
    price: 6499,
    finalPrice: 5199,
    discount: 20,
    tags: ['Keyboard', 'Wireless', 'Bestseller'],
    brand: 'KeyCraft',
    rating: 4.7,
    reviews: 312,
    availability: 'In Stock',
    warranty: '1 year manufacturer warranty',
    colorOptions: ['Charcoal', 'Snow', 'Sage'],
    features: [
      'Hot-swappable switches',
      'Three Bluetooth profiles and USB-C',
      'Per-key white backlight',
      'Up to 200 hours on one charge',
    ],
    specs: {
      Layout: '75%, 84 keys',
      Switches: 'Tactile brown',
      Connectivity: 'USB-C, Bluetooth 5.1',
      Battery: '4000 mAh',
      Weight: '780 g',
    },
    deliveryOptions: ['Standard delivery in 3–5 days', 'Express delivery in 1–2 days'],
    returnPolicy: 'Return within 10 days of delivery if unused and in its original box.',
    buyLink: 'https://shop.codershub.example/products/tactile-keyboard',
  },
  {
    id: 2,
    name: 'Noise-cancelling Headphones',
    description:
      'Over-ear headphones with active noise cancelling, a clear boom-free microphone for stand-ups and 40 hours of battery, so the open office stays outside your head.',
    image: '/images/store/products/headphones.svg',
    price: 8999,
    finalPrice: 8999,
    discount: 0,
    tags: ['Audio', 'Wireless'],
    brand: 'SoundForge',
    rating: 4.5,
    reviews: 188,
    availability: 'Out of Stock',
    warranty: '1 year manufacturer warranty',
    colorOptions: ['Midnight', 'Sand'],
    features: ['Active noise cancelling', '40-hour battery', 'Multipoint pairing', 'Fold-flat design'],
    specs: {
      Drivers: '40 mm dynamic',
      Connectivity: 'Bluetooth 5.3, 3.5 mm jack',
      Battery: 'Up to 40 hours',
      Weight: '250 g',
    },
    deliveryOptions: ['Standard delivery in 3–5 days'],
    returnPolicy: 'Return within 7 days of delivery if unused and in its original box.',
    buyLink: 'https://shop.codershub.example/products/nc-headphones',
  },
  {
    id: 3,
    name: '7-in-1 USB-C Hub',
    description:
      'One cable to your laptop for a 4K screen, two USB-A ports, an SD card reader, Ethernet and 100 W charging pass-through.',
    image: '/images/store/products/usb-hub.svg',
    price: 2499,
    finalPrice: 2499,
    discount: 0,
    tags: ['Accessories', 'USB-C'],
    brand: 'PortLine',
    rating: 4.3,
    reviews: 96,
    availability: 'In Stock',
    warranty: '6 months manufacturer warranty',
    colorOptions: ['Space grey'],
    features: ['4K HDMI at 60 Hz', 'Gigabit Ethernet', '100 W power delivery', 'SD and microSD readers'],
    specs: {
      Ports: 'HDMI, 2 × USB-A, USB-C PD, Ethernet, SD, microSD',
      Video: '4K at 60 Hz',
      Body: 'Aluminium',
      Cable: '15 cm',
    },
    deliveryOptions: ['Standard delivery in 3–5 days', 'Express delivery in 1–2 days'],
    returnPolicy: 'Return within 10 days of delivery.',
    buyLink: 'https://shop.codershub.example/products/usb-c-hub',
  },
  {
    id: 4,
    name: 'Adjustable Laptop Stand',
    description:
      'Raises your screen to eye level in six steps, folds flat into a sleeve, and keeps the laptop cool with an open aluminium frame.',
    image: '/images/store/products/laptop-stand.svg',
    price: 1799,
    finalPrice: 1529,
    discount: 15,
    tags: ['Ergonomics', 'Desk setup'],
    brand: 'DeskMate',
    rating: 4.6,
    reviews: 241,
    availability: 'In Stock',
    warranty: '2 years manufacturer warranty',
    colorOptions: ['Silver', 'Graphite'],
    features: ['Six height steps', 'Folds flat', 'Fits 10–16 inch laptops', 'Silicone grips'],
    specs: {
      Material: 'Aluminium alloy',
      Height: '5–15 cm',
      Capacity: 'Up to 8 kg',
      Weight: '420 g',
    },
    deliveryOptions: ['Standard delivery in 3–5 days'],
    returnPolicy: 'Return within 10 days of delivery if undamaged.',
    buyLink: 'https://shop.codershub.example/products/laptop-stand',
  },
  {
    id: 5,
    name: 'CodersHub Hoodie',
    description:
      'A heavyweight cotton hoodie with the CodersHub mark on the chest and `git commit -m "cosy"` printed on the sleeve.',
    image: '/images/store/products/hoodie.svg',
    price: 1499,
    finalPrice: 1499,
    discount: 0,
    tags: ['Apparel', 'Merch'],
    brand: 'CodersHub',
    rating: 4.8,
    reviews: 154,
    availability: 'In Stock',
    warranty: 'No warranty (apparel)',
    colorOptions: ['Navy', 'Black', 'Heather grey'],
    features: ['380 gsm cotton fleece', 'Kangaroo pocket', 'Printed sleeve', 'Sizes XS to XXL'],
    specs: {
      Material: '100% cotton',
      Fit: 'Regular',
      Care: 'Machine wash cold',
    },
    deliveryOptions: ['Standard delivery in 4–6 days'],
    returnPolicy: 'Exchange for another size within 15 days of delivery.',
    buyLink: 'https://shop.codershub.example/products/hoodie',
  },
  {
    id: 6,
    name: 'Ergonomic Vertical Mouse',
    description:
      'A vertical mouse that keeps your wrist in a handshake position, with a quiet click, adjustable DPI and a rechargeable battery.',
    image: '/images/store/products/vertical-mouse.svg',
    price: 1999,
    finalPrice: 1999,
    discount: 0,
    tags: ['Ergonomics', 'Wireless'],
    brand: 'DeskMate',
    rating: 4.2,
    reviews: 73,
    availability: 'In Stock',
    warranty: '1 year manufacturer warranty',
    colorOptions: ['Black'],
    features: ['57° vertical grip', 'Silent buttons', '800–2400 DPI', 'USB-C charging'],
    specs: {
      Connectivity: '2.4 GHz receiver, Bluetooth',
      Buttons: '6',
      Battery: 'Up to 60 days',
      Weight: '115 g',
    },
    deliveryOptions: ['Standard delivery in 3–5 days', 'Express delivery in 1–2 days'],
    returnPolicy: 'Return within 10 days of delivery if unused.',
    buyLink: 'https://shop.codershub.example/products/vertical-mouse',
  },
];
