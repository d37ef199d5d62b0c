/** The six featured reviews on /reviews. `product` is an existing product's name (checked by the catalog tests). */
import type { FeaturedReview } from '@/data/types';
import { avatarImagePath } from './image-paths';

function featuredReview(entry: Omit<FeaturedReview, 'image'>): FeaturedReview {
  return { ...entry, image: avatarImagePath(entry.name) };
}

export const featuredReviews: FeaturedReview[] = [
  featuredReview({
    name: 'Emily W.',
    age: 30,
    location: 'Denver, CO',
    rating: 5,
    product: "Mama's Boobery Sweatshirt",
    text: 'I nursed my daughter through an entire wedding reception in this and nobody noticed, except the groom, who read my shirt and spat out his champagne. Soft, warm and the zips are invisible.',
    verified: true,
    date: '2026-11-12',
  }),
  featuredReview({
    name: 'Danielle K.',
    age: 34,
    location: 'Columbus, OH',
    rating: 5,
    product: 'Overstimulated Moms Club Sweatshirt',
    text: 'Three kids under five and this is the only piece of clothing that never feels like too much. No tags, no scratchy seams, and feeding the baby takes one pull.',
    verified: true,
    date: '2026-11-04',
  }),
  featuredReview({
    name: 'Marisol G.',
    age: 27,
    location: 'San Antonio, TX',
    rating: 5,
    product: 'Milk Bar Sweatshirt',
    text: 'I was nervous about feeding in public for the first time. Wearing this, I felt covered and a little bit funny instead of exposed. It made the first trip to the mall so much easier.',
    verified: true,
    date: '2026-10-27',
  }),
  featuredReview({
    name: 'Rachel B.',
    age: 32,
    location: 'Minneapolis, MN',
    rating: 5,
    product: 'Sleepy Mommy Tarot Card Sweatshirt',
    text: 'Minnesota winters and night feeds are a brutal combo. This keeps my whole body warm while only the zip opens. The lavender moon print is honestly gorgeous.',
    verified: true,
    date: '2026-10-12',
  }),
  featuredReview({
    name: 'Tanya H.',
    age: 36,
    location: 'Raleigh, NC',
    rating: 4,
    product: 'Mama Blue Floral Sweatshirt',
    text: 'Bought it for family photos and ended up wearing it three times a week. Pretty enough for church, practical enough for the pediatrician. I sized up for extra room and it is perfect.',
    verified: false,
    date: '2026-10-11',
  }),
  featuredReview({
    name: 'Brooke L.',
    age: 28,
    location: 'Phoenix, AZ',
    rating: 5,
    product: 'Boy Mama Heart Script Sweatshirt',
    text: 'My son treats the zip pull like a doorbell for milk. The fabric has survived mud, bananas and a hundred washes, and the script still looks brand new.',
    verified: true,
    date: '2026-09-10',
  }),
];
