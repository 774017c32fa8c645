import { rupeesToCents, type ServiceInputBody, serviceInputSchema } from '@laundry/domain';
import { serviceClothingPrices, services } from '../../db/schema';
import type { Seeder } from '../seeder';

/**
 * A student laundry's price list in LKR: washing by the kilo, dry cleaning and pressing by the
 * piece with category prices, and a few add-ons. Each entry goes through the form's schema, so
 * the demo data obeys the same rules as what an admin types.
 */
export const DEMO_SERVICES: ServiceInputBody[] = [
  {
    name: 'Wash and Dry',
    description: 'Machine wash, tumble dry and fold. Priced by the kilo.',
    priceType: 'per_kg',
    basePrice: 350,
    clothingPrices: {
      normal_clothes: 350,
      bed_sheets: 400,
      towels: 400,
      jeans: 450,
      blankets: 550,
    },
    statuses: ['wash', 'dry', 'fold'],
    estimatedTime: 180,
    icon: 'WD',
    color: '#3B82F6',
  },
  {
    name: 'Washing',
    description: 'Machine wash only; you take it home damp. Priced by the kilo.',
    priceType: 'per_kg',
    basePrice: 250,
    clothingPrices: { normal_clothes: 250, bed_sheets: 300, towels: 300, blankets: 450 },
    statuses: ['wash'],
    estimatedTime: 90,
    icon: 'WA',
    color: '#06B6D4',
  },
  {
    name: 'Wash, Dry and Iron',
    description: 'Washed, dried, ironed and folded. Priced by the kilo.',
    priceType: 'per_kg',
    basePrice: 500,
    clothingPrices: { normal_clothes: 500, bed_sheets: 550, pillowcases: 550, jeans: 600 },
    statuses: ['wash', 'dry', 'iron', 'fold'],
    estimatedTime: 360,
    icon: 'WI',
    color: '#10B981',
  },
  {
    name: 'Dry Cleaning',
    description: 'Solvent cleaning for delicate and formal wear, pressed on a hanger.',
    priceType: 'per_piece',
    basePrice: 600,
    clothingPrices: {
      blazers: 1200,
      saree: 950,
      suits: 1800,
      curtains: 1500,
      blankets: 1400,
      jeans: 700,
      other: 800,
    },
    statuses: ['dry_clean', 'iron'],
    estimatedTime: 1440,
    icon: 'DC',
    color: '#8B5CF6',
  },
  {
    name: 'Ironing',
    description: 'Pressing only, per piece.',
    priceType: 'per_piece',
    basePrice: 80,
    clothingPrices: { normal_clothes: 80, saree: 200, blazers: 250, suits: 350, bed_sheets: 150 },
    statuses: ['iron', 'fold'],
    estimatedTime: 60,
    icon: 'IR',
    color: '#F59E0B',
  },
  {
    name: 'Curtain and Blanket Wash',
    description: 'Large items washed and dried separately, per piece.',
    priceType: 'per_piece',
    basePrice: 900,
    clothingPrices: { curtains: 1100, blankets: 1000, bed_sheets: 500 },
    statuses: ['wash', 'dry', 'fold'],
    estimatedTime: 720,
    icon: 'CB',
    color: '#84CC16',
  },
  {
    name: 'Stain Treatment',
    description: 'Spot treatment before washing, per item.',
    priceType: 'per_item',
    basePrice: 150,
    statuses: ['wash'],
    estimatedTime: 30,
    icon: 'ST',
    color: '#EF4444',
  },
  {
    name: 'Shoe Cleaning',
    description: 'One pair of canvas or sports shoes, cleaned and dried.',
    priceType: 'flat_rate',
    basePrice: 800,
    statuses: ['wash', 'dry'],
    estimatedTime: 1440,
    icon: 'SH',
    color: '#F97316',
  },
  {
    name: 'Express Wash and Fold',
    description: 'Same-day wash and fold (retired: the express option on orders replaced it).',
    priceType: 'per_kg',
    basePrice: 450,
    statuses: ['wash', 'dry', 'fold'],
    estimatedTime: 240,
    icon: 'EX',
    color: '#3B82F6',
    isActive: false,
  },
];

export const servicesSeeder: Seeder = {
  name: 'services',
  async run({ db, clock }) {
    const now = clock();
    for (const [index, entry] of DEMO_SERVICES.entries()) {
      const service = serviceInputSchema.parse(entry);
      // A few minutes apart, so "newest first" has an order.
      const createdAt = new Date(now.getTime() - (DEMO_SERVICES.length - index) * 60_000);
      const [row] = await db
        .insert(services)
        .values({
          name: service.name,
          description: service.description ?? null,
          priceType: service.priceType,
          basePriceCents: rupeesToCents(service.basePrice),
          statuses: service.statuses,
          estimatedTime: service.estimatedTime,
          icon: service.icon ?? null,
          color: service.color,
          isActive: service.isActive,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: services.id });
      if (!row) throw new Error(`seeding ${service.name} returned no row`);
      const prices = Object.entries(service.clothingPrices).map(([clothingCategory, rupees]) => ({
        serviceId: row.id,
        clothingCategory,
        priceCents: rupeesToCents(rupees ?? 0),
      }));
      if (prices.length > 0) await db.insert(serviceClothingPrices).values(prices);
    }
  },
};
