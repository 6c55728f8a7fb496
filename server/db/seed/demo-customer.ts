// The demo customer printed by `npm start`, and the order history it starts with:
// a Completed order holding a digital item (downloadable) and a physical one, and an
// Active order.
import { cityByName, INDIA_COUNTRY_ID, stateByName } from './locations.ts';
import { productByName } from './products.ts';

const maharashtra = stateByName('Maharashtra');

export const DEMO_CUSTOMER = {
  email: 'demo@shop.example',
  password: 'demo12345',
  firstName: 'Priya',
  lastName: 'Sharma',
  mobileNo: '+91 98200 12345',
  addressLineOne: 'Flat 402, Sea Breeze Apartments, Carter Road, Bandra West',
  countryId: INDIA_COUNTRY_ID,
  stateId: maharashtra.id,
  cityId: cityByName('Mumbai', maharashtra.id).id,
  postalCode: '400050',
} as const;

export interface DemoOrderItem { productName: string; quantity: number; colorId?: number }
export interface DemoOrder {
  daysAgo: number;
  statusId: 1 | 3;
  /** Status history, oldest first, with days ago. */
  history: [statusId: number, daysAgo: number, note: string][];
  note: string;
  items: DemoOrderItem[];
}

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    daysAgo: 20, statusId: 3, note: 'Please print "Happy Birthday Maa" on the mug.',
    history: [[1, 20, 'Order placed'], [2, 19, 'Artwork approved on WhatsApp'], [3, 15, 'Delivered']],
    items: [{ productName: 'Tohfa E-Gift Card 1000', quantity: 1 }, { productName: 'Classic White Photo Mug', quantity: 2, colorId: 1 }],
  },
  {
    daysAgo: 2, statusId: 1, note: '',
    history: [[1, 2, 'Order placed']],
    items: [{ productName: 'Engraved Metal Pen', quantity: 2 }],
  },
];

// Fail at import, not at seed time, if a name above drifts from the product tables.
for (const o of DEMO_ORDERS) for (const i of o.items) productByName(i.productName);
