import type { StudentInstitutionId } from '@laundry/domain';

/** One demo customer: who they are, when they joined and what earned them loyalty points. */
export interface DemoCustomer {
  fullName: string;
  phoneNumber: string;
  email?: string;
  city?: string;
  street?: string;
  student?: { campusId: string; institution?: StudentInstitutionId };
  /** Days before the seed's "now" the customer joined. */
  daysAgo: number;
  /** Friends they brought in, each worth a referral bonus. */
  referrals: number;
  /** Registered on the landing page rather than at the counter. */
  fromLanding?: boolean;
}

/**
 * Forty customers of a laundry 300 m from a campus near Moratuwa: students of several
 * institutions (every student ID passes the domain's checker), regulars from the neighbourhood,
 * and joining dates over six months with more of them lately, so the stats' growth figures and
 * the seven-day chart have something to show. None has an order yet (see `customersSeeder`), so
 * their points come only from bonuses that need no order, and all are Bronze.
 */
// biome-ignore format: one customer a line reads better than 400 lines of fields.
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  { fullName: 'Kasuni Fernando', phoneNumber: '0771234501', email: 'kasuni.fernando@gmail.com', city: 'Katubedda', student: { campusId: 'IT2210456', institution: 'main-campus' }, daysAgo: 0, referrals: 0, fromLanding: true },
  { fullName: 'Tharindu Silva', phoneNumber: '0712345602', city: 'Moratuwa', student: { campusId: 'EN2134567', institution: 'main-campus' }, daysAgo: 1, referrals: 0, fromLanding: true },
  { fullName: 'Dilini Jayawardena', phoneNumber: '0763456703', email: 'dilini.j@yahoo.com', city: 'Dehiwala', daysAgo: 1, referrals: 0 },
  { fullName: 'Mohamed Rizwan', phoneNumber: '0754567804', email: 'rizwan.m@outlook.com', street: '14 Station Road', city: 'Ratmalana', daysAgo: 2, referrals: 0 },
  { fullName: 'Sachini Wickramasinghe', phoneNumber: '0705678905', email: 'sachini.w@gmail.com', city: 'Katubedda', student: { campusId: 'MM221234', institution: 'maritime-campus' }, daysAgo: 3, referrals: 0, fromLanding: true },
  { fullName: 'Pasindu Herath', phoneNumber: '0786789006', city: 'Moratuwa', student: { campusId: '210123A', institution: 'technology-university' }, daysAgo: 4, referrals: 0 },
  { fullName: 'Arjun Sivakumar', phoneNumber: '0747890107', email: 'arjun.siva@gmail.com', street: '3/2 Galle Road', city: 'Mount Lavinia', daysAgo: 5, referrals: 0 },
  { fullName: 'Hiruni Dissanayake', phoneNumber: '0778901208', email: 'hiruni.d@gmail.com', city: 'Katubedda', student: { campusId: 'NU221456', institution: 'health-campus' }, daysAgo: 6, referrals: 0 },
  { fullName: 'Ruwan Jayasuriya', phoneNumber: '0719012309', street: '27 Temple Road', city: 'Moratuwa', daysAgo: 9, referrals: 0 },
  { fullName: 'Nethmi Abeysekara', phoneNumber: '0720123410', email: 'nethmi.abey@gmail.com', city: 'Piliyandala', student: { campusId: 'MN221234', institution: 'management-campus' }, daysAgo: 11, referrals: 0, fromLanding: true },
  { fullName: 'Fathima Nuzra', phoneNumber: '0761234511', email: 'nuzra.f@gmail.com', city: 'Dehiwala', daysAgo: 13, referrals: 0 },
  { fullName: 'Kavindu Ranasinghe', phoneNumber: '0752345612', city: 'Katubedda', student: { campusId: 'BM2310234', institution: 'main-campus' }, daysAgo: 16, referrals: 0 },
  { fullName: 'Priya Thevarajah', phoneNumber: '0773456713', email: 'priya.thevarajah@gmail.com', street: '8 Lake Drive', city: 'Moratuwa', daysAgo: 19, referrals: 0 },
  { fullName: 'Dinuka Karunaratne', phoneNumber: '0784567814', email: 'dinuka.k@gmail.com', city: 'Panadura', student: { campusId: 'SC/2021/123', institution: 'state-university' }, daysAgo: 22, referrals: 0 },
  { fullName: 'Sanduni Weerasinghe', phoneNumber: '0705678915', email: 'sanduni.w@gmail.com', city: 'Katubedda', student: { campusId: 'SA22123456', institution: 'main-campus' }, daysAgo: 25, referrals: 0, fromLanding: true },
  { fullName: 'Chamara Bandara', phoneNumber: '0716789016', street: '52 Old Galle Road', city: 'Moratuwa', daysAgo: 28, referrals: 1 },
  { fullName: 'Imesha Liyanage', phoneNumber: '0777890117', email: 'imesha.l@gmail.com', city: 'Ratmalana', student: { campusId: 'HS2310987', institution: 'health-campus' }, daysAgo: 33, referrals: 0 },
  { fullName: 'Lahiru Samarawickrama', phoneNumber: '0758901218', email: 'lahiru.sw@gmail.com', city: 'Katubedda', student: { campusId: 'ARC2200123', institution: 'main-campus' }, daysAgo: 37, referrals: 1 },
  { fullName: 'Anoma Wijesinghe', phoneNumber: '0769012319', street: '11 De Soysa Road', city: 'Moratuwa', daysAgo: 42, referrals: 1 },
  { fullName: 'Yasiru Kumara', phoneNumber: '0740123420', city: 'Katubedda', student: { campusId: 'ET221034', institution: 'maritime-campus' }, daysAgo: 46, referrals: 0 },
  { fullName: 'Oshadi Amarasinghe', phoneNumber: '0771234521', email: 'oshadi.a@gmail.com', city: 'Mount Lavinia', daysAgo: 51, referrals: 0 },
  { fullName: 'Suresh Balasubramaniam', phoneNumber: '0712345622', email: 'suresh.bala@gmail.com', street: '19 Hill Street', city: 'Dehiwala', daysAgo: 57, referrals: 2 },
  { fullName: 'Thilini Rathnayake', phoneNumber: '0723456723', email: 'thilini.r@gmail.com', city: 'Katubedda', student: { campusId: '20210045', institution: 'state-university' }, daysAgo: 63, referrals: 0 },
  { fullName: 'Ashen De Silva', phoneNumber: '0764567824', email: 'ashen.desilva@gmail.com', city: 'Moratuwa', daysAgo: 70, referrals: 0 },
  { fullName: 'Chathura Peiris', phoneNumber: '0785678925', street: '6 Rawatawatte Road', city: 'Moratuwa', daysAgo: 76, referrals: 1 },
  { fullName: 'Sewwandi Hettiarachchi', phoneNumber: '0706789026', email: 'sewwandi.h@gmail.com', city: 'Katubedda', student: { campusId: 'IT2198765', institution: 'main-campus' }, daysAgo: 83, referrals: 1 },
  { fullName: 'Ayesha Cader', phoneNumber: '0757890127', email: 'ayesha.cader@gmail.com', city: 'Dehiwala', daysAgo: 90, referrals: 0 },
  { fullName: 'Janith Lakshan', phoneNumber: '0778901228', city: 'Katubedda', student: { campusId: 'SC2301234', institution: 'management-campus' }, daysAgo: 98, referrals: 0 },
  { fullName: 'Kamal Gunawardena', phoneNumber: '0719012329', street: '101 Lakshapathiya Road', city: 'Moratuwa', daysAgo: 105, referrals: 2 },
  { fullName: 'Nadeesha Munasinghe', phoneNumber: '0760123430', email: 'nadeesha.m@gmail.com', city: 'Panadura', daysAgo: 113, referrals: 0 },
  { fullName: 'Buddhika Ekanayake', phoneNumber: '0741234531', city: 'Ratmalana', daysAgo: 121, referrals: 0 },
  { fullName: 'Gayani Kulatunga', phoneNumber: '0772345632', email: 'gayani.k@gmail.com', city: 'Katubedda', student: { campusId: 'CS2245678', institution: 'health-campus' }, daysAgo: 128, referrals: 1 },
  { fullName: 'Sahan Madushanka', phoneNumber: '0713456733', email: 'sahan.madu@gmail.com', city: 'Moratuwa', student: { campusId: '225678K', institution: 'technology-university' }, daysAgo: 136, referrals: 0 },
  { fullName: 'Vihangi Pathirana', phoneNumber: '0724567834', email: 'vihangi.p@gmail.com', street: '4 School Lane', city: 'Piliyandala', daysAgo: 144, referrals: 0 },
  { fullName: 'Harsha Mendis', phoneNumber: '0765678935', street: '33 Dharmapala Mawatha', city: 'Mount Lavinia', daysAgo: 150, referrals: 1 },
  { fullName: 'Malsha Senanayake', phoneNumber: '0786789036', email: 'malsha.s@gmail.com', city: 'Katubedda', student: { campusId: 'MG2204567', institution: 'maritime-campus' }, daysAgo: 157, referrals: 0 },
  { fullName: 'Ravindu Rajapaksha', phoneNumber: '0707890137', city: 'Moratuwa', daysAgo: 163, referrals: 2 },
  { fullName: 'Ishara Gunasekara', phoneNumber: '0758901238', email: 'ishara.g@gmail.com', city: 'Dehiwala', daysAgo: 170, referrals: 1 },
  { fullName: 'Nimal Perera', phoneNumber: '0779012339', email: 'nimal.perera@gmail.com', street: '45 Bandaranayake Mawatha', city: 'Katubedda', daysAgo: 176, referrals: 2 },
  { fullName: 'Tharushi Nanayakkara', phoneNumber: '0710123440', email: 'tharushi.n@gmail.com', city: 'Katubedda', student: { campusId: 'SE-2021-0456' }, daysAgo: 180, referrals: 0 },
];
