// Review texts for the demo catalogue, by star rating, and the people who wrote them.
// products.ts picks from these with a seeded generator.

export const REVIEWERS: readonly { name: string; ar: boolean }[] = [
  { name: 'Aarav Sharma', ar: false }, { name: 'Priya Nair', ar: false }, { name: 'Rohan Mehta', ar: false },
  { name: 'Ananya Iyer', ar: false }, { name: 'Kabir Singh', ar: false }, { name: 'Meera Joshi', ar: false },
  { name: 'Vikram Rao', ar: false }, { name: 'Sneha Kulkarni', ar: false }, { name: 'Arjun Reddy', ar: false },
  { name: 'Ishita Banerjee', ar: false }, { name: 'Zoya Khan', ar: false }, { name: 'Farhan Qureshi', ar: false },
  { name: 'Neha Gupta', ar: false }, { name: 'Siddharth Menon', ar: false }, { name: 'Pooja Desai', ar: false },
  { name: 'Fatima Al Hashimi', ar: true }, { name: 'Omar Khalid', ar: true }, { name: 'Layla Haddad', ar: true },
];

type Text = [title: string, body: string];

export const REVIEW_TEXTS: Readonly<Record<1 | 2 | 3 | 4 | 5, { en: Text[]; ar: Text[] }>> = {
  5: {
    en: [
      ['Absolutely loved it', 'The print quality is excellent and the colours are exactly like my photo. My mother had tears in her eyes when she opened it.'],
      ['Perfect birthday gift', 'Ordered on Monday, delivered on Thursday, beautifully packed. The personalisation was spelled perfectly.'],
      ['Better than the pictures', 'Feels premium in hand. The team sent me a preview on WhatsApp before making it, which I really appreciated.'],
      ['Will order again', 'Second time ordering from Tohfa and once again very happy. Great value for the price.'],
      ['Made our anniversary special', 'My husband loved it. The finish is neat and the packaging was lovely.'],
    ],
    ar: [
      ['رائع جداً', 'جودة الطباعة ممتازة والألوان مطابقة تماماً لصورتي. فرحت به والدتي كثيراً.'],
      ['هدية مثالية', 'وصل الطلب بسرعة وبتغليف أنيق، والاسم مكتوب بشكل صحيح تماماً.'],
    ],
  },
  4: {
    en: [
      ['Very nice, small delay', 'Lovely product and good quality. Delivery took a day longer than promised, but it was worth the wait.'],
      ['Good quality', 'Looks great on the shelf. The colour is a shade lighter than on screen, still very pretty.'],
      ['Nice gift for colleagues', 'Ordered several for the office. Everyone liked them. Would be nice to have more design options.'],
      ['Happy with the purchase', 'Well made and nicely packed. Customer support answered quickly on WhatsApp.'],
    ],
    ar: [
      ['جيد جداً', 'منتج جميل وجودة جيدة، تأخر التوصيل يوماً واحداً لكنه يستحق الانتظار.'],
    ],
  },
  3: {
    en: [
      ['Okay for the price', 'Decent product. The print is fine but the packaging could be better.'],
      ['Average', 'It is nice but smaller than I expected. Check the dimensions before ordering.'],
    ],
    ar: [
      ['مقبول', 'المنتج جيد بشكل عام لكن التغليف يحتاج إلى تحسين.'],
    ],
  },
  2: {
    en: [
      ['Not as expected', 'The photo came out a little blurry. Support offered a reprint, so I will update my review.'],
    ],
    ar: [
      ['ليس كما توقعت', 'الصورة لم تكن واضحة تماماً، وعرض فريق الدعم إعادة الطباعة.'],
    ],
  },
  1: {
    en: [
      ['Arrived damaged', 'The box was crushed in transit and the item was chipped. Waiting for the replacement.'],
    ],
    ar: [
      ['وصل تالفاً', 'وصلت العلبة مهشمة والمنتج مكسور، بانتظار الاستبدال.'],
    ],
  },
};
