// The policies in English (policy-types.ts). Facts agree with the FAQ, the facility strip
// and docs/shop-rules.md: cash on delivery only, delivery in India, free from ₹999,
// support 9 AM to 6 PM, personalised orders made in 3 to 5 business days.
import type { Policies } from './policy-types.ts';

export const policies: Policies = {
  returns: {
    updated: 'Last updated: 25 November 2026',
    intro: 'We want every gift to arrive as you imagined it. If something is wrong, tell us within 7 days of delivery and we will put it right.',
    sections: [
      {
        heading: 'Personalised items',
        paragraphs: [
          'Personalised items are made for you with your name, photo or message, so we cannot take them back because you changed your mind.',
          'If a personalised item arrives damaged, misprinted, or with a mistake we made (for example, a name spelt differently from what you sent us), we remake it free of charge or refund you in full. You do not need to send it back unless we ask.',
          'We send a preview before printing. A mistake in the text or photo you approved is not a fault, but write to us and we will always try to help.',
        ],
      },
      {
        heading: 'Other items',
        paragraphs: [
          'Items that are not personalised can be returned within 7 days of delivery for any reason, unused and in their original packaging. We arrange the pickup.',
          'Items that arrive damaged, faulty, or different from their description are replaced or refunded in full, including the delivery charge.',
          'Digital products (printables, gift cards, wallpapers) cannot be returned once downloaded, unless the file is faulty.',
        ],
      },
      {
        heading: 'How to ask for a return',
        paragraphs: [
          'Write to care@tohfa.example or send us a WhatsApp message with your order number and, for a damaged or wrong item, a photo. Our support team answers from 9 AM to 6 PM and replies within 48 hours.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'Orders are paid in cash on delivery, so we refund by bank transfer (IMPS or NEFT) or UPI to the account you give us, within 7 working days of receiving the return, or of accepting your claim when no return is needed.',
          'A refund covers the price you paid for the item. For damaged, faulty or wrong items it also covers the delivery charge.',
        ],
      },
      {
        heading: 'Cancelling an order',
        paragraphs: [
          'You can cancel an order free of charge until we start making it (while its status is Active): write to us or message us on WhatsApp with your order number. Once a personalised item is being made, the order can no longer be cancelled. We never charge a cancellation fee.',
        ],
      },
    ],
  },
  terms: {
    updated: 'Last updated: 25 November 2026',
    intro: 'These terms apply when you shop at Tohfa. Please read them with our returns and privacy policies.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Tohfa Gifts, 14 Linking Road, Bandra West, Mumbai 400050, India. Customer care: care@tohfa.example, +91 98200 12345, from 9 AM to 6 PM.',
        ],
      },
      {
        heading: 'Orders and prices',
        paragraphs: [
          'Prices are in Indian rupees and include all taxes. The delivery charge, if any, is shown in your cart and at checkout before you order.',
          'Your order is confirmed when you receive the order number. If an item cannot be made or delivered, we tell you and cancel that item without charge.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'We accept cash on delivery only: you pay the courier when your order arrives. We never ask for card details or online payment.',
        ],
      },
      {
        heading: 'Delivery',
        paragraphs: [
          'We deliver within India only. Delivery is free on orders of ₹999 or more. Personalised orders take 3 to 5 business days to make; the delivery time of each product is shown on its page.',
        ],
      },
      {
        heading: 'Your photos and text',
        paragraphs: [
          'When you send us photos or text to print, you confirm that you have the right to use them. We do not print content that is unlawful, hateful or that infringes someone else\'s rights, and we will tell you if we cannot print something.',
        ],
      },
      {
        heading: 'Returns, complaints and the law',
        paragraphs: [
          'Returns and refunds follow our Returns and refunds policy. Complaints go to our Grievance Officer, whose details are on the Grievance officer page.',
          'These terms are governed by the laws of India, including the Consumer Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020. The courts of Mumbai have jurisdiction, without taking away your right to approach a consumer commission.',
        ],
      },
    ],
  },
  privacy: {
    updated: 'Last updated: 25 November 2026',
    intro: 'We collect only what we need to make and deliver your gifts, and we never sell your data.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your name, email address, phone number and delivery address; your orders; the photos and text you send us for personalisation; and the messages you write to us.',
          'The app keeps your cart, wish list and login on your own device. We use no advertising trackers.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To make and deliver your orders, to contact you about them, and to answer your questions. We send the newsletter only if you subscribe to it.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Only our delivery partners, and only the name, address and phone number they need to deliver your order. We do not sell or rent your data to anyone.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Your account stays until you delete it. We keep order records for eight years because tax law requires it; when you delete your account, they are kept without your name, address or any link to you. Photos sent for personalisation are deleted within 30 days of delivery.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see and correct your details on the Update Profile page, and delete your account and personal details there at any time with "Delete my account". You can unsubscribe from the newsletter whenever you like.',
          'We handle your data as the Digital Personal Data Protection Act, 2023 requires. For any question or complaint about your data, write to our Grievance Officer.',
        ],
      },
    ],
  },
  grievance: {
    updated: 'Last updated: 25 November 2026',
    intro: 'If we have not solved a problem to your satisfaction, our Grievance Officer will look into it, as the Consumer Protection (E-Commerce) Rules, 2020 require.',
    sections: [
      {
        heading: 'Ms Priya Nair, Grievance Officer',
        paragraphs: [
          'Tohfa Gifts, 14 Linking Road, Bandra West, Mumbai 400050, India',
          'Email: grievance@tohfa.example',
          'Phone: +91 98200 12345, from 9 AM to 6 PM',
        ],
      },
      {
        heading: 'What happens to your complaint',
        paragraphs: [
          'Please include your order number and what went wrong. We acknowledge every complaint within 48 hours and resolve it within one month of receiving it.',
          'If you are not satisfied with our answer, you can contact the National Consumer Helpline on 1915 or at consumerhelpline.gov.in.',
        ],
      },
    ],
  },
};
