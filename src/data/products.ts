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

/**
 * Real products from their makers: "Buy now" opens the maker's own product page. Prices, stock, ratings, delivery
 * and returns are this store's sample figures, not the maker's.
 */
export const PRODUCTS: readonly Product[] = [
  {
    id: 1,
    name: 'Keychron K2 Wireless Mechanical Keyboard',
    description:
      'A compact 75% mechanical keyboard with 84 keys, Mac and Windows layouts, and both Bluetooth and a USB-C cable, made for long coding sessions.',
    image: '/images/store/products/keyboard.svg',
    price: 6499,
    finalPrice: 5199,
    discount: 20,
    tags: ['Keyboard', 'Wireless', 'Bestseller'],
    brand: 'Keychron',
    rating: 4.7,
    reviews: 312,
    availability: 'In Stock',
    warranty: '1 year manufacturer warranty',
    colorOptions: ['White backlight', 'RGB backlight'],
    features: [
      'Up to three devices over Bluetooth, or wired by USB-C',
      'Mac and Windows keycaps included',
      'Tactile brown switches',
      'Large rechargeable battery',
    ],
    specs: {
      Layout: '75%, 84 keys',
      Switches: 'Tactile brown',
      Connectivity: 'USB-C, Bluetooth 5.1',
      Battery: '4000 mAh',
    },
    deliveryOptions: ['Standard delivery in 3–5 days', 'Express delivery in 1–2 days'],
    returnPolicy: 'Return within 10 days of delivery if unused and in its original box.',
    buyLink: 'https://www.keychron.com/products/keychron-k2-wireless-mechanical-keyboard',
  },
  {
    id: 2,
    name: 'Sony WH-1000XM5 Noise-cancelling Headphones',
    description:
      'Over-ear wireless headphones with active noise cancelling, clear call microphones for stand-ups and a long battery life, so the open office stays outside your head.',
    image: '/images/store/products/headphones.svg',
    price: 29990,
    finalPrice: 29990,
    discount: 0,
    tags: ['Audio', 'Wireless'],
    brand: 'Sony',
    rating: 4.5,
    reviews: 188,
    availability: 'Out of Stock',
    warranty: '1 year manufacturer warranty',
    colorOptions: ['Black', 'Silver'],
    features: [
      'Active noise cancelling',
      'Up to 30 hours of battery',
      'Multipoint pairing',
      'Touch controls',
    ],
    specs: {
      Drivers: '30 mm',
      Connectivity: 'Bluetooth, 3.5 mm cable',
      Battery: 'Up to 30 hours with noise cancelling',
    },
    deliveryOptions: ['Standard delivery in 3–5 days'],
    returnPolicy: 'Return within 7 days of delivery if unused and in its original box.',
    buyLink: 'https://electronics.sony.com/audio/headphones/headband/p/wh1000xm5-b',
  },
  {
    id: 3,
    name: 'Anker 341 USB-C Hub (7-in-1)',
    description:
      'One cable to your laptop for an HDMI screen, USB-A and USB-C ports, SD and microSD card readers and power delivery pass-through.',
    image: '/images/store/products/usb-hub.svg',
    price: 2499,
    finalPrice: 2499,
    discount: 0,
    tags: ['Accessories', 'USB-C'],
    brand: 'Anker',
    rating: 4.3,
    reviews: 96,
    availability: 'In Stock',
    warranty: '18 months manufacturer warranty',
    colorOptions: ['Grey'],
    features: [
      'HDMI output',
      'USB-C power delivery pass-through',
      'Two USB-A ports',
      'SD and microSD readers',
    ],
    specs: {
      Ports: 'HDMI, 2 × USB-A, USB-C data, USB-C PD, SD, microSD',
      Connection: 'USB-C',
    },
    deliveryOptions: ['Standard delivery in 3–5 days', 'Express delivery in 1–2 days'],
    returnPolicy: 'Return within 10 days of delivery.',
    buyLink: 'https://www.anker.com/products/a8346',
  },
  {
    id: 4,
    name: 'Rain Design mStand Laptop Stand',
    description:
      'A one-piece aluminium stand that raises your laptop screen towards eye level, keeps it cool, and leaves room for the keyboard underneath.',
    image: '/images/store/products/laptop-stand.svg',
    price: 4499,
    finalPrice: 3824,
    discount: 15,
    tags: ['Ergonomics', 'Desk setup'],
    brand: 'Rain Design',
    rating: 4.6,
    reviews: 241,
    availability: 'In Stock',
    warranty: '1 year manufacturer warranty',
    colorOptions: ['Silver', 'Space grey'],
    features: [
      'One piece of aluminium',
      'Raises the screen towards eye level',
      'Cable hole at the back',
      'Non-slip pads',
    ],
    specs: {
      Material: 'Anodised aluminium',
      Fits: 'Most laptops',
    },
    deliveryOptions: ['Standard delivery in 3–5 days'],
    returnPolicy: 'Return within 10 days of delivery if undamaged.',
    buyLink: 'https://www.raindesigninc.com/mstand.html',
  },
  {
    id: 5,
    name: 'Raspberry Pi 5',
    description:
      'A credit-card-sized Linux computer for learning to code, self-hosting and electronics projects: quad-core Arm processor, two 4K displays and a GPIO header.',
    image: '/images/store/products/single-board-computer.svg',
    price: 5499,
    finalPrice: 5499,
    discount: 0,
    tags: ['Single-board computer', 'Maker'],
    brand: 'Raspberry Pi',
    rating: 4.8,
    reviews: 154,
    availability: 'In Stock',
    warranty: '1 year manufacturer warranty',
    colorOptions: ['4 GB', '8 GB'],
    features: [
      'Quad-core Arm Cortex-A76 processor',
      'Two 4K HDMI outputs',
      '40-pin GPIO header',
      'PCIe connector',
    ],
    specs: {
      Processor: 'Broadcom BCM2712, quad-core Arm Cortex-A76',
      Memory: '4 GB or 8 GB',
      Video: '2 × micro HDMI, 4K',
    },
    deliveryOptions: ['Standard delivery in 4–6 days'],
    returnPolicy: 'Return within 10 days of delivery if unused.',
    buyLink: 'https://www.raspberrypi.com/products/raspberry-pi-5/',
  },
  {
    id: 6,
    name: 'Logitech Lift Vertical Ergonomic Mouse',
    description:
      'A vertical mouse that keeps your wrist in a handshake position, with quiet clicks, a smooth scroll wheel and Bluetooth or a USB receiver.',
    image: '/images/store/products/vertical-mouse.svg',
    price: 5995,
    finalPrice: 5995,
    discount: 0,
    tags: ['Ergonomics', 'Wireless'],
    brand: 'Logitech',
    rating: 4.2,
    reviews: 73,
    availability: 'In Stock',
    warranty: '1 year manufacturer warranty',
    colorOptions: ['Graphite', 'Rose', 'Pale grey'],
    features: [
      '57° vertical grip',
      'Quiet clicks',
      'Bluetooth or USB receiver',
      'Sized for small to medium hands',
    ],
    specs: {
      Connectivity: 'Bluetooth, Logi Bolt receiver',
      Battery: '1 × AA',
    },
    deliveryOptions: ['Standard delivery in 3–5 days', 'Express delivery in 1–2 days'],
    returnPolicy: 'Return within 10 days of delivery if unused.',
    buyLink: 'https://www.logitech.com/en-us/products/mice/lift-vertical-ergonomic-mouse.html',
  },
];
