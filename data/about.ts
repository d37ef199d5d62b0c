/** /about copy: mission, Our Story, the four values and the team. */
import { RETURN_DAYS } from '@/data/constants';
import type { TeamMember } from '@/data/types';
import { teamPhotoPath } from './image-paths';

export interface AboutValue {
  title: string;
  text: string;
  /** A key of components/ui/content-icons.ts. */
  icon: string;
}

export const mission = {
  title: 'Our Mission',
  text: 'We make nursing clothes that feel like you: soft, funny, a little rebellious and ready for anything. Every sweatshirt hides zips for easy feeding, so you can nourish your baby anywhere without giving up comfort, coverage or your sense of humor.',
} as const;

export const story = {
  title: 'Our Story',
  paragraphs: [
    'Milk & Mischief started on a park bench in 2022. Two new moms, Lauren and Maya, met at a breastfeeding support group and spent the first chilly spring of motherhood pulling their sweatshirts up to their chins, feeding under scratchy covers and freezing anyway.',
    'They were fed up. Nursing tops were either clinical or covered in pastel clichés, and nothing looked like the clothes they actually wanted to wear. So at 2 a.m., between feeds, they started sketching: a regular-looking sweatshirt with zips hidden in the side seams and a joke on the front.',
    'Their first batch of fifty sold out to friends from the support group in a weekend. Today more than ten thousand moms wear Milk & Mischief to feed on demand, laugh about the hard parts and feel like themselves again.',
  ],
} as const;

export const values: AboutValue[] = [
  {
    title: 'Made with Love',
    text: 'Every design is dreamed up by nursing moms and tested through real night feeds before it reaches you.',
    icon: 'heart',
  },
  {
    title: 'Style First',
    text: 'Nursing wear should look like something you chose, not something you settled for.',
    icon: 'sparkles',
  },
  {
    title: 'Community Driven',
    text: 'Our designs come from your stories, your jokes and your requests, shared in our group chats, DMs and support-group circles.',
    icon: 'users',
  },
  {
    title: 'Quality Promise',
    text: `Organic cotton, smooth zips and prints that survive spit-up and weekly washing, backed by ${RETURN_DAYS}-day returns.`,
    icon: 'badge',
  },
];

function teamMember(entry: Omit<TeamMember, 'image'>): TeamMember {
  return { ...entry, image: teamPhotoPath(entry.name) };
}

export const team: TeamMember[] = [
  teamMember({
    name: 'Lauren Hayes',
    role: 'Co-founder & Head of Design',
    bio: 'A former graphic designer and mom of two, Lauren draws every print and still tests each zip one-handed while holding a toddler.',
  }),
  teamMember({
    name: 'Maya Patel',
    role: 'Co-founder & Operations',
    bio: 'Maya left supply-chain consulting after her daughter was born. She sources our organic cotton and answers the customer inbox herself, usually mid-feed.',
  }),
];
