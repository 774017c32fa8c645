import { STUDENT_DISCOUNT_PERCENT } from '@laundry/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The landing page's words (spec part 1 §2 'Landing page' and §9): the claims, the eight
 * reasons, the three services, the working hours. The business's name, address, phone and
 * e-mail come from GET /public/config. Each text is a message of the landing catalog (issue 42):
 * the sections show it in the page's language (`i18n._(text)`).
 */

/** The navbar's anchors, in page order; each is the id of a section. */
export const SECTIONS = [
  { id: 'home', label: msg`Home` },
  { id: 'about', label: msg`About` },
  { id: 'why-choose-us', label: msg`Why Choose Us` },
  { id: 'services', label: msg`Services` },
  { id: 'contact', label: msg`Contact` },
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

export const HERO = {
  title: msg`Smart Laundry Made Simple`,
  /** The heading's two halves: the accent (underlined) falls on the second. */
  titleStart: msg({
    comment: 'The first half of the heading Smart Laundry Made Simple',
    message: 'Smart Laundry',
  }),
  titleAccent: msg({
    comment: 'The second, underlined half of the heading Smart Laundry Made Simple',
    message: 'Made Simple',
  }),
  tagline: msg`Fresh, clean and neatly folded, about 300\u00a0m from campus. Student-friendly prices, free pickup when you order by call or message, and 24-hour express for the busy weeks.`,
} as const;

/** About: the four figures (spec part 1 §2 'About'). */
export const STATS = [
  { value: msg`500+`, label: msg`Happy Customers` },
  { value: msg`100%`, label: msg`Quality Guaranteed` },
  { value: msg`24hrs`, label: msg`Fast Turnaround` },
  { value: msg`5 Star`, label: msg`Service Rating` },
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
export const REASONS: readonly {
  icon: ReasonIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}[] = [
  {
    icon: 'truck',
    title: msg`Free Pickup & Delivery`,
    text: msg`Order by call or message and we collect and return your clothes anywhere in the campus area, free.`,
  },
  {
    icon: 'care',
    title: msg`Special Care for Girls' Clothes`,
    text: msg`Dresses, sarees and delicates are washed separately, gently, and folded with care.`,
  },
  {
    icon: 'express',
    title: msg`24-Hour Express`,
    text: msg`Exams, trips, interviews: express orders are ready within 24 hours.`,
  },
  {
    icon: 'student',
    title: msg`Student Pricing`,
    text: msg`Prices made for student budgets, and registered students save ${STUDENT_DISCOUNT_PERCENT}% on every order.`,
  },
  {
    icon: 'tracking',
    title: msg`Smart POS Order Tracking`,
    text: msg`Every order gets a number and a receipt in our POS, so you always know where it is.`,
  },
  {
    icon: 'quality',
    title: msg`Quality Guarantee`,
    text: msg`Not happy with a wash? We rewash it for free.`,
  },
  {
    icon: 'eco',
    title: msg`Eco-Friendly Products`,
    text: msg`Gentle detergents that are kind to your skin, your clothes and the planet.`,
  },
  {
    icon: 'location',
    title: msg`Convenient Location`,
    text: msg`About 300\u00a0m from campus: drop your bag off on the way to lectures.`,
  },
];

export type ServiceArt = 'wash-and-dry' | 'washing' | 'dry-cleaning';

/** A service as the landing page markets it (spec part 1 §3 'Service marketing item'). */
export interface ServiceItem {
  id: ServiceArt;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The picture: one of the page's own illustrations. */
  image: ServiceArt;
  /** Where its call to action goes. */
  link: string;
  highlights: readonly MessageDescriptor[];
}

export const SERVICES: readonly ServiceItem[] = [
  {
    id: 'wash-and-dry',
    title: msg`Wash and Dry`,
    description: msg`Washed, tumble-dried and neatly folded. The everyday essential for a week of clothes, bedsheets and towels.`,
    image: 'wash-and-dry',
    link: '#contact',
    highlights: [msg`Folded and bagged`, msg`Bedsheets and towels`, msg`24-hour express`],
  },
  {
    id: 'washing',
    title: msg`Washing`,
    description: msg`A thorough machine wash with quality, eco-friendly detergent, ready for you to dry your way.`,
    image: 'washing',
    link: '#contact',
    highlights: [msg`Colours kept apart`, msg`Eco-friendly detergent`, msg`Student pricing`],
  },
  {
    id: 'dry-cleaning',
    title: msg`Dry Cleaning`,
    description: msg`Blazers, suits, sarees and delicate fabrics cleaned and pressed with professional care.`,
    image: 'dry-cleaning',
    link: '#contact',
    highlights: [msg`Blazers and suits`, msg`Sarees and delicates`, msg`Pressed and hung`],
  },
];

/** Working hours (spec part 1 §9). */
export const WORKING_HOURS = [
  { days: msg`Mon-Sat`, hours: msg`7:00 AM-8:00 PM` },
  { days: msg`Sunday`, hours: msg`8:00 AM-6:00 PM` },
] as const;

/** The e-mail reply promise (spec part 1 §9). */
export const EMAIL_REPLY = msg`We reply within 24 hours`;
