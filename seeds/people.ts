// Demo achievers (the home carousel) and placements (the placements page): students with the employers who hired them.

export type DemoPlacedStudent = {
  name: string;
  image: string;
  company_logo: string;
  position: string;
  company_name: string;
  is_featured: boolean;
  sort_order: number;
};

const student = (
  name: string,
  position: string,
  company_name: string,
  logo: string,
  sort_order: number,
): DemoPlacedStudent => ({
  name,
  image: `/images/demo/people/${name.toLowerCase().replace(/ /g, '-')}.webp`,
  company_logo: `/images/demo/logos/${logo}.webp`,
  position,
  company_name,
  is_featured: true,
  sort_order,
});

export const DEMO_ACHIEVERS: DemoPlacedStudent[] = [
  student('Riya Sharma', 'Cabin Crew', 'IndiGo', 'indigo', 0),
  student('Arjun Tamang', 'Customer Service Agent', 'Air India', 'air-india', 1),
  student('Sneha Das', 'Guest Relations Executive', 'Taj Hotels', 'taj-hotels', 2),
  student('Rahul Ghosh', 'Airport Ground Staff', 'Akasa Air', 'akasa-air', 3),
  student('Pooja Thapa', 'Front Office Associate', 'ITC Hotels', 'itc-hotels', 4),
  student('Aniket Roy', 'Ramp Operations Executive', 'AI SATS', 'ai-sats', 5),
  student('Priyanka Sen', 'Travel Consultant', 'Thomas Cook India', 'thomas-cook', 6),
  student('Sagar Mukherjee', 'Food & Beverage Associate', 'The Oberoi Group', 'oberoi', 7),
];

export const DEMO_PLACEMENTS: DemoPlacedStudent[] = [
  student('Ishita Bose', 'Cabin Crew', 'Akasa Air', 'akasa-air', 0),
  student('Karan Lama', 'Guest Service Associate', 'Marriott International', 'marriott', 1),
  student('Tanya Agarwal', 'Reservation Executive', 'MakeMyTrip', 'makemytrip', 2),
  student('Debjit Saha', 'Customer Service Executive', 'IndiGo', 'indigo', 3),
  student('Nisha Pradhan', 'Housekeeping Supervisor', 'Mayfair Hotels & Resorts', 'mayfair', 4),
  student('Sameer Alam', 'Airport Ticketing Agent', 'SpiceJet', 'spicejet', 5),
];
