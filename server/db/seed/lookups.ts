// Reference tables of the demo catalogue: colours, sizes, tags, manufacturers, variant
// attributes and their options, discounts. Ids are explicit so product tables, media
// URLs and tests can name them; the seed resets each serial sequence after inserting.

export interface SeedColor { id: number; name: string; nameAr: string; hex: string }
export const COLORS: readonly SeedColor[] = [
  { id: 1, name: 'White', nameAr: 'أبيض', hex: '#F7F5F0' },
  { id: 2, name: 'Black', nameAr: 'أسود', hex: '#1F1F24' },
  { id: 3, name: 'Red', nameAr: 'أحمر', hex: '#C62828' },
  { id: 4, name: 'Navy Blue', nameAr: 'أزرق كحلي', hex: '#1F3A68' },
  { id: 5, name: 'Sky Blue', nameAr: 'أزرق سماوي', hex: '#5DADE2' },
  { id: 6, name: 'Pink', nameAr: 'وردي', hex: '#E8839B' },
  { id: 7, name: 'Yellow', nameAr: 'أصفر', hex: '#F4C430' },
  { id: 8, name: 'Green', nameAr: 'أخضر', hex: '#2E8B57' },
  { id: 9, name: 'Maroon', nameAr: 'عنابي', hex: '#7B1E3A' },
  { id: 10, name: 'Grey', nameAr: 'رمادي', hex: '#8E9196' },
  { id: 11, name: 'Gold', nameAr: 'ذهبي', hex: '#C9A227' },
  { id: 12, name: 'Silver', nameAr: 'فضي', hex: '#B8BEC6' },
  { id: 13, name: 'Rose Gold', nameAr: 'ذهبي وردي', hex: '#B76E79' },
  { id: 14, name: 'Brown', nameAr: 'بني', hex: '#7A4E2D' },
  { id: 15, name: 'Purple', nameAr: 'بنفسجي', hex: '#6A3D9A' },
  { id: 16, name: 'Orange', nameAr: 'برتقالي', hex: '#E8772E' },
];

export interface SeedSize {
  id: number; name: string; nameAr: string; shortName: string; inches: string | null; centimeters: string | null; sortOrder: number;
}
export const SIZES: readonly SeedSize[] = [
  { id: 1, name: 'Small', nameAr: 'صغير', shortName: 'S', inches: '36', centimeters: '91', sortOrder: 1 },
  { id: 2, name: 'Medium', nameAr: 'متوسط', shortName: 'M', inches: '38', centimeters: '97', sortOrder: 2 },
  { id: 3, name: 'Large', nameAr: 'كبير', shortName: 'L', inches: '40', centimeters: '102', sortOrder: 3 },
  { id: 4, name: 'Extra Large', nameAr: 'كبير جداً', shortName: 'XL', inches: '42', centimeters: '107', sortOrder: 4 },
  { id: 5, name: 'Double Extra Large', nameAr: 'كبير جداً مضاعف', shortName: 'XXL', inches: '44', centimeters: '112', sortOrder: 5 },
  { id: 6, name: '2-3 Years', nameAr: 'من 2 إلى 3 سنوات', shortName: '2-3Y', inches: '20', centimeters: '51', sortOrder: 6 },
  { id: 7, name: '4-5 Years', nameAr: 'من 4 إلى 5 سنوات', shortName: '4-5Y', inches: '22', centimeters: '56', sortOrder: 7 },
  { id: 8, name: '6-7 Years', nameAr: 'من 6 إلى 7 سنوات', shortName: '6-7Y', inches: '24', centimeters: '61', sortOrder: 8 },
  { id: 9, name: '4 x 6 in', nameAr: '4 × 6 إنش', shortName: '4x6', inches: '4 x 6', centimeters: '10 x 15', sortOrder: 9 },
  { id: 10, name: '5 x 7 in', nameAr: '5 × 7 إنش', shortName: '5x7', inches: '5 x 7', centimeters: '13 x 18', sortOrder: 10 },
  { id: 11, name: '8 x 10 in', nameAr: '8 × 10 إنش', shortName: '8x10', inches: '8 x 10', centimeters: '20 x 25', sortOrder: 11 },
  { id: 12, name: 'A4', nameAr: 'مقاس A4', shortName: 'A4', inches: '8.3 x 11.7', centimeters: '21 x 29.7', sortOrder: 12 },
  { id: 13, name: '12 x 12 in', nameAr: '12 × 12 إنش', shortName: '12x12', inches: '12 x 12', centimeters: '30 x 30', sortOrder: 13 },
  { id: 14, name: '16 x 16 in', nameAr: '16 × 16 إنش', shortName: '16x16', inches: '16 x 16', centimeters: '40 x 40', sortOrder: 14 },
  { id: 15, name: 'Ring Size 10', nameAr: 'مقاس الخاتم 10', shortName: '10', inches: '0.63', centimeters: '1.61', sortOrder: 15 },
  { id: 16, name: 'Ring Size 12', nameAr: 'مقاس الخاتم 12', shortName: '12', inches: '0.65', centimeters: '1.65', sortOrder: 16 },
  { id: 17, name: 'Ring Size 14', nameAr: 'مقاس الخاتم 14', shortName: '14', inches: '0.68', centimeters: '1.72', sortOrder: 17 },
  { id: 18, name: 'Ring Size 16', nameAr: 'مقاس الخاتم 16', shortName: '16', inches: '0.70', centimeters: '1.78', sortOrder: 18 },
];

export interface SeedTag { id: number; name: string; nameAr: string }
export const TAGS: readonly SeedTag[] = [
  { id: 1, name: 'Birthday', nameAr: 'عيد ميلاد' },
  { id: 2, name: 'Anniversary', nameAr: 'ذكرى سنوية' },
  { id: 3, name: 'Wedding', nameAr: 'زفاف' },
  { id: 4, name: 'Diwali', nameAr: 'ديوالي' },
  { id: 5, name: 'Raksha Bandhan', nameAr: 'راكشا باندان' },
  { id: 6, name: "Valentine's Day", nameAr: 'عيد الحب' },
  { id: 7, name: "Mother's Day", nameAr: 'عيد الأم' },
  { id: 8, name: "Father's Day", nameAr: 'عيد الأب' },
  { id: 9, name: 'For Him', nameAr: 'هدايا له' },
  { id: 10, name: 'For Her', nameAr: 'هدايا لها' },
  { id: 11, name: 'For Kids', nameAr: 'للأطفال' },
  { id: 12, name: 'Housewarming', nameAr: 'هدية منزل جديد' },
  { id: 13, name: 'Corporate', nameAr: 'هدايا الشركات' },
  { id: 14, name: 'Handmade', nameAr: 'صناعة يدوية' },
  { id: 15, name: 'Eco-friendly', nameAr: 'صديق للبيئة' },
  { id: 16, name: 'Best Seller', nameAr: 'الأكثر مبيعاً' },
  { id: 17, name: 'Eid', nameAr: 'العيد' },
  { id: 18, name: 'Last-minute Gift', nameAr: 'هدية اللحظة الأخيرة' },
];
export const TAG = { BestSeller: 16, LastMinute: 18 } as const;

export interface SeedManufacturer { id: number; name: string; nameAr: string }
export const MANUFACTURERS: readonly SeedManufacturer[] = [
  { id: 1, name: 'Tohfa Studio', nameAr: 'استوديو تحفة' },
  { id: 2, name: 'Jaipur Crafts Co.', nameAr: 'شركة جايبور للحرف' },
  { id: 3, name: 'PrintKaro', nameAr: 'برنت كارو' },
  { id: 4, name: 'Silverline Jewels', nameAr: 'سيلفرلاين للمجوهرات' },
  { id: 5, name: 'Craftwood India', nameAr: 'كرافتوود الهند' },
  { id: 6, name: 'Cotton Bloom', nameAr: 'كوتون بلوم' },
  { id: 7, name: 'Desk & Co.', nameAr: 'ديسك آند كو' },
  { id: 8, name: 'GlowHome', nameAr: 'جلو هوم' },
  { id: 9, name: 'Pixel Gifts', nameAr: 'بيكسل جيفتس' },
  { id: 10, name: 'Kashmir Looms', nameAr: 'أنوال كشمير' },
  { id: 11, name: 'Mumbai Leatherworks', nameAr: 'دار مومباي للجلود' },
];

/** Attribute kinds: 1 and 2 are special (docs/rules.md R3); 3 to 6 are the variants. */
export const ATTRIBUTES = [
  { id: 1, name: 'Color', nameAr: 'اللون' },
  { id: 2, name: 'Size', nameAr: 'المقاس' },
  { id: 3, name: 'Gift Wrap', nameAr: 'تغليف الهدايا' },
  { id: 4, name: 'Engraving Font', nameAr: 'خط النقش' },
  { id: 5, name: 'Frame Material', nameAr: 'مادة الإطار' },
  { id: 6, name: 'Personalised Message', nameAr: 'رسالة شخصية' },
] as const;
export type VariantAttributeId = 3 | 4 | 5 | 6;

export interface SeedVariantOption {
  valueId: number; name: string; nameAr: string;
  /** 1 fixed rupees, 2 percentage of the base price. */
  priceType: 1 | 2;
  additionalPrice: number;
}
export const VARIANT_OPTIONS: Readonly<Record<VariantAttributeId, readonly SeedVariantOption[]>> = {
  3: [
    { valueId: 1, name: 'No gift wrap', nameAr: 'بدون تغليف', priceType: 1, additionalPrice: 0 },
    { valueId: 2, name: 'Classic kraft wrap', nameAr: 'تغليف كرافت كلاسيكي', priceType: 1, additionalPrice: 49 },
    { valueId: 3, name: 'Premium gift box with ribbon', nameAr: 'علبة هدايا فاخرة مع شريط', priceType: 1, additionalPrice: 99 },
  ],
  4: [
    { valueId: 1, name: 'Classic Serif', nameAr: 'خط كلاسيكي مزخرف', priceType: 1, additionalPrice: 0 },
    { valueId: 2, name: 'Elegant Script', nameAr: 'خط يدوي أنيق', priceType: 1, additionalPrice: 30 },
    { valueId: 3, name: 'Modern Sans', nameAr: 'خط عصري بسيط', priceType: 1, additionalPrice: 0 },
    { valueId: 4, name: 'Hindi Devanagari', nameAr: 'خط ديفاناغاري الهندي', priceType: 1, additionalPrice: 50 },
  ],
  5: [
    { valueId: 1, name: 'Pine wood', nameAr: 'خشب الصنوبر', priceType: 1, additionalPrice: 0 },
    { valueId: 2, name: 'Sheesham wood', nameAr: 'خشب الشيشم', priceType: 2, additionalPrice: 15 },
    { valueId: 3, name: 'Brushed metal', nameAr: 'معدن مصقول', priceType: 1, additionalPrice: 199 },
  ],
  6: [
    { valueId: 1, name: 'Printed message card', nameAr: 'بطاقة رسالة مطبوعة', priceType: 1, additionalPrice: 29 },
    { valueId: 2, name: 'Handwritten note', nameAr: 'ملاحظة بخط اليد', priceType: 1, additionalPrice: 59 },
    { valueId: 3, name: 'Video message QR code', nameAr: 'رمز QR لرسالة فيديو', priceType: 2, additionalPrice: 10 },
  ],
};

export interface SeedDiscount { id: number; name: string; percentage: number }
export const DISCOUNTS: readonly SeedDiscount[] = [
  { id: 1, name: 'Festive 10% off', percentage: 10 },
  { id: 2, name: 'Season sale 15% off', percentage: 15 },
  { id: 3, name: 'Clearance 20% off', percentage: 20 },
  { id: 4, name: 'Flash deal 25% off', percentage: 25 },
  { id: 5, name: 'Diwali special 30% off', percentage: 30 },
];
