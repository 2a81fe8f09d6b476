import { LIMITS } from '../constants.ts';

/**
 * What a form says about a field it refuses, by form. The shared zod schemas carry these, so the browser's
 * check and the server's say the same words (product §2, §4, §5 and §8 fix most of them word for word).
 */
export const VALIDATION = {
  /** The same field left empty says the same in every form: a person's name, an e-mail, a password, a message. */
  required: {
    name: 'Name is required',
    email: 'Email is required',
    password: 'Password is required',
    message: 'Message is required',
  },
  login: {
    emailRequired: 'Email Address is required',
    passwordMin: 'Password must be 6 characters or longer',
  },
  signup: { passwordMin: 'Password at least 6 characters or longer' },
  /** Add A Product's fields; `specs` are the optional Specs, each shown when a value is given but refused. */
  product: {
    nameRequired: 'Product name is required',
    categoryRequired: 'Category_Id is required',
    priceRequired: 'Price is required',
    resellPriceRequired: 'Resell_Price is required',
    priceWhole: 'Write the price as a whole number of Taka, digits only',
    phoneRequired: 'Phone Number is required',
    phoneNotMobile: 'Phone Number must be a Bangladeshi mobile number, such as 01711-123456',
    locationRequired: 'Location is required',
    useRequired: 'Used time is required',
    detailRequired: 'Description is required',
    dateRequired: 'Time is required',
    photoRequired: 'Photo is required',
    photosFirstIsImage: 'The main photo must be the first of the photos',
    photosRepeated: 'The same photo is there twice',
    screenOneDecimal: 'Screen size takes at most one decimal, such as 15.6',
    districtUnknown: "Choose one of Bangladesh's 64 districts",
    specs: {
      processor: `Processor: at most ${LIMITS.processor} characters`,
      ram: 'Choose one of the RAM sizes',
      storage: 'Choose one of the storage sizes',
      storageType: 'Choose SSD, HDD or eMMC',
      screen: `Screen size: ${LIMITS.screen.min} to ${LIMITS.screen.max} inches, such as 15.6`,
      condition: 'Choose one of the conditions',
    },
  },
  booking: { phoneRequired: 'Phone number is required' },
  search: { priceRange: 'The lowest price must not be above the highest price' },
  productEdit: { nothing: 'Say what to change: chatOnly, resell_price or both' },
  alert: {
    notAQuery: 'must be the query string of a search, such as category=03&ram=16&maxPrice=60000',
    notAFilter: 'is not a filter of the search',
    empty: 'must name at least one word or filter: an alert of every new laptop would tell you of all of them',
  },
  contact: { emailInvalid: 'Please enter a valid email address' },
  /** The code a text message brought to prove a mobile number. */
  phoneCode: { sixDigits: `Type the ${LIMITS.phoneCodeDigits} digits of the code` },
} as const;
