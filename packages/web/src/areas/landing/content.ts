import { STUDENT_DISCOUNT_PERCENT } from '@laundry/domain';
/**
 * The landing page's words (spec part 1 §2 'Landing page' and §9): the claims, the eight
 * reasons, the three services, the working hours. The business's name, address, phone and
 * e-mail come from GET /public/config.
 */

/** The navbar's anchors, in page order; each is the id of a section. */
export const SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'why-choose-us', label: 'Why Choose Us' },
  { id: 'services', label: 'Services' },
  { id: 'contact', label: 'Contact' },
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

export const HERO = {
  title: 'Smart Laundry Made Simple',
  tagline:
    'Fresh, clean and neatly folded, about 300\u00a0m from campus. Student-friendly prices, free pickup when you order by call or message, and 24-hour express for the busy weeks.',
} as const;

/** About: the four figures (spec part 1 §2 'About'). */
export const STATS = [
  { value: '500+', label: 'Happy Customers' },
  { value: '100%', label: 'Quality Guaranteed' },
  { value: '24hrs', label: 'Fast Turnaround' },
  { value: '5 Star', label: 'Service Rating' },
] as const;

export type ReasonIcon =
  | 'truck'
  | 'care'
  | 'express'
  | 'student'
  | 'tracking'
  | 'quality'
  | 'eco'
  | 'location';

/** Why Choose Us: the eight cards, in the spec's order. */
export const REASONS: readonly { icon: ReasonIcon; title: string; text: string }[] = [
  {
    icon: 'truck',
    title: 'Free Pickup & Delivery',
    text: 'Order by call or message and we collect and return your clothes anywhere in the campus area, free.',
  },
  {
    icon: 'care',
    title: "Special Care for Girls' Clothes",
    text: 'Dresses, sarees and delicates are washed separately, gently, and folded with care.',
  },
  {
    icon: 'express',
    title: '24-Hour Express',
    text: 'Exams, trips, interviews: express orders are ready within 24 hours.',
  },
  {
    icon: 'student',
    title: 'Student Pricing',
    text: `Prices made for student budgets, and registered students save ${STUDENT_DISCOUNT_PERCENT}% on every order.`,
  },
  {
    icon: 'tracking',
    title: 'Smart POS Order Tracking',
    text: 'Every order gets a number and a receipt in our POS, so you always know where it is.',
  },
  {
    icon: 'quality',
    title: 'Quality Guarantee',
    text: 'Not happy with a wash? We rewash it for free.',
  },
  {
    icon: 'eco',
    title: 'Eco-Friendly Products',
    text: 'Gentle detergents that are kind to your skin, your clothes and the planet.',
  },
  {
    icon: 'location',
    title: 'Convenient Location',
    text: 'About 300\u00a0m from campus: drop your bag off on the way to lectures.',
  },
];

export type ServiceArt = 'wash-and-dry' | 'washing' | 'dry-cleaning';

/** A service as the landing page markets it (spec part 1 §3 'Service marketing item'). */
export interface ServiceItem {
  id: ServiceArt;
  title: string;
  description: string;
  /** The picture: one of the page's own illustrations. */
  image: ServiceArt;
  /** Where its call to action goes. */
  link: string;
  highlights: readonly string[];
}

export const SERVICES: readonly ServiceItem[] = [
  {
    id: 'wash-and-dry',
    title: 'Wash and Dry',
    description:
      'Washed, tumble-dried and neatly folded. The everyday essential for a week of clothes, bedsheets and towels.',
    image: 'wash-and-dry',
    link: '#contact',
    highlights: ['Folded and bagged', 'Bedsheets and towels', '24-hour express'],
  },
  {
    id: 'washing',
    title: 'Washing',
    description:
      'A thorough machine wash with quality, eco-friendly detergent, ready for you to dry your way.',
    image: 'washing',
    link: '#contact',
    highlights: ['Colours kept apart', 'Eco-friendly detergent', 'Student pricing'],
  },
  {
    id: 'dry-cleaning',
    title: 'Dry Cleaning',
    description:
      'Blazers, suits, sarees and delicate fabrics cleaned and pressed with professional care.',
    image: 'dry-cleaning',
    link: '#contact',
    highlights: ['Blazers and suits', 'Sarees and delicates', 'Pressed and hung'],
  },
];

/** Working hours (spec part 1 §9). */
export const WORKING_HOURS = [
  { days: 'Mon-Sat', hours: '7:00 AM-8:00 PM' },
  { days: 'Sunday', hours: '8:00 AM-6:00 PM' },
] as const;

/** The e-mail reply promise (spec part 1 §9). */
export const EMAIL_REPLY = 'We reply within 24 hours';
