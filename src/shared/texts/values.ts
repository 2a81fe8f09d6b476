import type { AccountOption, Condition, VERIFIED_STATUS } from '../constants.ts';
import type { District, Division } from '../districts.ts';

/**
 * The names of the fixed values Market stores and answers as written here in English (constants.ts,
 * districts.ts): a page shows `VALUE_NAMES.<kind>[value]`, while forms and links keep sending the value.
 * Storage types (SSD, HDD, eMMC) and brands are names and stay as they are.
 */
export interface ValueNames {
  /** A user's account option, chosen at sign-up. */
  account: Readonly<Record<AccountOption, string>>;
  /** A listing's condition, best first; its meaning is CONDITION_MEANINGS (listing.ts). */
  condition: Readonly<Record<Condition, string>>;
  /** Bangladesh's 8 divisions. */
  division: Readonly<Record<Division, string>>;
  /** Bangladesh's 64 districts. */
  district: Readonly<Record<District, string>>;
  /** A seller's status once an admin verified them. */
  status: Readonly<Record<typeof VERIFIED_STATUS, string>>;
}

export const VALUE_NAMES: ValueNames = {
  account: {
    'Buyers Account': 'Buyers Account',
    'Seller Account': 'Seller Account',
  },
  condition: {
    'Like new': 'Like new',
    Good: 'Good',
    Fair: 'Fair',
  },
  division: {
    Barishal: 'Barishal',
    Chattogram: 'Chattogram',
    Dhaka: 'Dhaka',
    Khulna: 'Khulna',
    Mymensingh: 'Mymensingh',
    Rajshahi: 'Rajshahi',
    Rangpur: 'Rangpur',
    Sylhet: 'Sylhet',
  },
  district: {
    // Barishal division
    Barguna: 'Barguna',
    Barishal: 'Barishal',
    Bhola: 'Bhola',
    Jhalokati: 'Jhalokati',
    Patuakhali: 'Patuakhali',
    Pirojpur: 'Pirojpur',
    // Chattogram division
    Bandarban: 'Bandarban',
    Brahmanbaria: 'Brahmanbaria',
    Chandpur: 'Chandpur',
    Chattogram: 'Chattogram',
    "Cox's Bazar": "Cox's Bazar",
    Cumilla: 'Cumilla',
    Feni: 'Feni',
    Khagrachhari: 'Khagrachhari',
    Lakshmipur: 'Lakshmipur',
    Noakhali: 'Noakhali',
    Rangamati: 'Rangamati',
    // Dhaka division
    Dhaka: 'Dhaka',
    Faridpur: 'Faridpur',
    Gazipur: 'Gazipur',
    Gopalganj: 'Gopalganj',
    Kishoreganj: 'Kishoreganj',
    Madaripur: 'Madaripur',
    Manikganj: 'Manikganj',
    Munshiganj: 'Munshiganj',
    Narayanganj: 'Narayanganj',
    Narsingdi: 'Narsingdi',
    Rajbari: 'Rajbari',
    Shariatpur: 'Shariatpur',
    Tangail: 'Tangail',
    // Khulna division
    Bagerhat: 'Bagerhat',
    Chuadanga: 'Chuadanga',
    Jashore: 'Jashore',
    Jhenaidah: 'Jhenaidah',
    Khulna: 'Khulna',
    Kushtia: 'Kushtia',
    Magura: 'Magura',
    Meherpur: 'Meherpur',
    Narail: 'Narail',
    Satkhira: 'Satkhira',
    // Mymensingh division
    Jamalpur: 'Jamalpur',
    Mymensingh: 'Mymensingh',
    Netrokona: 'Netrokona',
    Sherpur: 'Sherpur',
    // Rajshahi division
    Bogura: 'Bogura',
    'Chapai Nawabganj': 'Chapai Nawabganj',
    Joypurhat: 'Joypurhat',
    Naogaon: 'Naogaon',
    Natore: 'Natore',
    Pabna: 'Pabna',
    Rajshahi: 'Rajshahi',
    Sirajganj: 'Sirajganj',
    // Rangpur division
    Dinajpur: 'Dinajpur',
    Gaibandha: 'Gaibandha',
    Kurigram: 'Kurigram',
    Lalmonirhat: 'Lalmonirhat',
    Nilphamari: 'Nilphamari',
    Panchagarh: 'Panchagarh',
    Rangpur: 'Rangpur',
    Thakurgaon: 'Thakurgaon',
    // Sylhet division
    Habiganj: 'Habiganj',
    Moulvibazar: 'Moulvibazar',
    Sunamganj: 'Sunamganj',
    Sylhet: 'Sylhet',
  },
  status: {
    Verified: 'Verified',
  },
};
