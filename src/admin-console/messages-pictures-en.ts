// The English messages of the console's pictures (banners, campaigns, categories), a
// campaign's own products and photos tied to a colour, spread into messages-en.ts;
// messages-pictures-ar.ts has every id.
import { CAMPAIGN_PRODUCTS_MAX } from '../../contract/admin-shop.ts';

export const consolePicturesEn = {
  'picture.banner': 'Banner picture',
  'picture.campaign': 'Cover picture',
  'picture.category': 'Picture (optional)',
  'picture.hint.banner': 'Take or choose a photo: the shop shows it wide (8 by 3), cut to fit at the top and bottom.',
  'picture.hint.campaign': 'Take or choose a photo: the shop shows it wide (3 by 1), cut to fit at the top and bottom.',
  'picture.hint.category': 'Take or choose a photo: the shop shows it square.',
  'picture.none': 'No picture yet.',
  'picture.current': 'The {what} as the shop shows it',
  'picture.choose': 'Take or choose a picture',
  'picture.replace': 'Replace the picture',
  'picture.remove': 'Remove the picture',
  'picture.offline': 'You are offline. Pictures upload only with a connection: choose one when you are back online.',
  'campaigns.picked': 'Products picked by hand',
  'campaigns.pickedHint': 'When you pick products, the campaign’s page shows exactly these, in this order, instead of the category’s or tag’s.',
  'campaigns.pickedNone': 'None picked: the category or tag decides.',
  'campaigns.pickedCount': '{count, plural, one {# product picked} other {# products picked}}',
  'campaigns.pickSearch': 'Find a product to add',
  'campaigns.pickNoMatch': 'No products match.',
  'campaigns.pickAdd': 'Add {name}',
  'campaigns.pickRemove': 'Remove {name}',
  'campaigns.pickUp': 'Move {name} earlier',
  'campaigns.pickDown': 'Move {name} later',
  'campaigns.pickFull': `A campaign picks at most ${CAMPAIGN_PRODUCTS_MAX} products.`,
  'campaigns.pickHidden': 'Not published: the shop leaves it out',
  'editor.photoColour': 'Colour of photo {n}',
  'editor.photoAnyColour': 'Every colour',
  'editor.photosColourHint': 'Tie a photo to one of the colours: a shopper who chooses that colour sees its photos.',
  'editor.photoColourSaved': 'Photo colour saved.',
} as const;
