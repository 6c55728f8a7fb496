// The demo products as compact tables, one per child category: the category's common
// traits (palette, sizes, variant attributes, tags, makers, texts) and its rows
// [English name, Arabic name, price in rupees]. products.ts expands them.
import type { VariantAttributeId } from './lookups.ts';

export interface CategoryTraits {
  categoryId: number;
  /** Colour ids the products pick from (empty: no colour choice). */
  palette: number[];
  /** Size ids offered (empty: no sizes). */
  sizes: number[];
  /** Variant attributes and whether choosing one is required. */
  variants: [VariantAttributeId, boolean][];
  tags: number[];
  manufacturers: number[];
  shippingDays: number;
  short: [string, string];
  about: [string, string];
  bullets: [string, string][];
  rows: [name: string, nameAr: string, price: number][];
}

export const PRODUCT_TABLES: readonly CategoryTraits[] = [
  {
    categoryId: 10, palette: [1, 2, 3, 6, 4, 7], sizes: [], variants: [[3, false], [6, false]], tags: [1, 7, 8, 18], manufacturers: [3, 1], shippingDays: 3,
    short: ['Glossy ceramic mug printed with your photo and message, dishwasher and microwave safe.', 'مج خزفي لامع مطبوع بصورتك ورسالتك، آمن في غسالة الصحون والميكروويف.'],
    about: ['is printed in our Mumbai studio with fade-resistant sublimation inks, so your photo stays bright wash after wash.', 'يُطبع في استوديو مومباي بأحبار تسامي مقاومة للبهتان، فتبقى صورتك زاهية بعد كل غسلة.'],
    bullets: [['330 ml premium ceramic', 'خزف فاخر بسعة 330 مل'], ['Send any photo on WhatsApp after ordering', 'أرسل أي صورة عبر واتساب بعد الطلب'], ['Packed in a protective gift box', 'معبأ في علبة هدايا واقية']],
    rows: [
      ['Classic White Photo Mug', 'مج صور أبيض كلاسيكي', 299],
      ['Best Dad Ever Photo Mug', 'مج صور أفضل أب في العالم', 349],
      ['Family Collage Mug', 'مج كولاج العائلة', 399],
      ['Inner Colour Photo Mug', 'مج صور بلون داخلي', 379],
      ['Mini Espresso Photo Mug', 'مج إسبريسو صغير بالصور', 89],
      ['Set of Two Photo Mugs', 'طقم مجين بالصور', 649],
      ['Ceramic Latte Mug with Name', 'مج لاتيه خزفي بالاسم', 429],
    ],
  },
  {
    categoryId: 11, palette: [2, 3, 4, 15], sizes: [], variants: [[3, false], [6, false]], tags: [1, 2, 6, 18], manufacturers: [3, 9], shippingDays: 4,
    short: ['A black mug that reveals your photo when filled with a hot drink.', 'مج أسود تظهر عليه صورتك عند سكب مشروب ساخن فيه.'],
    about: ['uses a heat-sensitive coating: pour in tea or coffee and the hidden photo slowly appears, a small surprise every morning.', 'مطلي بطبقة حساسة للحرارة: اسكب الشاي أو القهوة فتظهر الصورة المخفية ببطء، مفاجأة صغيرة كل صباح.'],
    bullets: [['Reveals at about 45°C', 'تظهر الصورة عند حوالي 45 درجة مئوية'], ['Hand wash to keep the magic coating', 'يُغسل باليد للحفاظ على الطبقة السحرية'], ['Gift box included', 'تشمل علبة هدايا']],
    rows: [
      ['Magic Colour-Changing Mug', 'مج سحري يتغير لونه', 449],
      ['Birthday Reveal Magic Mug', 'مج سحري لمفاجأة عيد الميلاد', 479],
      ['Heart Handle Magic Mug', 'مج سحري بمقبض على شكل قلب', 529],
      ['Starry Night Magic Mug', 'مج سحري ليلة النجوم', 499],
      ['Magic Mug with Coaster', 'مج سحري مع قاعدة أكواب', 599],
    ],
  },
  {
    categoryId: 12, palette: [1, 3, 2, 6], sizes: [], variants: [[3, false], [6, true]], tags: [2, 3, 6], manufacturers: [3, 1], shippingDays: 4,
    short: ['A matching pair of mugs for two, printed with your names and a date that matters.', 'زوج من المجات المتطابقة لشخصين، مطبوع بأسمائكما وتاريخ مميز.'],
    about: ['comes as a pair, each mug printed with its own name, so mornings start together even on busy days.', 'يأتي كزوج، كل مج مطبوع باسم صاحبه، لتبدأ صباحاتكما معاً حتى في الأيام المزدحمة.'],
    bullets: [['Two 330 ml ceramic mugs', 'مجان خزفيان بسعة 330 مل'], ['Names and date printed on both', 'الأسماء والتاريخ مطبوعة على الاثنين'], ['Ideal for anniversaries and weddings', 'مثالي للذكرى السنوية وحفلات الزفاف']],
    rows: [
      ['King and Queen Couple Mugs', 'مجا الملك والملكة للأزواج', 699],
      ['Mr and Mrs Mug Set', 'طقم مجات السيد والسيدة', 649],
      ['Puzzle Heart Couple Mugs', 'مجا الأزواج بقلب الأحجية', 749],
      ['Anniversary Date Mug Pair', 'زوج مجات تاريخ الذكرى السنوية', 599],
      ['Love Coordinates Mugs', 'مجات إحداثيات الحب', 679],
    ],
  },
  {
    categoryId: 13, palette: [2, 12, 4, 8, 6], sizes: [], variants: [[4, false], [3, false]], tags: [9, 10, 13, 15], manufacturers: [7, 1], shippingDays: 5,
    short: ['Double-walled steel drinkware engraved with a name, keeps drinks hot or cold for hours.', 'أكواب فولاذية مزدوجة الجدار محفورة بالاسم، تحافظ على حرارة المشروب أو برودته لساعات.'],
    about: ['is laser engraved, so the name never peels, and its vacuum-insulated walls keep chai hot for 12 hours.', 'محفور بالليزر فلا يتقشر الاسم أبداً، وجدرانه المعزولة بالتفريغ تحافظ على حرارة الشاي 12 ساعة.'],
    bullets: [['Food-grade stainless steel', 'فولاذ مقاوم للصدأ آمن للطعام'], ['Leak-proof lid', 'غطاء مانع للتسرب'], ['Laser engraved name', 'اسم محفور بالليزر']],
    rows: [
      ['Steel Travel Tumbler with Name', 'كوب سفر فولاذي بالاسم', 799],
      ['Insulated Name Bottle', 'قارورة معزولة بالاسم', 699],
      ['Kids Sipper Bottle', 'قارورة شفاطة للأطفال', 349],
      ['Engraved Coffee Tumbler', 'كوب قهوة محفور', 899],
      ['Bamboo Lid Glass Bottle', 'قارورة زجاجية بغطاء خيزران', 549],
    ],
  },
  {
    categoryId: 14, palette: [14, 2, 1], sizes: [9, 10, 11], variants: [[5, true], [3, false]], tags: [2, 12, 14, 7], manufacturers: [5, 2], shippingDays: 5,
    short: ['Solid wood photo frame, hand finished and engraved with your words.', 'إطار صور من الخشب الصلب، مشطب يدوياً ومحفور بكلماتك.'],
    about: ['is cut and sanded by craftspeople in Jaipur, then engraved with the names or message you choose.', 'يُقطع ويُصقل على أيدي حرفيين في جايبور، ثم يُحفر بالأسماء أو الرسالة التي تختارها.'],
    bullets: [['Glass front and easel back', 'واجهة زجاجية وحامل خلفي'], ['Wall or table mounting', 'يُعلق على الحائط أو يوضع على الطاولة'], ['Choose pine, sheesham or metal', 'اختر خشب الصنوبر أو الشيشم أو المعدن']],
    rows: [
      ['Rustic Wooden Photo Frame', 'إطار صور خشبي ريفي', 499],
      ['Engraved Family Tree Frame', 'إطار شجرة العائلة المحفور', 1299],
      ["Baby's First Year Frame", 'إطار السنة الأولى للطفل', 899],
      ['Wedding Vows Wooden Frame', 'إطار خشبي لعهود الزفاف', 1099],
      ['Pocket Size Photo Frame', 'إطار صور بحجم الجيب', 149],
    ],
  },
  {
    categoryId: 15, palette: [1, 2, 14], sizes: [11, 12], variants: [[5, true], [3, false]], tags: [1, 2, 3, 12], manufacturers: [5, 3], shippingDays: 6,
    short: ['One frame, many memories: a collage of your favourite photos.', 'إطار واحد وذكريات كثيرة: كولاج من صورك المفضلة.'],
    about: ['arranges your photos in a balanced layout designed by our studio; we send a preview on WhatsApp before printing.', 'يرتب صورك في تصميم متوازن يعده الاستوديو، ونرسل لك معاينة عبر واتساب قبل الطباعة.'],
    bullets: [['Layout preview before printing', 'معاينة التصميم قبل الطباعة'], ['Matte photo paper', 'ورق صور مطفي'], ['Ready to hang', 'جاهز للتعليق']],
    rows: [
      ['Six Photo Collage Frame', 'إطار كولاج لست صور', 999],
      ['Heart Shaped Collage Frame', 'إطار كولاج على شكل قلب', 1199],
      ['Friends Forever Collage', 'كولاج أصدقاء للأبد', 849],
      ['Travel Memories Collage Frame', 'إطار كولاج ذكريات السفر', 1049],
      ['Twelve Month Calendar Collage', 'كولاج تقويم الاثني عشر شهراً', 1399],
    ],
  },
  {
    categoryId: 16, palette: [1, 2, 6], sizes: [10, 11], variants: [[3, false]], tags: [2, 6, 1], manufacturers: [8, 3], shippingDays: 6,
    short: ['A glowing photo frame with warm LED light, powered by USB.', 'إطار صور مضيء بإضاءة LED دافئة يعمل عبر USB.'],
    about: ['lights your photo from the edges with a soft warm glow, a night light and a keepsake in one.', 'يضيء صورتك من الأطراف بتوهج دافئ ناعم، فهو مصباح ليلي وتذكار في آن واحد.'],
    bullets: [['Warm white LEDs', 'مصابيح LED بيضاء دافئة'], ['USB cable included', 'يشمل كابل USB'], ['Touch switch', 'مفتاح باللمس']],
    rows: [
      ['LED Heart Photo Frame', 'إطار صور مضيء على شكل قلب', 1299],
      ['Moon Lamp Photo Frame', 'إطار صور بمصباح القمر', 1499],
      ['Acrylic LED Name Frame', 'إطار اسم أكريليك مضيء', 1199],
      ['Fairy Light Clip Frame', 'إطار مشابك بأضواء خيالية', 699],
      ['Rotating LED Photo Cube', 'مكعب صور مضيء دوّار', 1799],
    ],
  },
  {
    categoryId: 17, palette: [1, 7, 5, 6], sizes: [13, 14], variants: [[6, true], [3, false]], tags: [1, 7, 12, 11], manufacturers: [10, 3], shippingDays: 4,
    short: ['Soft satin cushion printed on both sides with your photo, filler included.', 'وسادة ساتان ناعمة مطبوعة على الوجهين بصورتك، مع الحشوة.'],
    about: ['is printed edge to edge on soft satin and filled with fibre that keeps its shape for years.', 'مطبوعة من الحافة إلى الحافة على ساتان ناعم ومحشوة بألياف تحافظ على شكلها لسنوات.'],
    bullets: [['Removable zip cover', 'غطاء قابل للإزالة بسحاب'], ['Filler included', 'الحشوة مشمولة'], ['Machine washable cover', 'الغطاء قابل للغسل في الغسالة']],
    rows: [
      ['Square Photo Cushion', 'وسادة صور مربعة', 549],
      ['Family Portrait Cushion', 'وسادة صورة العائلة', 599],
      ['Pet Photo Cushion', 'وسادة صورة الحيوان الأليف', 579],
      ['Quote and Photo Cushion', 'وسادة بالصورة والاقتباس', 529],
      ['Satin Photo Cushion Cover', 'غطاء وسادة ساتان بالصور', 399],
    ],
  },
  {
    categoryId: 18, palette: [3, 6, 1, 9], sizes: [], variants: [[6, false], [3, false]], tags: [6, 2, 10], manufacturers: [10, 1], shippingDays: 4,
    short: ['A heart shaped cushion that says it all, printed with your message.', 'وسادة على شكل قلب تعبّر عن كل شيء، مطبوعة برسالتك.'],
    about: ['is stitched in a plump heart shape from velvety fabric, the softest way to say I love you.', 'مخيطة على شكل قلب ممتلئ من قماش مخملي، أنعم طريقة لتقول أحبك.'],
    bullets: [['Velvet touch fabric', 'قماش بملمس مخملي'], ['About 14 inches wide', 'عرض حوالي 14 إنش'], ['Message printed in the centre', 'الرسالة مطبوعة في المنتصف']],
    rows: [
      ['Red Heart Love Cushion', 'وسادة قلب الحب الحمراء', 499],
      ['I Love You Heart Cushion', 'وسادة قلب أحبك', 459],
      ['Fur Heart Photo Cushion', 'وسادة قلب بالفرو والصورة', 649],
      ['Mini Heart Cushion Pair', 'زوج وسائد قلب صغيرة', 699],
      ['Valentine Heart Cushion Set', 'طقم وسائد قلب لعيد الحب', 899],
    ],
  },
  {
    categoryId: 19, palette: [12, 11, 13, 3], sizes: [13, 14], variants: [[3, false]], tags: [11, 1, 10], manufacturers: [10, 9], shippingDays: 5,
    short: ['Brush the sequins one way for sparkle, the other way to reveal your photo.', 'مرّر يدك على الترتر في اتجاه للبريق وفي الاتجاه الآخر لتظهر صورتك.'],
    about: ['hides your photo under reversible sequins: a swipe of the hand reveals it, another hides it again.', 'يخفي صورتك تحت ترتر قابل للقلب: مسحة يد تظهرها وأخرى تخفيها من جديد.'],
    bullets: [['Reversible sequins', 'ترتر قابل للقلب'], ['Photo printed beneath', 'الصورة مطبوعة تحته'], ['Filler included', 'الحشوة مشمولة']],
    rows: [
      ['Magic Sequin Photo Cushion', 'وسادة ترتر سحرية بالصورة', 749],
      ['Reversible Sequin Name Cushion', 'وسادة ترتر قابلة للقلب بالاسم', 699],
      ['Sequin Heart Cushion', 'وسادة قلب بالترتر', 629],
      ['Kids Sequin Unicorn Cushion', 'وسادة يونيكورن بالترتر للأطفال', 599],
    ],
  },
  {
    categoryId: 20, palette: [1, 2, 4, 9, 10, 7], sizes: [1, 2, 3, 4, 5], variants: [[3, false]], tags: [1, 9, 10, 16], manufacturers: [6, 3], shippingDays: 5,
    short: ['Soft combed cotton tee printed with your name, photo or line.', 'تي شيرت من القطن الممشط الناعم مطبوع باسمك أو صورتك أو عبارتك.'],
    about: ['is cut from 180 GSM combed cotton and printed with water-based inks that stay soft to the touch.', 'مصنوع من قطن ممشط بوزن 180 غرام ومطبوع بأحبار مائية تبقى ناعمة الملمس.'],
    bullets: [['100% combed cotton', 'قطن ممشط 100%'], ['Regular unisex fit', 'مقاس عادي للجنسين'], ['See the size guide for chest sizes', 'راجع دليل المقاسات لمقاسات الصدر']],
    rows: [
      ['Custom Name Cotton T-Shirt', 'تي شيرت قطني بالاسم', 499],
      ['Couple Matching T-Shirts', 'تي شيرتات متطابقة للأزواج', 899],
      ['Photo Print T-Shirt', 'تي شيرت بطباعة الصورة', 549],
      ['Birthday Squad T-Shirt', 'تي شيرت فريق عيد الميلاد', 449],
      ['Organic Cotton Tee', 'تي شيرت من القطن العضوي', 699],
    ],
  },
  {
    categoryId: 21, palette: [2, 10, 4, 9], sizes: [1, 2, 3, 4, 5], variants: [[3, false]], tags: [9, 10, 1], manufacturers: [6], shippingDays: 6,
    short: ['Warm fleece hoodie with embroidered or printed personalisation.', 'هودي دافئ من الصوف مع تخصيص مطرز أو مطبوع.'],
    about: ['is brushed on the inside for warmth and finished with your name embroidered on the chest.', 'مبطن من الداخل للدفء ومزين باسمك مطرزاً على الصدر.'],
    bullets: [['320 GSM cotton fleece', 'صوف قطني بوزن 320 غرام'], ['Kangaroo pocket', 'جيب كنغر'], ['Embroidery up to 12 letters', 'تطريز حتى 12 حرفاً']],
    rows: [
      ['Personalised Name Hoodie', 'هودي مخصص بالاسم', 1199],
      ['College Style Hoodie', 'هودي بأسلوب الجامعة', 1299],
      ['Zip-Up Embroidered Hoodie', 'هودي بسحاب مطرز', 1499],
      ['Couple Hoodie Set', 'طقم هودي للأزواج', 2199],
    ],
  },
  {
    categoryId: 22, palette: [2, 1, 4, 3, 8], sizes: [], variants: [[3, false]], tags: [9, 11, 18], manufacturers: [6, 3], shippingDays: 4,
    short: ['Adjustable cotton cap with your initials embroidered on the front.', 'قبعة قطنية قابلة للتعديل مع أحرفك الأولى مطرزة في الأمام.'],
    about: ['has a curved peak, breathable eyelets and an adjustable strap, with your initials stitched in thread that will not fade.', 'لها حافة منحنية وفتحات تهوية وحزام قابل للتعديل، وأحرفك الأولى مطرزة بخيط لا يبهت.'],
    bullets: [['One size, adjustable strap', 'مقاس واحد بحزام قابل للتعديل'], ['Breathable cotton twill', 'قطن تويل يسمح بمرور الهواء'], ['Up to 3 initials', 'حتى 3 أحرف']],
    rows: [
      ['Embroidered Initial Cap', 'قبعة مطرزة بالحرف الأول', 399],
      ['Photo Print Baseball Cap', 'قبعة بيسبول بطباعة الصورة', 349],
      ['Denim Snapback Cap', 'قبعة سناباك جينز', 449],
      ['Kids Sun Cap with Name', 'قبعة شمس للأطفال بالاسم', 299],
      ['Couple Caps Set', 'طقم قبعات للأزواج', 749],
    ],
  },
  {
    categoryId: 23, palette: [1, 5, 6, 7], sizes: [6, 7, 8], variants: [[3, false]], tags: [11, 1], manufacturers: [6], shippingDays: 5,
    short: ['Gentle cotton clothes for little ones, personalised with their name.', 'ملابس قطنية لطيفة للصغار، مخصصة باسمهم.'],
    about: ['is made from skin-friendly cotton with soft seams, printed with child-safe inks.', 'مصنوع من قطن لطيف على البشرة بدرزات ناعمة، ومطبوع بأحبار آمنة للأطفال.'],
    bullets: [['Skin-friendly cotton', 'قطن لطيف على البشرة'], ['Child-safe inks', 'أحبار آمنة للأطفال'], ['Sizes from 2 to 7 years', 'مقاسات من 2 إلى 7 سنوات']],
    rows: [
      ['Baby Name Romper', 'رومبر للرضع بالاسم', 549],
      ['Little Star Kids T-Shirt', 'تي شيرت النجمة الصغيرة للأطفال', 399],
      ['First Birthday Outfit', 'طقم عيد الميلاد الأول', 799],
      ['Big Brother T-Shirt', 'تي شيرت الأخ الأكبر', 379],
      ['Kids Superhero Cape Set', 'طقم عباءة بطل خارق للأطفال', 649],
    ],
  },
  {
    categoryId: 24, palette: [12, 11, 13], sizes: [], variants: [[4, true], [3, false]], tags: [10, 7, 2, 17], manufacturers: [4], shippingDays: 6,
    short: ['A delicate pendant cut with a name, on an 18 inch chain.', 'قلادة رقيقة مقصوصة بالاسم على سلسلة بطول 18 إنش.'],
    about: ['is cut from 92.5 sterling silver or plated brass and hand polished, a piece to wear every day.', 'مقصوصة من الفضة الإسترلينية عيار 92.5 أو النحاس المطلي ومصقولة يدوياً، قطعة للارتداء كل يوم.'],
    bullets: [['Hypoallergenic finish', 'طلاء مضاد للحساسية'], ['18 inch adjustable chain', 'سلسلة قابلة للتعديل بطول 18 إنش'], ['Velvet jewellery pouch', 'حقيبة مجوهرات مخملية']],
    rows: [
      ['Sterling Silver Name Necklace', 'قلادة فضة إسترلينية بالاسم', 1899],
      ['Gold Plated Initial Pendant', 'قلادة مطلية بالذهب بالحرف الأول', 1299],
      ['Arabic Calligraphy Name Necklace', 'قلادة اسم بالخط العربي', 2199],
      ['Heart Locket with Photo', 'قلادة قلب بصورة', 1599],
      ['Birthstone Family Necklace', 'قلادة العائلة بأحجار الميلاد', 2499],
    ],
  },
  {
    categoryId: 25, palette: [12, 11, 13, 14], sizes: [], variants: [[4, true], [3, false]], tags: [5, 10, 9, 2], manufacturers: [4, 11], shippingDays: 6,
    short: ['A bracelet engraved with names, dates or coordinates.', 'سوار محفور بالأسماء أو التواريخ أو الإحداثيات.'],
    about: ['is engraved by hand on the inside or outside, with a secure clasp that fits most wrists.', 'محفور يدوياً من الداخل أو الخارج، بقفل آمن يناسب معظم المعاصم.'],
    bullets: [['Adjustable fit', 'مقاس قابل للتعديل'], ['Engraving on both sides', 'نقش على الجانبين'], ['Gift pouch included', 'تشمل حقيبة هدايا']],
    rows: [
      ['Engraved Bar Bracelet', 'سوار بشريط محفور', 999],
      ['Couple Magnetic Bracelets', 'أساور مغناطيسية للأزواج', 1199],
      ['Leather Name Bracelet', 'سوار جلدي بالاسم', 699],
      ['Silver Rakhi Bracelet', 'سوار راخي فضي', 899],
      ['Charm Bracelet for Her', 'سوار بالتعليقات لها', 1499],
    ],
  },
  {
    categoryId: 26, palette: [12, 11, 13], sizes: [15, 16, 17, 18], variants: [[4, true], [3, false]], tags: [2, 3, 6, 10], manufacturers: [4], shippingDays: 7,
    short: ['A ring engraved inside with a name or a date, in your size.', 'خاتم محفور من الداخل باسم أو تاريخ، بمقاسك.'],
    about: ['is cast in sterling silver and engraved inside the band, a private message only the wearer knows.', 'مصبوب من الفضة الإسترلينية ومحفور داخل الحلقة، رسالة خاصة لا يعرفها إلا من يرتديه.'],
    bullets: [['925 sterling silver', 'فضة إسترلينية عيار 925'], ['Indian ring sizes 10 to 16', 'مقاسات الخواتم الهندية من 10 إلى 16'], ['Free resizing within 15 days', 'تعديل المقاس مجاناً خلال 15 يوماً']],
    rows: [
      ['Engraved Silver Band', 'خاتم فضي محفور', 1499],
      ['Couple Promise Rings', 'خاتما الوعد للأزواج', 2499],
      ['Initial Signet Ring', 'خاتم ختم بالحرف الأول', 1799],
      ['Birthstone Stacking Ring', 'خاتم أحجار الميلاد', 1299],
      ['Open Heart Adjustable Ring', 'خاتم قلب مفتوح قابل للتعديل', 899],
    ],
  },
  {
    categoryId: 27, palette: [12, 11, 2], sizes: [], variants: [[4, true], [3, false]], tags: [9, 3, 8, 13], manufacturers: [4, 11], shippingDays: 6,
    short: ['Polished cufflinks engraved with initials or a wedding date.', 'أزرار أكمام مصقولة محفورة بالأحرف الأولى أو تاريخ الزفاف.'],
    about: ['is made from tarnish-resistant steel and comes in a hinged box, ready for the big day.', 'مصنوعة من فولاذ مقاوم للتأكسد وتأتي في علبة بمفصلة، جاهزة لليوم الكبير.'],
    bullets: [['Tarnish-resistant steel', 'فولاذ مقاوم للتأكسد'], ['Bullet back closure', 'إغلاق خلفي محكم'], ['Hinged gift box', 'علبة هدايا بمفصلة']],
    rows: [
      ['Monogram Cufflinks', 'أزرار أكمام بالأحرف الأولى', 1199],
      ['Wedding Date Cufflinks', 'أزرار أكمام بتاريخ الزفاف', 1399],
      ['Photo Cufflinks', 'أزرار أكمام بالصورة', 999],
      ['Cufflinks and Tie Pin Set', 'طقم أزرار أكمام ودبوس ربطة عنق', 1899],
    ],
  },
  {
    categoryId: 28, palette: [1, 14, 11], sizes: [], variants: [[3, false], [6, false]], tags: [12, 1, 4, 11], manufacturers: [8, 5], shippingDays: 6,
    short: ['A lamp that glows with your name or photo, for bedsides and desks.', 'مصباح يتوهج باسمك أو صورتك، لجانب السرير أو المكتب.'],
    about: ['casts a warm glow that makes any room feel like home, with your personalisation at its heart.', 'يبعث توهجاً دافئاً يجعل أي غرفة تشعر وكأنها البيت، وفي قلبه لمستك الشخصية.'],
    bullets: [['Energy-saving LED', 'إضاءة LED موفرة للطاقة'], ['USB powered', 'يعمل عبر USB'], ['Warm white and colour modes', 'أوضاع أبيض دافئ وألوان']],
    rows: [
      ['3D Illusion Name Lamp', 'مصباح الوهم ثلاثي الأبعاد بالاسم', 1299],
      ['Photo Moon Lamp', 'مصباح القمر بالصورة', 1599],
      ['Wooden Night Lamp', 'مصباح ليلي خشبي', 899],
      ['Starry Sky Projector Lamp', 'مصباح عارض سماء النجوم', 1199],
      ['Brass Diya Lamp', 'مصباح ديا نحاسي', 749],
    ],
  },
  {
    categoryId: 29, palette: [1, 2, 14], sizes: [], variants: [[3, false]], tags: [12, 2, 13], manufacturers: [5, 8], shippingDays: 7,
    short: ['A silent wall clock printed with your photos or family name.', 'ساعة حائط صامتة مطبوعة بصورك أو اسم العائلة.'],
    about: ['has a silent sweep movement, so it keeps time without a tick, under a face printed with your memories.', 'تعمل بحركة صامتة فتضبط الوقت بلا تكتكة، تحت واجهة مطبوعة بذكرياتك.'],
    bullets: [['Silent sweep movement', 'حركة صامتة'], ['12 inch diameter', 'قطر 12 إنش'], ['Runs on one AA battery', 'تعمل ببطارية AA واحدة']],
    rows: [
      ['Family Photo Wall Clock', 'ساعة حائط بصور العائلة', 1099],
      ['Wooden Name Wall Clock', 'ساعة حائط خشبية بالاسم', 1299],
      ['Collage Wall Clock', 'ساعة حائط كولاج', 1399],
      ['Vintage Roman Wall Clock', 'ساعة حائط رومانية عتيقة', 999],
    ],
  },
  {
    categoryId: 30, palette: [14, 1, 11], sizes: [], variants: [[4, true]], tags: [12, 14, 4], manufacturers: [2, 5], shippingDays: 8,
    short: ['A name plate for your door, weather-proof and made to order.', 'لوحة اسم لبابك، مقاومة للعوامل الجوية ومصنوعة حسب الطلب.'],
    about: ['is finished with a weather-proof coat and comes with fittings, so it welcomes guests for years.', 'مطلية بطبقة مقاومة للعوامل الجوية وتأتي مع أدوات التثبيت، لترحب بالضيوف لسنوات.'],
    bullets: [['Weather-proof finish', 'طلاء مقاوم للعوامل الجوية'], ['Screws and spacers included', 'تشمل البراغي والفواصل'], ['Up to 3 lines of text', 'حتى 3 أسطر من النص']],
    rows: [
      ['Hand-Painted Door Name Plate', 'لوحة اسم للباب مرسومة يدوياً', 899],
      ['Acrylic House Name Plate', 'لوحة اسم المنزل من الأكريليك', 1199],
      ['Brass Engraved Name Plate', 'لوحة اسم نحاسية محفورة', 1799],
      ['Kids Room Door Sign', 'لافتة باب غرفة الأطفال', 499],
      ['Ganesha Name Plate', 'لوحة اسم غانيشا', 1399],
    ],
  },
  {
    categoryId: 31, palette: [1, 6, 15, 7, 3], sizes: [], variants: [[3, false], [6, false]], tags: [4, 12, 17, 15], manufacturers: [8, 2], shippingDays: 4,
    short: ['Hand-poured soy wax candles with a personalised label.', 'شموع من شمع الصويا مصبوبة يدوياً مع ملصق مخصص.'],
    about: ['is hand poured from clean-burning soy wax with a cotton wick and scented with essential oils.', 'مصبوبة يدوياً من شمع الصويا النظيف مع فتيل قطني ومعطرة بالزيوت العطرية.'],
    bullets: [['Natural soy wax', 'شمع صويا طبيعي'], ['Up to 30 hours burn time', 'مدة اشتعال حتى 30 ساعة'], ['Personalised label', 'ملصق مخصص']],
    rows: [
      ['Scented Soy Candle with Name', 'شمعة صويا معطرة بالاسم', 449],
      ['Photo Pillar Candle', 'شمعة عمودية بالصورة', 549],
      ['Diwali Candle Gift Set', 'طقم شموع ديوالي', 799],
      ['Tealight Set of Twelve', 'طقم اثنتي عشرة شمعة صغيرة', 79],
      ['Lavender Jar Candle', 'شمعة الخزامى في برطمان', 399],
    ],
  },
  {
    categoryId: 32, palette: [2, 4, 12, 9, 14], sizes: [], variants: [[4, true], [3, false]], tags: [13, 9, 8, 18], manufacturers: [7, 1], shippingDays: 4,
    short: ['A smooth-writing pen engraved with a name or company logo.', 'قلم سلس الكتابة محفور باسم أو شعار الشركة.'],
    about: ['writes smoothly with a German refill and is laser engraved with the name or logo you send us.', 'يكتب بسلاسة بعبوة حبر ألمانية، ومحفور بالليزر بالاسم أو الشعار الذي ترسله.'],
    bullets: [['Laser engraving', 'نقش بالليزر'], ['Blue ink refill', 'عبوة حبر أزرق'], ['Gift case included', 'تشمل علبة هدايا']],
    rows: [
      ['Engraved Metal Pen', 'قلم معدني محفور', 349],
      ['Wooden Ballpoint Pen', 'قلم حبر جاف خشبي', 299],
      ['Executive Fountain Pen', 'قلم حبر سائل تنفيذي', 1499],
      ['Pen and Keychain Combo', 'مجموعة قلم وميدالية مفاتيح', 499],
      ['Gift Box of Ten Logo Pens', 'علبة هدايا بعشرة أقلام بالشعار', 999],
      ['Eco Seed Pencil', 'قلم رصاص بالبذور صديق للبيئة', 49],
    ],
  },
  {
    categoryId: 33, palette: [14, 2, 4, 9], sizes: [], variants: [[4, false], [3, false]], tags: [13, 9, 10], manufacturers: [7, 11], shippingDays: 5,
    short: ['Diaries and notebooks with a name embossed on the cover.', 'مذكرات ودفاتر مع اسم منقوش بارزاً على الغلاف.'],
    about: ['has thick 80 GSM pages that take fountain pen ink, bound in a cover embossed with a name.', 'تحتوي على صفحات سميكة بوزن 80 غراماً تناسب حبر القلم السائل، مجلدة بغلاف منقوش عليه الاسم.'],
    bullets: [['A5, 192 pages', 'مقاس A5 بـ 192 صفحة'], ['Ribbon bookmark', 'شريط لتحديد الصفحة'], ['Embossed name', 'اسم بارز']],
    rows: [
      ['Leather Name Diary', 'مذكرة جلدية بالاسم', 799],
      ['Corporate Planner 2026', 'مخطط الشركات 2026', 649],
      ['Kraft Notebook Set', 'طقم دفاتر كرافت', 349],
      ['Photo Cover Notebook', 'دفتر بغلاف الصورة', 299],
      ['Executive Diary Gift Set', 'طقم هدية المذكرة التنفيذية', 1499],
    ],
  },
  {
    categoryId: 34, palette: [14, 2, 1], sizes: [], variants: [[4, false]], tags: [13, 15, 9], manufacturers: [7, 5], shippingDays: 5,
    short: ['Desk accessories in wood and metal, engraved for the workplace.', 'إكسسوارات مكتبية من الخشب والمعدن، محفورة لبيئة العمل.'],
    about: ['keeps a desk tidy and carries a name or logo, a practical gift for colleagues and clients.', 'يحافظ على ترتيب المكتب ويحمل اسماً أو شعاراً، هدية عملية للزملاء والعملاء.'],
    bullets: [['Sustainably sourced wood', 'خشب من مصادر مستدامة'], ['Name or logo engraving', 'نقش الاسم أو الشعار'], ['Bulk orders welcome', 'نرحب بالطلبات بالجملة']],
    rows: [
      ['Wooden Desk Organiser', 'منظم مكتب خشبي', 899],
      ['Engraved Business Card Holder', 'حامل بطاقات عمل محفور', 599],
      ['Mobile Stand with Name', 'حامل هاتف بالاسم', 399],
      ['Desk Name Plate', 'لوحة اسم للمكتب', 699],
      ['Bamboo Pen Stand', 'حامل أقلام من الخيزران', 249],
    ],
  },
  {
    categoryId: 35, palette: [], sizes: [], variants: [[6, false], [3, false]], tags: [4, 13, 17, 12], manufacturers: [1, 2], shippingDays: 3,
    short: ['Curated gift hampers with a personalised card, packed by hand.', 'سلال هدايا منتقاة مع بطاقة مخصصة، معبأة يدوياً.'],
    about: ['is packed by hand in a reusable basket with treats from small Indian makers and a card with your message.', 'معبأة يدوياً في سلة قابلة لإعادة الاستخدام مع حلويات من صناع هنود صغار وبطاقة برسالتك.'],
    bullets: [['Reusable basket', 'سلة قابلة لإعادة الاستخدام'], ['Personalised card', 'بطاقة مخصصة'], ['Best before date on every item', 'تاريخ الصلاحية على كل منتج']],
    rows: [
      ['Corporate Welcome Kit', 'حقيبة ترحيب للموظفين', 2499],
      ['Diwali Dry Fruit Hamper', 'سلة ديوالي للفواكه المجففة', 1999],
      ['Chocolate Delight Hamper', 'سلة متعة الشوكولاتة', 1499],
      ['Tea Lovers Hamper', 'سلة عشاق الشاي', 1199],
      ['Luxury Festive Hamper', 'سلة الاحتفالات الفاخرة', 4999],
    ],
  },
  {
    categoryId: 36, palette: [], sizes: [], variants: [], tags: [1, 4, 17, 18], manufacturers: [1], shippingDays: 0,
    short: ['A Tohfa e-gift card as a printable PDF, delivered instantly.', 'بطاقة هدايا تحفة الإلكترونية بصيغة PDF قابلة للطباعة، تُسلَّم فوراً.'],
    about: ['arrives as a beautifully designed PDF with a unique code, ready to email or print.', 'تصل كملف PDF مصمم بأناقة مع رمز فريد، جاهزة للإرسال بالبريد أو الطباعة.'],
    bullets: [['Instant download', 'تنزيل فوري'], ['Valid for 12 months', 'صالحة لمدة 12 شهراً'], ['Redeemable on the whole shop', 'قابلة للاستخدام في المتجر بأكمله']],
    rows: [
      ['Tohfa E-Gift Card 500', 'بطاقة هدايا تحفة الإلكترونية 500', 500],
      ['Tohfa E-Gift Card 1000', 'بطاقة هدايا تحفة الإلكترونية 1000', 1000],
      ['Tohfa E-Gift Card 2000', 'بطاقة هدايا تحفة الإلكترونية 2000', 2000],
      ['Happy Diwali E-Gift Card', 'بطاقة هدايا ديوالي سعيد الإلكترونية', 1500],
    ],
  },
  {
    categoryId: 37, palette: [], sizes: [], variants: [], tags: [1, 3, 11, 5], manufacturers: [9], shippingDays: 0,
    short: ['Printable designs as PDF files: print at home or at any print shop.', 'تصاميم قابلة للطباعة بصيغة PDF: اطبعها في المنزل أو في أي مطبعة.'],
    about: ['is a print-ready A4 PDF designed by our studio, yours to print as many times as you like.', 'ملف PDF بمقاس A4 جاهز للطباعة من تصميم الاستوديو، اطبعه كلما شئت.'],
    bullets: [['Print-ready A4 PDF', 'ملف PDF بمقاس A4 جاهز للطباعة'], ['Instant download', 'تنزيل فوري'], ['Personal use licence', 'ترخيص للاستخدام الشخصي']],
    rows: [
      ['Personalised Birthday Poster Printable', 'ملصق عيد ميلاد مخصص للطباعة', 199],
      ['Wedding Invitation Template', 'قالب دعوة زفاف', 249],
      ['Kids Reward Chart Printable', 'جدول مكافآت الأطفال للطباعة', 99],
      ['Family Recipe Book Printable', 'كتاب وصفات العائلة للطباعة', 149],
      ['Rakhi Greeting Card Printable', 'بطاقة تهنئة راكشا باندان للطباعة', 79],
    ],
  },
  {
    categoryId: 38, palette: [], sizes: [], variants: [], tags: [10, 9, 6], manufacturers: [9], shippingDays: 0,
    short: ['A high-resolution phone wallpaper as a PNG image.', 'خلفية هاتف عالية الدقة بصيغة صورة PNG.'],
    about: ['is drawn for tall phone screens at 720 x 1280 pixels, a small everyday gift.', 'مرسومة لشاشات الهواتف الطويلة بدقة 720 × 1280 بكسل، هدية يومية صغيرة.'],
    bullets: [['720 x 1280 PNG', 'صورة PNG بدقة 720 × 1280'], ['Instant download', 'تنزيل فوري'], ['Works on any phone', 'تعمل على أي هاتف']],
    rows: [
      ['Mandala Phone Wallpaper', 'خلفية هاتف الماندالا', 49],
      ['Marigold Festive Wallpaper', 'خلفية احتفالية بزهور القطيفة', 59],
      ['Starry Night Couple Wallpaper', 'خلفية ليلة النجوم للأزواج', 79],
    ],
  },
  {
    categoryId: 39, palette: [14, 2, 3, 6, 12], sizes: [], variants: [[4, false]], tags: [9, 10, 18, 5], manufacturers: [11, 5], shippingDays: 3,
    short: ['Keychains engraved or printed with a name, photo or date.', 'ميداليات مفاتيح محفورة أو مطبوعة باسم أو صورة أو تاريخ.'],
    about: ['is small enough for every pocket and strong enough for everyday keys, with your personalisation on both sides.', 'صغيرة بما يكفي لكل جيب وقوية بما يكفي للمفاتيح اليومية، مع لمستك الشخصية على الوجهين.'],
    bullets: [['Steel split ring', 'حلقة فولاذية'], ['Both sides personalised', 'تخصيص على الوجهين'], ['Gift pouch', 'حقيبة هدايا']],
    rows: [
      ['Engraved Wooden Keychain', 'ميدالية مفاتيح خشبية محفورة', 199],
      ['Photo Acrylic Keychain', 'ميدالية مفاتيح أكريليك بالصورة', 149],
      ['Leather Initial Keychain', 'ميدالية مفاتيح جلدية بالحرف الأول', 249],
      ['Couple Heart Keychains', 'ميداليات قلب للأزواج', 299],
      ['Bike Key Ring with Name', 'حلقة مفاتيح الدراجة بالاسم', 99],
    ],
  },
  {
    categoryId: 40, palette: [2, 1, 6, 5, 15], sizes: [], variants: [[3, false]], tags: [10, 9, 1], manufacturers: [9, 3], shippingDays: 4,
    short: ['A slim hard case printed with your photo or name, for popular phone models.', 'غطاء صلب نحيف مطبوع بصورتك أو اسمك، لأشهر طرازات الهواتف.'],
    about: ['is printed in full colour on a scratch-resistant shell; tell us your phone model on WhatsApp after ordering.', 'مطبوع بألوان كاملة على غلاف مقاوم للخدش؛ أخبرنا بطراز هاتفك عبر واتساب بعد الطلب.'],
    bullets: [['Scratch-resistant print', 'طباعة مقاومة للخدش'], ['Raised camera edge', 'حافة مرتفعة حول الكاميرا'], ['Most Indian phone models', 'معظم طرازات الهواتف في الهند']],
    rows: [
      ['Custom Photo Phone Case', 'غطاء هاتف بالصورة', 499],
      ['Name Print Glitter Case', 'غطاء لامع بطباعة الاسم', 549],
      ['Leather Flip Case with Initials', 'غطاء قلاب جلدي بالأحرف الأولى', 899],
      ['Mandala Art Phone Case', 'غطاء هاتف بفن الماندالا', 449],
    ],
  },
  {
    categoryId: 41, palette: [14, 2, 9], sizes: [], variants: [[4, true], [3, false]], tags: [9, 8, 2, 10], manufacturers: [11], shippingDays: 5,
    short: ['Genuine leather wallets embossed with initials or a name.', 'محافظ من الجلد الطبيعي منقوش عليها الأحرف الأولى أو الاسم.'],
    about: ['is stitched from full-grain leather in Mumbai and heat-embossed with your personalisation.', 'مخيطة من الجلد الطبيعي الكامل في مومباي ومنقوشة بالحرارة بلمستك الشخصية.'],
    bullets: [['Full-grain leather', 'جلد طبيعي كامل'], ['RFID-blocking lining', 'بطانة تحجب إشارات RFID'], ['Gift box included', 'تشمل علبة هدايا']],
    rows: [
      ['Engraved Leather Wallet', 'محفظة جلدية محفورة', 999],
      ['Photo Insert Wallet', 'محفظة بصورة داخلية', 1099],
      ['Slim Card Holder with Name', 'حامل بطاقات نحيف بالاسم', 599],
      ['Ladies Clutch with Monogram', 'حقيبة يد نسائية بالأحرف الأولى', 1299],
      ['Passport Cover with Name', 'غطاء جواز سفر بالاسم', 649],
    ],
  },
];
