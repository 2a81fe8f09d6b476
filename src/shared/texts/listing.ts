import { LIMITS, type Condition } from '../constants.ts';

/** Add A Product: its fields, its optional Specs, its photos, and what each condition means. */

/** The one-line meaning shown beside each condition a seller may choose (product §5). */
export const CONDITION_MEANINGS: Readonly<Record<Condition, string>> = {
  'Like new': 'Works perfectly; no visible marks, as if just unboxed',
  Good: 'Works perfectly; light signs of use',
  Fair: 'Works well; visible scratches or wear, or a small fault the detail describes',
};

/** Add A Product's Specs section (product §2): every spec is optional, so each select starts at "Not stated". */
export const SPEC_FORM_TEXTS = {
  heading: 'Specs',
  hint: 'Optional. Buyers search and filter by these, so the more you give, the more buyers find your laptop.',
  notStated: 'Not stated',
  processor: 'Processor',
  processorPlaceholder: 'e.g. Core i5-1135G7',
  ram: 'RAM',
  storage: 'Storage',
  storageType: 'Storage type',
  screen: 'Screen (inches)',
  screenPlaceholder: 'e.g. 15.6',
  condition: 'Condition',
  clearCondition: 'Clear condition',
  district: 'District',
} as const;

/** Add A Product's fields (product §2, §4). */
export const PRODUCT_FORM_TEXTS = {
  sellerEmail: 'Seller Email',
  sellerName: 'Seller Name',
  productName: 'Product Name',
  category: 'Product Category_ID',
  price: 'Price',
  resellPrice: 'Resell_Price',
  phone: 'Phone Number',
  location: 'Location',
  use: 'Product used time',
  detail: 'Product Detail',
  date: 'Posted time',
  photo: 'Photo',
  chooseBrand: 'Choose a brand',
  chooseCategory: 'Choose a category',
  pricePlaceholder: 'Tk. you paid',
  resellPricePlaceholder: 'Tk. you ask',
  phonePlaceholder: '01XXX-XXXXXX',
  locationPlaceholder: 'e.g. Dhaka',
  usePlaceholder: 'e.g. 1 year',
  detailPlaceholder: 'Model, processor, memory, storage, condition…',
  datePlaceholder: 'e.g. Today',
  emailHint: 'Buyers contact you through this account.',
  /** The choice beside Phone Number: whether the listing shows it (the default) or takes messages only. */
  contactChoice: 'How buyers reach you',
  showPhone: 'Show my phone number',
  chatOnly: 'Chat only',
  chatOnlyHint: 'Your number stays private: buyers write to you on Market instead.',
  sellerNameHint: 'Listings show the name of your account.',
  submit: 'Add Product',
  posting: 'Saving product…',
  postFailed: 'The product could not be saved.',
} as const;

const photos = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

/** Add A Product's photos (product §2): up to LIMITS.photosPerProduct, each uploaded as soon as it is chosen. */
export const PHOTO_TEXTS = {
  hint: `Up to ${LIMITS.photosPerProduct} photos: JPEG, PNG, WebP, AVIF or HEIC, up to 10 MB each. The first is the cover shown on cards.`,
  count: (n: number) => `${n} of ${LIMITS.photosPerProduct} photos`,
  list: 'Chosen photos',
  cover: 'Cover',
  preview: (position: number, fileName: string) => `Photo ${position}: ${fileName}`,
  noPreview: 'No preview',
  uploadProgress: (position: number) => `Upload of photo ${position}`,
  percent: (n: number) => `${n}%`,
  preparing: 'Preparing…',
  uploaded: 'Uploaded',
  moveEarlier: (position: number) => `Move photo ${position} earlier`,
  moveLater: (position: number) => `Move photo ${position} later`,
  remove: (position: number) => `Remove photo ${position}`,
  retry: 'Retry',
  retryName: (position: number) => `Retry photo ${position}`,
  refused: (count: number) =>
    `A listing takes up to ${LIMITS.photosPerProduct} photos: ${photos(count)} ${count === 1 ? 'was' : 'were'} not added.`,
  repeated: 'That photo is already in the list.',
  moved: (position: number) =>
    position === 1 ? 'Photo moved to position 1: it is now the cover.' : `Photo moved to position ${position}.`,
  removed: 'Photo removed.',
  uploading: (n: number) => `Uploading ${photos(n)}…`,
  failed: (n: number) => `${photos(n)} did not upload: retry or remove ${n === 1 ? 'it' : 'them'}.`,
  allUploaded: (n: number) => `${photos(n)} uploaded.`,
  waitForUploads: 'Add Product is ready once every photo has uploaded.',
} as const;
