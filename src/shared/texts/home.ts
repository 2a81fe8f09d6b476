/** The home page's sections (product §1), top to bottom. */
export const HOME_TEXTS = {
  banner: {
    eyebrow: 'Used laptops, checked and resold',
    title: 'Welcome to Market',
    body: 'Buy a trusted second-hand laptop from sellers across Bangladesh, or give your old one a new owner. Every price is in Tk., every seller is a real person.',
    browse: 'Browse categories',
    sell: 'Start selling',
  },
  advertised: {
    title: 'Advertised products',
    subtitle: 'Hand-picked offers our sellers are promoting right now.',
    loading: 'Loading advertised products',
    empty: 'No product is advertised right now. Browse the categories below to see everything on sale.',
    failed: 'Advertised products could not be loaded.',
    retry: 'Try again',
    price: 'Price',
    used: 'Used',
    location: 'Location',
    contact: 'Contact',
    seeCategory: (brand: string) => `More ${brand} laptops`,
  },
  categories: {
    title: 'Shop by brand',
    subtitle: 'Nine brands, one marketplace. Pick one to see every laptop on sale.',
    loading: 'Loading categories',
    cta: 'See items',
  },
  discounts: {
    title: 'Brand discount offers',
    pause: 'Pause offers',
    play: 'Play offers',
  },
  upcoming: {
    title: 'Upcoming laptops',
    subtitle: 'New arrivals our sellers have lined up. Prices are announced on launch day.',
    priceLabel: 'Price',
    comingSoon: 'Coming Soon',
    announceLater: 'Announce latter',
    items: [
      { brand: 'Apple', model: 'MacBook Air 15 M3', spec: '8-core CPU, 16 GB memory, 512 GB SSD' },
      { brand: 'Asus', model: 'ROG Zephyrus G14', spec: 'Ryzen 9, RTX 4060, 120 Hz OLED' },
      { brand: 'Lenovo', model: 'ThinkPad X1 Carbon Gen 12', spec: 'Core Ultra 7, 32 GB, 14" 2.8K' },
      { brand: 'Dell', model: 'XPS 14', spec: 'Core Ultra 7, 16 GB, 1 TB SSD' },
    ],
  },
  why: {
    title: 'Why buy here',
    subtitle: 'Buying used should feel as safe as buying new.',
    items: [
      { title: '15 days easy replacement', body: 'Something not as described? Bring it back within 15 days and we replace it.' },
      { title: '100% fresh products', body: 'Every listing shows its real photo, its used time and its seller.' },
      { title: '2 days cash on delivery', body: 'Pay on delivery anywhere in the country, delivered within 2 days.' },
      { title: 'Exchange of any products', body: 'Trade your old laptop or device in towards the next one.' },
    ],
  },
  reviews: {
    title: 'What our customers say',
    rating: (stars: number) => `Rated ${stars} out of 5`,
    items: [
      {
        name: 'Farhana Akter',
        place: 'Dhaka',
        stars: 5,
        text: 'I found a ThinkPad for my university work at half the shop price. The seller answered every question and it works like new.',
      },
      {
        name: 'Mahmudul Hasan',
        place: 'Chattogram',
        stars: 5,
        text: 'Sold my old gaming laptop in three days. Listing it took five minutes and the buyer paid by card.',
      },
      {
        name: 'Ayesha Siddiqua',
        place: 'Sylhet',
        stars: 4,
        text: 'The verified badge gave me confidence. My MacBook arrived exactly as the photos showed.',
      },
      {
        name: 'Rakib Chowdhury',
        place: 'Rajshahi',
        stars: 5,
        text: 'I exchanged my old Dell towards an Asus and paid the difference. Simple and honest.',
      },
    ],
  },
  about: {
    title: 'About Market',
    body: 'Market started as a small notice board for students selling their laptops. Today it is where people all over Bangladesh buy and sell used laptops and personal devices, safely and at fair prices.',
    stats: [
      { value: '30000+', label: 'sellers and buyers' },
      { value: '10 years', label: 'of trusted trading' },
      { value: '9', label: 'laptop brands' },
    ],
  },
  contact: {
    title: 'Contact us',
    subtitle: 'Questions about a listing, a payment or selling with us? Write to us.',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    submit: "Let's talk",
  },
} as const;
