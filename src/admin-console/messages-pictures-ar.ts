// The Arabic messages of the console's pictures and picks: every id of messages-pictures-en.ts.
import { CAMPAIGN_PRODUCTS_MAX } from '../../contract/admin-shop.ts';
import type { consolePicturesEn } from './messages-pictures-en.ts';

export const consolePicturesAr: Record<keyof typeof consolePicturesEn, string> = {
  'picture.banner': 'صورة اللافتة',
  'picture.campaign': 'صورة الغلاف',
  'picture.category': 'الصورة (اختياري)',
  'picture.hint.banner': 'التقط صورة أو اخترها: يعرضها المتجر عريضة (8 في 3)، مقصوصة من الأعلى والأسفل لتلائم المساحة.',
  'picture.hint.campaign': 'التقط صورة أو اخترها: يعرضها المتجر عريضة (3 في 1)، مقصوصة من الأعلى والأسفل لتلائم المساحة.',
  'picture.hint.category': 'التقط صورة أو اخترها: يعرضها المتجر مربعة.',
  'picture.none': 'لا توجد صورة بعد.',
  'picture.current': '{what} كما يعرضها المتجر',
  'picture.choose': 'التقط صورة أو اخترها',
  'picture.replace': 'استبدل الصورة',
  'picture.remove': 'أزل الصورة',
  'picture.offline': 'أنت غير متصل. لا تُرفع الصور إلا مع الاتصال: اخترها عند عودة الاتصال.',
  'campaigns.picked': 'منتجات مختارة يدويًا',
  'campaigns.pickedHint': 'عندما تختار منتجات، تعرض صفحة الحملة هذه المنتجات بالضبط وبهذا الترتيب، بدلًا من منتجات الفئة أو الوسم.',
  'campaigns.pickedNone': 'لم تُختر منتجات: الفئة أو الوسم يحددها.',
  'campaigns.pickedCount': '{count, plural, zero {لم يُختر أي منتج} one {منتج واحد مختار} two {منتجان مختاران} few {# منتجات مختارة} many {# منتجًا مختارًا} other {# منتج مختار}}',
  'campaigns.pickSearch': 'ابحث عن منتج لإضافته',
  'campaigns.pickNoMatch': 'لا توجد منتجات مطابقة.',
  'campaigns.pickAdd': 'أضف {name}',
  'campaigns.pickRemove': 'أزل {name}',
  'campaigns.pickUp': 'قدّم {name}',
  'campaigns.pickDown': 'أخّر {name}',
  'campaigns.pickFull': `تختار الحملة ${CAMPAIGN_PRODUCTS_MAX} منتجًا على الأكثر.`,
  'campaigns.pickHidden': 'غير منشور: لا يعرضه المتجر',
  'editor.photoColour': 'لون الصورة {n}',
  'editor.photoAnyColour': 'كل الألوان',
  'editor.photosColourHint': 'اربط الصورة بأحد الألوان: من يختار هذا اللون في المتجر يرى صوره.',
  'editor.photoColourSaved': 'تم حفظ لون الصورة.',
};
