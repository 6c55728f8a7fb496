// Countries, states and cities (English and Arabic). India with all its states and
// union territories and their main cities; the UAE as a second country for the
// selects (shipping is within India only, per the FAQ). Ids are assigned in order.

export interface SeedCountry { id: number; name: string; nameAr: string }
export interface SeedState { id: number; countryId: number; name: string; nameAr: string }
export interface SeedCity { id: number; stateId: number; name: string; nameAr: string }

type StateRow = [name: string, nameAr: string, cities: [string, string][]];

const INDIA: StateRow[] = [
  ['Andhra Pradesh', 'أندرا براديش', [['Visakhapatnam', 'فيساخاباتنام'], ['Vijayawada', 'فيجاياوادا'], ['Guntur', 'غونتور'], ['Tirupati', 'تيروباتي']]],
  ['Arunachal Pradesh', 'أروناتشال براديش', [['Itanagar', 'إيتاناغار'], ['Tawang', 'تاوانغ']]],
  ['Assam', 'آسام', [['Guwahati', 'غواهاتي'], ['Dibrugarh', 'ديبروغاره'], ['Silchar', 'سيلتشار']]],
  ['Bihar', 'بيهار', [['Patna', 'باتنا'], ['Gaya', 'غايا'], ['Bhagalpur', 'بهاغالبور']]],
  ['Chhattisgarh', 'تشاتيسغار', [['Raipur', 'رايبور'], ['Bhilai', 'بهيلاي'], ['Bilaspur', 'بيلاسبور']]],
  ['Goa', 'غوا', [['Panaji', 'باناجي'], ['Margao', 'مارغاو'], ['Vasco da Gama', 'فاسكو دا غاما']]],
  ['Gujarat', 'غوجارات', [['Ahmedabad', 'أحمد آباد'], ['Surat', 'سورات'], ['Vadodara', 'فادودارا'], ['Rajkot', 'راجكوت']]],
  ['Haryana', 'هاريانا', [['Gurugram', 'غوروغرام'], ['Faridabad', 'فريد آباد'], ['Panipat', 'بانيبات']]],
  ['Himachal Pradesh', 'هيماشال براديش', [['Shimla', 'شيملا'], ['Manali', 'مانالي'], ['Dharamshala', 'دارامشالا']]],
  ['Jharkhand', 'جهارخاند', [['Ranchi', 'رانشي'], ['Jamshedpur', 'جامشيدبور'], ['Dhanbad', 'دانباد']]],
  ['Karnataka', 'كارناتاكا', [['Bengaluru', 'بنغالورو'], ['Mysuru', 'ميسورو'], ['Mangaluru', 'مانغالورو'], ['Hubballi', 'هوبالي']]],
  ['Kerala', 'كيرالا', [['Thiruvananthapuram', 'ثيروفانانثابورام'], ['Kochi', 'كوتشي'], ['Kozhikode', 'كوزيكود']]],
  ['Madhya Pradesh', 'ماديا براديش', [['Bhopal', 'بوبال'], ['Indore', 'إندور'], ['Gwalior', 'غواليور'], ['Jabalpur', 'جبلبور']]],
  ['Maharashtra', 'ماهاراشترا', [['Mumbai', 'مومباي'], ['Pune', 'بونه'], ['Nagpur', 'ناغبور'], ['Nashik', 'ناشيك'], ['Aurangabad', 'أورانغ آباد']]],
  ['Manipur', 'مانيبور', [['Imphal', 'إمفال']]],
  ['Meghalaya', 'ميغالايا', [['Shillong', 'شيلونغ']]],
  ['Mizoram', 'ميزورام', [['Aizawl', 'أيزاول']]],
  ['Nagaland', 'ناغالاند', [['Kohima', 'كوهيما'], ['Dimapur', 'ديمابور']]],
  ['Odisha', 'أوديشا', [['Bhubaneswar', 'بوبانشوار'], ['Cuttack', 'كتك'], ['Puri', 'بوري']]],
  ['Punjab', 'البنجاب', [['Ludhiana', 'لوديانا'], ['Amritsar', 'أمريتسار'], ['Jalandhar', 'جالاندهار']]],
  ['Rajasthan', 'راجستان', [['Jaipur', 'جايبور'], ['Jodhpur', 'جودبور'], ['Udaipur', 'أودايبور'], ['Kota', 'كوتا']]],
  ['Sikkim', 'سيكيم', [['Gangtok', 'غانغتوك']]],
  ['Tamil Nadu', 'تاميل نادو', [['Chennai', 'تشيناي'], ['Coimbatore', 'كويمباتور'], ['Madurai', 'مادوراي'], ['Tiruchirappalli', 'تيروتشيرابالي']]],
  ['Telangana', 'تيلانغانا', [['Hyderabad', 'حيدر آباد'], ['Warangal', 'وارانغال'], ['Nizamabad', 'نظام آباد']]],
  ['Tripura', 'تريبورا', [['Agartala', 'أغارتالا']]],
  ['Uttar Pradesh', 'أوتار براديش', [['Lucknow', 'لكناو'], ['Kanpur', 'كانبور'], ['Varanasi', 'فاراناسي'], ['Agra', 'آغرا'], ['Noida', 'نويدا']]],
  ['Uttarakhand', 'أوتاراكاند', [['Dehradun', 'دهرادون'], ['Haridwar', 'هاريدوار'], ['Rishikesh', 'ريشيكيش']]],
  ['West Bengal', 'البنغال الغربية', [['Kolkata', 'كولكاتا'], ['Howrah', 'هاوره'], ['Durgapur', 'دورغابور'], ['Siliguri', 'سيليغوري']]],
  // Union territories
  ['Andaman and Nicobar Islands', 'جزر أندامان ونيكوبار', [['Port Blair', 'بورت بلير']]],
  ['Chandigarh', 'شانديغار', [['Chandigarh', 'شانديغار']]],
  ['Dadra and Nagar Haveli and Daman and Diu', 'دادرا وناغار هافيلي ودامان وديو', [['Daman', 'دامان'], ['Silvassa', 'سيلفاسا']]],
  ['Delhi', 'دلهي', [['New Delhi', 'نيودلهي'], ['Delhi', 'دلهي'], ['Dwarka', 'دواركا']]],
  ['Jammu and Kashmir', 'جامو وكشمير', [['Srinagar', 'سريناغار'], ['Jammu', 'جامو']]],
  ['Ladakh', 'لداخ', [['Leh', 'ليه'], ['Kargil', 'كارجيل']]],
  ['Lakshadweep', 'لاكشادويب', [['Kavaratti', 'كافاراتي']]],
  ['Puducherry', 'بودوتشيري', [['Puducherry', 'بودوتشيري'], ['Karaikal', 'كاريكال']]],
];

const UAE: StateRow[] = [
  ['Dubai', 'دبي', [['Dubai', 'دبي']]],
  ['Abu Dhabi', 'أبوظبي', [['Abu Dhabi', 'أبوظبي'], ['Al Ain', 'العين']]],
  ['Sharjah', 'الشارقة', [['Sharjah', 'الشارقة']]],
];

export const INDIA_COUNTRY_ID = 1;
export const COUNTRIES: readonly SeedCountry[] = [
  { id: 1, name: 'India', nameAr: 'الهند' },
  { id: 2, name: 'United Arab Emirates', nameAr: 'الإمارات العربية المتحدة' },
];

const states: SeedState[] = [];
const cities: SeedCity[] = [];
for (const [countryId, rows] of [[1, INDIA], [2, UAE]] as const) {
  for (const [name, nameAr, cityRows] of rows) {
    const stateId = states.length + 1;
    states.push({ id: stateId, countryId, name, nameAr });
    for (const [cname, cnameAr] of cityRows) cities.push({ id: cities.length + 1, stateId, name: cname, nameAr: cnameAr });
  }
}
export const STATES: readonly SeedState[] = states;
export const CITIES: readonly SeedCity[] = cities;

export function stateByName(name: string, countryId = INDIA_COUNTRY_ID): SeedState {
  const s = STATES.find((x) => x.name === name && x.countryId === countryId);
  if (!s) throw new Error(`No seed state ${name}`);
  return s;
}
export function cityByName(name: string, stateId: number): SeedCity {
  const c = CITIES.find((x) => x.name === name && x.stateId === stateId);
  if (!c) throw new Error(`No seed city ${name}`);
  return c;
}
