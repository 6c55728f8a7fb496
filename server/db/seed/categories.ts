// The demo category tree: 9 parents, each with 3 or 4 children. Ids are explicit
// (parents 1-9, children 10-41) so the product tables, banner links and tests name them.
import type { ArtShape } from './artwork.ts';
import { categoryImageUrl } from './media-urls.ts';

export interface SeedCategory {
  id: number;
  parentId: number | null;
  name: string;
  nameAr: string;
  /** The artwork drawn for the category and, for children, for its products. */
  shape: ArtShape;
  isPopular: boolean;
  sortOrder: number;
}

type Child = [id: number, name: string, nameAr: string, shape: ArtShape, popular?: boolean];
type Parent = [id: number, name: string, nameAr: string, shape: ArtShape, popular: boolean, children: Child[]];

const TREE: Parent[] = [
  [1, 'Personalised Mugs', 'مجات مخصصة', 'mug', true, [
    [10, 'Photo Mugs', 'مجات الصور', 'mug', true],
    [11, 'Magic Mugs', 'المجات السحرية', 'mug'],
    [12, 'Couple Mugs', 'مجات الأزواج', 'mug'],
    [13, 'Travel Mugs & Bottles', 'أكواب السفر والقوارير', 'bottle'],
  ]],
  [2, 'Photo Frames', 'إطارات الصور', 'frame', true, [
    [14, 'Wooden Frames', 'إطارات خشبية', 'frame'],
    [15, 'Collage Frames', 'إطارات الكولاج', 'frame', true],
    [16, 'LED Frames', 'إطارات مضيئة', 'frame'],
  ]],
  [3, 'Cushions', 'وسائد', 'cushion', false, [
    [17, 'Photo Cushions', 'وسائد بالصور', 'cushion', true],
    [18, 'Heart Cushions', 'وسائد على شكل قلب', 'heart'],
    [19, 'Magic Sequin Cushions', 'وسائد الترتر السحرية', 'cushion'],
  ]],
  [4, 'Apparel', 'ملابس', 'tshirt', true, [
    [20, 'T-Shirts', 'قمصان تي شيرت', 'tshirt', true],
    [21, 'Hoodies', 'سترات بقلنسوة', 'hoodie'],
    [22, 'Caps', 'قبعات', 'cap'],
    [23, 'Kids Wear', 'ملابس الأطفال', 'tshirt'],
  ]],
  [5, 'Jewellery', 'مجوهرات', 'pendant', true, [
    [24, 'Name Necklaces', 'قلائد بالأسماء', 'pendant', true],
    [25, 'Bracelets', 'أساور', 'bracelet'],
    [26, 'Rings', 'خواتم', 'ring'],
    [27, 'Cufflinks', 'أزرار أكمام', 'cufflinks'],
  ]],
  [6, 'Home Decor', 'ديكور المنزل', 'lamp', true, [
    [28, 'Lamps', 'مصابيح', 'lamp', true],
    [29, 'Wall Clocks', 'ساعات حائط', 'clock'],
    [30, 'Name Plates', 'لوحات الأسماء', 'nameplate'],
    [31, 'Candles', 'شموع', 'candle'],
  ]],
  [7, 'Corporate Gifts', 'هدايا الشركات', 'pen', false, [
    [32, 'Pens', 'أقلام', 'pen'],
    [33, 'Diaries & Notebooks', 'مذكرات ودفاتر', 'diary'],
    [34, 'Desk Accessories', 'إكسسوارات المكتب', 'organiser'],
    [35, 'Gift Hampers', 'سلال الهدايا', 'hamper', true],
  ]],
  [8, 'Digital Gifts', 'هدايا رقمية', 'giftcard', true, [
    [36, 'E-Gift Cards', 'بطاقات هدايا إلكترونية', 'giftcard'],
    [37, 'Printables', 'مطبوعات قابلة للطباعة', 'printable'],
    [38, 'Wallpapers', 'خلفيات رقمية', 'wallpaper'],
  ]],
  [9, 'Accessories', 'إكسسوارات', 'wallet', false, [
    [39, 'Keychains', 'ميداليات مفاتيح', 'keychain'],
    [40, 'Phone Cases', 'أغطية الهواتف', 'phonecase'],
    [41, 'Wallets', 'محافظ', 'wallet'],
  ]],
];

export const CATEGORIES: readonly SeedCategory[] = TREE.flatMap(([id, name, nameAr, shape, isPopular, children], pi) => [
  { id, parentId: null, name, nameAr, shape, isPopular, sortOrder: pi + 1 },
  ...children.map(([cid, cname, cnameAr, cshape, cpopular], ci): SeedCategory => ({
    id: cid, parentId: id, name: cname, nameAr: cnameAr, shape: cshape, isPopular: cpopular === true, sortOrder: ci + 1,
  })),
]);

export const PARENT_CATEGORIES = CATEGORIES.filter((c) => c.parentId === null);
export const CHILD_CATEGORIES = CATEGORIES.filter((c) => c.parentId !== null);

export function categoryById(id: number): SeedCategory {
  const c = CATEGORIES.find((x) => x.id === id);
  if (!c) throw new Error(`No seed category ${id}`);
  return c;
}

export const categoryImage = (c: SeedCategory) => categoryImageUrl(c.shape, c.id);
