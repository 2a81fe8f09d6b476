/**
 * Bangladesh's 64 districts by their 8 divisions (product §3), spelled as the government spells them in
 * English since 2018 (Chattogram, Cumilla, Barishal, Jashore, Bogura). A listing names its district; the
 * division follows from it, so a search by division needs no second field to keep in step.
 */
export const DISTRICTS_BY_DIVISION = {
  Barishal: ['Barguna', 'Barishal', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur'],
  Chattogram: [
    'Bandarban',
    'Brahmanbaria',
    'Chandpur',
    'Chattogram',
    "Cox's Bazar",
    'Cumilla',
    'Feni',
    'Khagrachhari',
    'Lakshmipur',
    'Noakhali',
    'Rangamati',
  ],
  Dhaka: [
    'Dhaka',
    'Faridpur',
    'Gazipur',
    'Gopalganj',
    'Kishoreganj',
    'Madaripur',
    'Manikganj',
    'Munshiganj',
    'Narayanganj',
    'Narsingdi',
    'Rajbari',
    'Shariatpur',
    'Tangail',
  ],
  Khulna: ['Bagerhat', 'Chuadanga', 'Jashore', 'Jhenaidah', 'Khulna', 'Kushtia', 'Magura', 'Meherpur', 'Narail', 'Satkhira'],
  Mymensingh: ['Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'],
  Rajshahi: ['Bogura', 'Chapai Nawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna', 'Rajshahi', 'Sirajganj'],
  Rangpur: ['Dinajpur', 'Gaibandha', 'Kurigram', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Rangpur', 'Thakurgaon'],
  Sylhet: ['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet'],
} as const;

export type Division = keyof typeof DISTRICTS_BY_DIVISION;
export type District = (typeof DISTRICTS_BY_DIVISION)[Division][number];

export const DIVISIONS = Object.keys(DISTRICTS_BY_DIVISION) as [Division, ...Division[]];

/** Every district, alphabetically: the order of a district select. */
export const DISTRICTS = Object.values(DISTRICTS_BY_DIVISION)
  .flat()
  .sort((a, b) => a.localeCompare(b, 'en')) as [District, ...District[]];

/** The division a district lies in. */
export const DIVISION_OF: Readonly<Record<District, Division>> = Object.fromEntries(
  Object.entries(DISTRICTS_BY_DIVISION).flatMap(([division, districts]) => districts.map((district) => [district, division])),
) as Record<District, Division>;
