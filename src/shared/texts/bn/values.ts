import type { Catalogue } from '../catalogue.ts';

/**
 * The names of the fixed values Market stores in English (constants.ts, districts.ts), as a Bangla page
 * shows them: districts and divisions as Bangladesh spells them in Bangla. Forms and links keep sending
 * the stored value. Storage types (SSD, HDD, eMMC) and brands are names and stay as they are.
 */
export const VALUE_NAMES: Catalogue['VALUE_NAMES'] = {
  account: {
    'Buyers Account': 'ক্রেতার অ্যাকাউন্ট',
    'Seller Account': 'বিক্রেতার অ্যাকাউন্ট',
  },
  condition: {
    'Like new': 'নতুনের মতো',
    Good: 'ভালো',
    Fair: 'মোটামুটি',
  },
  division: {
    Barishal: 'বরিশাল',
    Chattogram: 'চট্টগ্রাম',
    Dhaka: 'ঢাকা',
    Khulna: 'খুলনা',
    Mymensingh: 'ময়মনসিংহ',
    Rajshahi: 'রাজশাহী',
    Rangpur: 'রংপুর',
    Sylhet: 'সিলেট',
  },
  district: {
    // বরিশাল বিভাগ
    Barguna: 'বরগুনা',
    Barishal: 'বরিশাল',
    Bhola: 'ভোলা',
    Jhalokati: 'ঝালকাঠি',
    Patuakhali: 'পটুয়াখালী',
    Pirojpur: 'পিরোজপুর',
    // চট্টগ্রাম বিভাগ
    Bandarban: 'বান্দরবান',
    Brahmanbaria: 'ব্রাহ্মণবাড়িয়া',
    Chandpur: 'চাঁদপুর',
    Chattogram: 'চট্টগ্রাম',
    "Cox's Bazar": 'কক্সবাজার',
    Cumilla: 'কুমিল্লা',
    Feni: 'ফেনী',
    Khagrachhari: 'খাগড়াছড়ি',
    Lakshmipur: 'লক্ষ্মীপুর',
    Noakhali: 'নোয়াখালী',
    Rangamati: 'রাঙ্গামাটি',
    // ঢাকা বিভাগ
    Dhaka: 'ঢাকা',
    Faridpur: 'ফরিদপুর',
    Gazipur: 'গাজীপুর',
    Gopalganj: 'গোপালগঞ্জ',
    Kishoreganj: 'কিশোরগঞ্জ',
    Madaripur: 'মাদারীপুর',
    Manikganj: 'মানিকগঞ্জ',
    Munshiganj: 'মুন্সীগঞ্জ',
    Narayanganj: 'নারায়ণগঞ্জ',
    Narsingdi: 'নরসিংদী',
    Rajbari: 'রাজবাড়ী',
    Shariatpur: 'শরীয়তপুর',
    Tangail: 'টাঙ্গাইল',
    // খুলনা বিভাগ
    Bagerhat: 'বাগেরহাট',
    Chuadanga: 'চুয়াডাঙ্গা',
    Jashore: 'যশোর',
    Jhenaidah: 'ঝিনাইদহ',
    Khulna: 'খুলনা',
    Kushtia: 'কুষ্টিয়া',
    Magura: 'মাগুরা',
    Meherpur: 'মেহেরপুর',
    Narail: 'নড়াইল',
    Satkhira: 'সাতক্ষীরা',
    // ময়মনসিংহ বিভাগ
    Jamalpur: 'জামালপুর',
    Mymensingh: 'ময়মনসিংহ',
    Netrokona: 'নেত্রকোণা',
    Sherpur: 'শেরপুর',
    // রাজশাহী বিভাগ
    Bogura: 'বগুড়া',
    'Chapai Nawabganj': 'চাঁপাইনবাবগঞ্জ',
    Joypurhat: 'জয়পুরহাট',
    Naogaon: 'নওগাঁ',
    Natore: 'নাটোর',
    Pabna: 'পাবনা',
    Rajshahi: 'রাজশাহী',
    Sirajganj: 'সিরাজগঞ্জ',
    // রংপুর বিভাগ
    Dinajpur: 'দিনাজপুর',
    Gaibandha: 'গাইবান্ধা',
    Kurigram: 'কুড়িগ্রাম',
    Lalmonirhat: 'লালমনিরহাট',
    Nilphamari: 'নীলফামারী',
    Panchagarh: 'পঞ্চগড়',
    Rangpur: 'রংপুর',
    Thakurgaon: 'ঠাকুরগাঁও',
    // সিলেট বিভাগ
    Habiganj: 'হবিগঞ্জ',
    Moulvibazar: 'মৌলভীবাজার',
    Sunamganj: 'সুনামগঞ্জ',
    Sylhet: 'সিলেট',
  },
  status: {
    Verified: 'যাচাইকৃত',
  },
};
